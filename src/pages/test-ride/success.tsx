import type { GetStaticProps } from 'next';
import type { PageWithLayout } from '@/pages/_app';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import { TestRideSuccessView } from '@/views/customer/test-ride-success-view';

const Page = TestRideSuccessView as PageWithLayout<Parameters<typeof TestRideSuccessView>[0]>;
Page.requiresRehydratedStore = true;
export default Page;

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [meta, messages] = await Promise.all([getPageMeta(client, locale, 'test-ride-success'), loadMessages(locale)]);
  return { props: { meta, messages }, revalidate: 300 };
};

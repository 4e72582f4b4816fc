import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import type { PageWithLayout } from '@/pages/_app';
import { PurchaseHead, PurchaseView } from '@/views/customer/purchase-view';

const Page = PurchaseView as PageWithLayout<Parameters<typeof PurchaseView>[0]>;
// SPEC §4: the flow reads the persisted purchase state, so it renders after rehydration.
Page.requiresRehydratedStore = true;
Page.rehydratingHead = (props) => <PurchaseHead meta={props.meta} />;
export default Page;

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [meta, messages] = await Promise.all([
    getPageMeta(client, locale, 'purchase'),
    loadMessages(locale, ['Purchase', 'Product', 'Errors', 'FormErrors', 'Documents', 'Map']),
  ]);
  return { props: { meta, messages }, revalidate: 3600 };
};

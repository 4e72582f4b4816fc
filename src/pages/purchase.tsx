import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/messages';
import { PurchaseView } from '@/views/customer/purchase-view';

export default PurchaseView;

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [meta, messages] = await Promise.all([
    getPageMeta(client, locale, 'purchase'),
    loadMessages(locale, ['Purchase', 'Product', 'Errors', 'FormErrors', 'Documents', 'Map']),
  ]);
  return { props: { meta, messages }, revalidate: 3600 };
};

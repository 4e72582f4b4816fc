import type { GetStaticProps } from 'next';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { getPageMeta } from '@/features/content/get-page-meta';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { loadMessages } from '@/lib/i18n';
import { ProductListView, type ProductListViewProps } from '@/views/customer/product-list-view';

export default ProductListView;

export const getStaticProps: GetStaticProps<ProductListViewProps> = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [models, meta, messages] = await Promise.all([
    fetchMotorcycles(client),
    getPageMeta(client, locale, 'product'),
    loadMessages(locale),
  ]);
  return { props: { models, meta, messages }, revalidate: 60 };
};

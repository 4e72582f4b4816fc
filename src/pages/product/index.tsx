import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { HOME_NAMESPACES } from '@/features/catalogue/constants';
import { fetchModelFigures, fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/messages';
import { ProductListView, type ProductListViewProps } from '@/views/customer/product-list-view';

export default ProductListView;

/** The model cards and their comparison, regenerated every minute like the other model lists. */
export const getStaticProps: GetStaticProps<ProductListViewProps> = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [models, figures, meta, messages] = await Promise.all([
    fetchMotorcycles(client),
    fetchModelFigures(client),
    getPageMeta(client, locale, 'product'),
    loadMessages(locale, HOME_NAMESPACES),
  ]);
  return { props: { models, figures, meta, messages }, revalidate: 60 };
};

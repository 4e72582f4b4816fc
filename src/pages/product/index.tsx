import type { GetStaticProps } from 'next';
import { HOME_NAMESPACES } from '@/features/catalogue/constants';
import { fetchModelFigures, fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { startPage } from '@/lib/page-props';
import { ProductListView, type ProductListViewProps } from '@/views/customer/product-list-view';

export default ProductListView;

/** The model cards and their comparison, regenerated every minute like the other model lists. */
export const getStaticProps: GetStaticProps<ProductListViewProps> = async ({ locale = 'en' }) => {
  const { client, shell } = startPage(locale, 'product', HOME_NAMESPACES);
  const [models, figures, common] = await Promise.all([fetchMotorcycles(client), fetchModelFigures(client), shell]);
  return { props: { models, figures, ...common }, revalidate: 60 };
};

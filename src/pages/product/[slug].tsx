import type { GetStaticPaths } from 'next';
import { MOTORCYCLE_SLUGS } from '@/features/catalogue/constants';
import { getProductPageProps } from '@/features/catalogue/get-product-page-props';
import { ProductDetailView } from '@/views/customer/product-detail-view';

export default ProductDetailView;

export const getStaticPaths: GetStaticPaths = async ({ locales = ['en'] }) => ({
  paths: locales.flatMap((locale) => MOTORCYCLE_SLUGS.map((slug) => ({ params: { slug }, locale }))),
  // Other products render on first request and are then cached like these.
  fallback: 'blocking',
});

export const getStaticProps = getProductPageProps;

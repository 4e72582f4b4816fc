import type { GetStaticPaths, GetStaticProps } from 'next';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { MOTORCYCLE_SLUGS } from '@/features/catalogue/constants';
import { ProductDetailQuery } from '@/features/catalogue/graphql/catalogue';
import { loadMessages } from '@/lib/i18n';
import { ProductDetailView, type ProductDetailViewProps } from '@/views/customer/product-detail-view';

export default ProductDetailView;

export const getStaticPaths: GetStaticPaths = async ({ locales = ['en'] }) => ({
  paths: locales.flatMap((locale) => MOTORCYCLE_SLUGS.map((slug) => ({ params: { slug }, locale }))),
  // Other products render on first request and are then cached like these.
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<ProductDetailViewProps, { slug: string }> = async ({
  params,
  locale = 'en',
}) => {
  const client = createServerApolloClient(locale);
  const { data } = await client.query({ query: ProductDetailQuery, variables: { slug: params?.slug ?? '' } });
  if (!data?.product) return { notFound: true, revalidate: 60 };
  const [meta, messages] = await Promise.all([getPageMeta(client, locale, 'product-detail'), loadMessages(locale)]);
  return { props: { product: data.product, meta, messages }, revalidate: 60 };
};

import type { GetStaticProps } from 'next';
import type { PageMeta } from '@/components/seo/seo-head';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import type { ProductDetailQuery as ProductDetailQueryResult } from '@/graphql/generated/graphql';
import { loadMessages } from '@/lib/i18n';
import { PRODUCT_NAMESPACES, PRODUCT_SHORTCUTS, type ProductShortcut } from './constants';
import { ProductDetailQuery } from './graphql/catalogue';

export interface ProductPageProps {
  product: NonNullable<ProductDetailQueryResult['product']>;
  meta: PageMeta | null;
  initialOptions: Record<string, string> | null;
}

async function load(slug: string, locale: string, initialOptions: Record<string, string> | null) {
  const client = createServerApolloClient(locale);
  const { data } = await client.query({ query: ProductDetailQuery, variables: { slug } });
  if (!data?.product) return { notFound: true as const, revalidate: 60 };
  const [meta, messages] = await Promise.all([getPageMeta(client, locale, 'product-detail'), loadMessages(locale, PRODUCT_NAMESPACES)]);
  return { props: { product: data.product, meta, messages, initialOptions }, revalidate: 60 };
}

/** `/product/[slug]`: the model's page, first variant selected; unknown slugs answer 404. */
export const getProductPageProps: GetStaticProps<ProductPageProps, { slug: string }> = ({ params, locale = 'en' }) =>
  load(params?.slug ?? '', locale, null);

/** A shortcut route (`/alva-one`, `/alva-cervo`): the model's page with the shortcut's fixed variant selected. */
export function getShortcutPageProps(shortcut: ProductShortcut): GetStaticProps<ProductPageProps> {
  const { slug, options } = PRODUCT_SHORTCUTS[shortcut];
  return ({ locale = 'en' }) => load(slug, locale, { ...options });
}

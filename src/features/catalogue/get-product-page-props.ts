import type { GetStaticProps } from 'next';
import type { PageMeta } from '@/components/seo/seo-head';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import type { ProductDetailQuery as ProductDetailQueryResult } from '@/graphql/generated/graphql';
import { loadMessages } from '@/lib/messages';
import { PRODUCT_NAMESPACES, PRODUCT_SHORTCUTS, type ProductShortcut } from './constants';
import { ProductAreaPricesQuery, ProductDetailQuery } from './graphql/catalogue';

/** An area's on-the-road prices of this product, per battery option code (minor units). */
export interface AreaPrices {
  code: string;
  name: string;
  prices: Record<string, number>;
}

export interface ProductPageProps {
  product: NonNullable<ProductDetailQueryResult['product']>;
  meta: PageMeta | null;
  initialOptions: Record<string, string> | null;
  areas: AreaPrices[];
}

/** Areas with a price for this product; none when the financing parameters cannot be read (the variant price shows). */
async function loadAreaPrices(
  client: ReturnType<typeof createServerApolloClient>,
  slug: string,
): Promise<AreaPrices[]> {
  try {
    const { data } = await client.query({ query: ProductAreaPricesQuery });
    return (data?.financingParameters.areas ?? [])
      .map((area) => ({
        code: area.code,
        name: area.name,
        prices: Object.fromEntries(
          area.otrPrices.filter((p) => p.productSlug === slug).map((p) => [p.batteryOption, p.price]),
        ),
      }))
      .filter((area) => Object.keys(area.prices).length > 0);
  } catch (error) {
    console.error('area prices could not be loaded', error);
    return [];
  }
}

async function load(slug: string, locale: string, initialOptions: Record<string, string> | null) {
  const client = createServerApolloClient(locale);
  const { data } = await client.query({ query: ProductDetailQuery, variables: { slug } });
  if (!data?.product) return { notFound: true as const, revalidate: 60 };
  const [meta, messages, areas] = await Promise.all([
    getPageMeta(client, locale, 'product-detail'),
    loadMessages(locale, PRODUCT_NAMESPACES),
    loadAreaPrices(client, slug),
  ]);
  return { props: { product: data.product, meta, messages, initialOptions, areas }, revalidate: 60 };
}

/** `/product/[slug]`: the model's page, first variant selected; unknown slugs answer 404. */
export const getProductPageProps: GetStaticProps<ProductPageProps, { slug: string }> = ({ params, locale = 'en' }) =>
  load(params?.slug ?? '', locale, null);

/** A shortcut route (`/alva-one`, `/alva-cervo`): the model's page with the shortcut's fixed variant selected. */
export function getShortcutPageProps(shortcut: ProductShortcut): GetStaticProps<ProductPageProps> {
  const { slug, options } = PRODUCT_SHORTCUTS[shortcut];
  return ({ locale = 'en' }) => load(slug, locale, { ...options });
}

import type { GetStaticPaths, GetStaticProps } from 'next';
import type { PageMeta } from '@/components/seo/seo-head';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import type { ShopItemQuery as ShopItemResult } from '@/graphql/generated/graphql';
import { loadMessages } from '@/lib/messages';
import {
  isShopCategory,
  SHOP_CATEGORIES,
  SHOP_REVALIDATE_SECONDS,
  SIZED_CATEGORIES,
  type ShopCategory,
} from './constants';
import { applyFilters, decodeFilterSegment, DEFAULT_FILTERS, SIZES, type ShopFilters } from './filters';
import { ShopCatalogueQuery, ShopItemQuery } from './graphql/shop';
import { toShopCatalogue, type ShopCategoryInfo, type ShopItem } from './shop-items';

/** Message namespaces of the shop pages besides the layout's. */
const SHOP_NAMESPACES = ['Shop', 'Cart'] as const;

export interface ShopGridPageProps {
  /** null on /shop (every category). */
  category: ShopCategoryInfo | null;
  categories: ShopCategoryInfo[];
  /** The items this view shows, already filtered and sorted. */
  items: ShopItem[];
  /** How many items the category has before filtering. */
  total: number;
  filters: ShopFilters;
  /** Size choices of the size filter (sized categories only). */
  sizes: { code: string; name: string }[];
  meta: PageMeta | null;
}

/** `all` stands for /shop in the internal filtered route. */
export type GridScope = ShopCategory | 'all';

const pageName = (scope: GridScope) => (scope === 'all' ? 'shop' : `shop-${scope}`);

async function loadGrid(scope: GridScope, filters: ShopFilters, locale: string) {
  const client = createServerApolloClient(locale);
  // Errors propagate: a grid must not be cached without its items.
  const [{ data }, meta, messages] = await Promise.all([
    client.query({ query: ShopCatalogueQuery, variables: { slugs: [...SHOP_CATEGORIES] } }),
    getPageMeta(client, locale, pageName(scope)),
    loadMessages(locale, SHOP_NAMESPACES),
  ]);
  const { categories, items } = toShopCatalogue(data);
  const category = scope === 'all' ? null : (categories.find((c) => c.slug === scope) ?? null);
  if (scope !== 'all' && !category) return null;
  const inScope = scope === 'all' ? items : items.filter((item) => item.category === scope);
  const sizes =
    scope !== 'all' && SIZED_CATEGORIES.includes(scope)
      ? [...new Map(inScope.flatMap((item) => item.sizes).map((size) => [size.code, size])).values()].filter((size) =>
          (SIZES as readonly string[]).includes(size.code),
        )
      : [];
  const props: ShopGridPageProps = {
    category,
    categories,
    items: applyFilters(inScope, filters, locale),
    total: inScope.length,
    filters,
    sizes,
    meta,
  };
  return { props, messages };
}

/** `/shop` and `/shop/[category]` without filters. */
export function getShopGridProps(fixedScope?: GridScope): GetStaticProps<ShopGridPageProps, { category?: string }> {
  return async ({ params, locale = 'en' }) => {
    const scope = fixedScope ?? params?.category;
    if (scope !== 'all' && !isShopCategory(scope)) return { notFound: true, revalidate: SHOP_REVALIDATE_SECONDS };
    const grid = await loadGrid(scope, DEFAULT_FILTERS, locale);
    if (!grid) return { notFound: true, revalidate: SHOP_REVALIDATE_SECONDS };
    return { props: { ...grid.props, messages: grid.messages }, revalidate: SHOP_REVALIDATE_SECONDS };
  };
}

/** The filtered views the middleware rewrites to (`/shop/<category|all>/filter/<segment>`). */
export const getFilteredGridProps: GetStaticProps<ShopGridPageProps, { category: string; filters: string }> = async ({
  params,
  locale = 'en',
}) => {
  const scope = params?.category;
  const filters = decodeFilterSegment(params?.filters ?? '');
  const validScope = scope === 'all' || isShopCategory(scope);
  // The size filter only exists where items have sizes.
  const sizeAllowed = !filters?.size || (scope !== 'all' && SIZED_CATEGORIES.includes(scope as ShopCategory));
  if (!validScope || !filters || !sizeAllowed) return { notFound: true, revalidate: SHOP_REVALIDATE_SECONDS };
  const grid = await loadGrid(scope as GridScope, filters, locale);
  if (!grid) return { notFound: true, revalidate: SHOP_REVALIDATE_SECONDS };
  return { props: { ...grid.props, messages: grid.messages }, revalidate: SHOP_REVALIDATE_SECONDS };
};

export const getCategoryPaths: GetStaticPaths = async ({ locales = ['en'] }) => ({
  paths: locales.flatMap((locale) => SHOP_CATEGORIES.map((category) => ({ params: { category }, locale }))),
  fallback: 'blocking',
});

/** Filtered views are generated on first request, then cached like the rest. */
export const getFilteredPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export type ShopItemDetail = NonNullable<ShopItemResult['product']>;

export interface ShopItemPageProps {
  item: ShopItemDetail;
  category: { slug: ShopCategory; name: string };
  meta: PageMeta | null;
}

export const getShopItemProps: GetStaticProps<ShopItemPageProps, { category: string; slug: string }> = async ({
  params,
  locale = 'en',
}) => {
  const categorySlug = params?.category;
  if (!isShopCategory(categorySlug)) return { notFound: true, revalidate: SHOP_REVALIDATE_SECONDS };
  const client = createServerApolloClient(locale);
  const { data } = await client.query({ query: ShopItemQuery, variables: { slug: params?.slug ?? '' } });
  const item = data?.product;
  // An item lives under its own category only: /shop/apparel/<a battery> is not a page.
  const collection = item?.collections.find((c) => c.slug === categorySlug);
  if (!item || !collection || item.variants.length === 0) {
    return { notFound: true, revalidate: SHOP_REVALIDATE_SECONDS };
  }
  const [meta, messages] = await Promise.all([
    getPageMeta(client, locale, 'shop-item'),
    loadMessages(locale, SHOP_NAMESPACES),
  ]);
  return {
    props: { item, category: { slug: categorySlug, name: collection.name }, meta, messages },
    revalidate: SHOP_REVALIDATE_SECONDS,
  };
};

/** Every item is pre-rendered at build time in both languages; items added later render on first request. */
export const getShopItemPaths: GetStaticPaths = async ({ locales = ['en'] }) => {
  const { data } = await createServerApolloClient('en').query({
    query: ShopCatalogueQuery,
    variables: { slugs: [...SHOP_CATEGORIES] },
  });
  const { items } = toShopCatalogue(data);
  return {
    paths: locales.flatMap((locale) =>
      items.map((item) => ({ params: { category: item.category, slug: item.slug }, locale })),
    ),
    fallback: 'blocking',
  };
};

/** The shop's categories: Vendure collection slugs (seeded in backend/src/seed/catalog-data.ts), in menu order. */
export const SHOP_CATEGORIES = ['battery', 'accessories', 'spare-parts', 'apparel'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export function isShopCategory(value: string | undefined): value is ShopCategory {
  return (SHOP_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** Categories whose items come in sizes (a `size` option group): only these offer the size filter. */
export const SIZED_CATEGORIES: readonly ShopCategory[] = ['apparel'];

/** Option group code of apparel sizes. */
export const SIZE_GROUP = 'size';

/** Most units of one item per cart line: the back end's `orderLineItemsLimit` (ShopPlugin) is the same. */
export const MAX_QUANTITY = 99;

/** Grid and item pages are regenerated at most this often (seconds); stock is re-checked by the server on add. */
export const SHOP_REVALIDATE_SECONDS = 60;

/** Shop paths (SPEC §2). */
export const shopPaths = {
  shop: '/shop',
  category: (category: string) => `/shop/${category}`,
  item: (category: string, slug: string) => `/shop/${category}/${slug}`,
  cart: '/cart',
  checkout: '/purchase',
};

/** The shop's categories: Vendure collection slugs (seeded by the back end's catalogue seed, seed/catalog-data.ts), in menu order. */
export const SHOP_CATEGORIES = ['battery', 'accessories', 'spare-parts', 'apparel'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export function isShopCategory(value: string | undefined): value is ShopCategory {
  return (SHOP_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** Shop paths (SPEC §2). */
export const shopPaths = {
  shop: '/shop',
  category: (category: string) => `/shop/${category}`,
  item: (category: string, slug: string) => `/shop/${category}/${slug}`,
  cart: '/cart',
  checkout: '/purchase?flow=cart',
};

import type { ShopCategory } from '@/config/shop';

/** Categories and paths live in config (the revalidation map in lib needs them too). */
export { SHOP_CATEGORIES, isShopCategory, shopPaths, type ShopCategory } from '@/config/shop';

/** Categories whose items come in sizes (a `size` option group): only these offer the size filter. */
export const SIZED_CATEGORIES: readonly ShopCategory[] = ['apparel'];

/** Option group code of apparel sizes. */
export const SIZE_GROUP = 'size';

/** Grid and item pages are regenerated at most this often (seconds); stock is re-checked by the server on add. */
export const SHOP_REVALIDATE_SECONDS = 60;

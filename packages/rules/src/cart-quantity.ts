/**
 * The cart's quantity rule without yup, so the cart and the shop pages can check a quantity without loading the
 * schema library (cart.ts builds the form schema on it).
 */

/** Most units of one item per cart line. */
export const CART_MAX_QUANTITY = 99;

/** A quantity as typed: a whole number from 1 to CART_MAX_QUANTITY, or null. */
export function parseCartQuantity(raw: string): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const quantity = Number(raw);
  return quantity >= 1 && quantity <= CART_MAX_QUANTITY ? quantity : null;
}

import * as yup from 'yup';
import { checkedString } from './validate';

/**
 * Cart rules: the quantity fields of the item page and the cart. The back end's ShopPlugin sets Vendure's
 * orderLineItemsLimit to the same maximum (more answers ORDER_LIMIT; zero or less NEGATIVE_QUANTITY).
 */

/** Most units of one item per cart line. */
export const CART_MAX_QUANTITY = 99;

/** A quantity as typed: a whole number from 1 to CART_MAX_QUANTITY, or null. */
export function parseCartQuantity(raw: string): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const quantity = Number(raw);
  return quantity >= 1 && quantity <= CART_MAX_QUANTITY ? quantity : null;
}

/** The quantity field of the item page (QUANTITY_RANGE: not a whole number from 1 to CART_MAX_QUANTITY). */
export const cartQuantityFormSchema = yup.object({
  quantity: checkedString((value) => (parseCartQuantity(value ?? '') === null ? 'QUANTITY_RANGE' : null), 'quantity'),
});

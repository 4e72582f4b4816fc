import * as yup from 'yup';
import { parseCartQuantity } from './cart-quantity';
import { checkedString } from './validate';

/**
 * Cart rules: the quantity fields of the item page and the cart. The back end's ShopPlugin sets Vendure's
 * orderLineItemsLimit to the same maximum (more answers ORDER_LIMIT; zero or less NEGATIVE_QUANTITY).
 */

/** The quantity field of the item page (QUANTITY_RANGE: not a whole number from 1 to CART_MAX_QUANTITY). */
export const cartQuantityFormSchema = yup.object({
  quantity: checkedString((value) => (parseCartQuantity(value ?? '') === null ? 'QUANTITY_RANGE' : null), 'quantity'),
});

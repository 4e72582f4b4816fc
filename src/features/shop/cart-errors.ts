/**
 * Vendure's cart ErrorResults (SPEC §8 codes INSUFFICIENT_STOCK, NEGATIVE_QUANTITY, ORDER_LIMIT, ORDER_MODIFICATION)
 * as keys of `Cart.errors` messages. Vendure spells the codes with an `_ERROR` suffix.
 */
export type CartErrorKey =
  | 'insufficientStockAdded'
  | 'insufficientStockNone'
  | 'insufficientStockAdjusted'
  | 'insufficientStockRemoved'
  | 'negativeQuantity'
  | 'orderLimit'
  | 'orderModification'
  | 'generic';

export interface CartError {
  key: CartErrorKey;
  values?: Record<string, number>;
}

export interface ErrorResultLike {
  errorCode?: string | null;
  quantityAvailable?: number | null;
  maxItems?: number | null;
}

const code = (errorCode: string | null | undefined) => (errorCode ?? '').replace(/_ERROR$/, '');

/**
 * `add`: Vendure adds what stock allows and reports that amount (0: nothing added). `adjust`: the line is set to
 * what stock allows, or removed when nothing is left.
 */
export function cartErrorOf(result: ErrorResultLike, action: 'add' | 'adjust' | 'remove'): CartError {
  switch (code(result.errorCode)) {
    case 'INSUFFICIENT_STOCK': {
      const count = result.quantityAvailable ?? 0;
      if (action === 'add') {
        return count > 0 ? { key: 'insufficientStockAdded', values: { count } } : { key: 'insufficientStockNone' };
      }
      return count > 0 ? { key: 'insufficientStockAdjusted', values: { count } } : { key: 'insufficientStockRemoved' };
    }
    case 'NEGATIVE_QUANTITY':
      return { key: 'negativeQuantity' };
    case 'ORDER_LIMIT':
      return { key: 'orderLimit', values: { max: result.maxItems ?? 0 } };
    case 'ORDER_MODIFICATION':
      return { key: 'orderModification' };
    default:
      return { key: 'generic' };
  }
}

/**
 * Server answers of the purchase API mapped to message keys of the `Purchase` namespace, so every expected error
 * shows a translated sentence (CONVENTIONS rule 5). Unknown codes fall back to the generic message.
 */
const ORDER_ERROR_KEYS = {
  COUPON_CODE_INVALID_ERROR: 'couponInvalid',
  COUPON_CODE_EXPIRED_ERROR: 'couponExpired',
  COUPON_CODE_LIMIT_ERROR: 'couponLimit',
  INSUFFICIENT_STOCK_ERROR: 'insufficientStock',
  ORDER_LIMIT_ERROR: 'orderLimit',
  ORDER_MODIFICATION_ERROR: 'orderModification',
  NO_ACTIVE_ORDER_ERROR: 'noActiveOrder',
  INELIGIBLE_PAYMENT_METHOD_ERROR: 'ineligiblePaymentMethod',
  INELIGIBLE_SHIPPING_METHOD_ERROR: 'ineligibleShippingMethod',
  ORDER_STATE_TRANSITION_ERROR: 'orderState',
  PAYMENT_DECLINED_ERROR: 'paymentDeclined',
  PAYMENT_FAILED_ERROR: 'paymentFailed',
  PURCHASE_INCOMPLETE: 'incomplete',
  PAYMENT_NOT_RETRYABLE: 'notRetryable',
  SUBSCRIPTION_NOT_AVAILABLE: 'subscriptionNotAvailable',
  PAYMENT_PROOF_FILE_INVALID: 'proofFile',
  DELIVERY_ADDRESS_REFUSED: 'addressRefused',
  PURCHASE_INVALID_INPUT: 'invalidInput',
  EMAIL_ADDRESS_CONFLICT_ERROR: 'emailHasAccount',
} as const;

export type OrderErrorKey = (typeof ORDER_ERROR_KEYS)[keyof typeof ORDER_ERROR_KEYS] | 'generic';
const orderErrorKeys: Record<string, OrderErrorKey> = ORDER_ERROR_KEYS;

/** Vendure spells its codes with and without the `_ERROR` suffix depending on the API; both are accepted. */
export function orderErrorKey(errorCode: string | null | undefined): OrderErrorKey {
  if (!errorCode) return 'generic';
  return orderErrorKeys[errorCode] ?? orderErrorKeys[`${errorCode}_ERROR`] ?? 'generic';
}

/** Field rule codes the server answers (PurchaseFieldError.code); each has a `Purchase.fieldErrors.*` message. */

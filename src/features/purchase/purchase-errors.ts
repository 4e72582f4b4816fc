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
} as const;

export type OrderErrorKey = (typeof ORDER_ERROR_KEYS)[keyof typeof ORDER_ERROR_KEYS] | 'generic';
const orderErrorKeys: Record<string, OrderErrorKey> = ORDER_ERROR_KEYS;

/** Vendure spells its codes with and without the `_ERROR` suffix depending on the API; both are accepted. */
export function orderErrorKey(errorCode: string | null | undefined): OrderErrorKey {
  if (!errorCode) return 'generic';
  return orderErrorKeys[errorCode] ?? orderErrorKeys[`${errorCode}_ERROR`] ?? 'generic';
}

/** Field rule codes the server answers (PurchaseFieldError.code); each has a `Purchase.fieldErrors.*` message. */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'TOO_SHORT',
  'TOO_LONG',
  'LETTERS_ONLY',
  'EMAIL_FORMAT',
  'PHONE_FORMAT',
  'PHONE_COUNTRY',
  'PHONE_LENGTH',
  'NIK_LENGTH',
  'NIK_INVALID',
  'NUMBERS_ONLY',
  'ADDRESS_FORMAT',
  'ZIP_FORMAT',
  'ID_FORMAT',
  'INVALID_VALUE',
  'COORDINATES',
  'DATE_FORMAT',
  'DATE_IN_FUTURE',
  'DATE_TOO_OLD',
  'NOMINAL_MISMATCH',
  'ORDER_NUMBER_MISMATCH',
  'TERMS_REQUIRED',
  'DEALER_UNKNOWN',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function fieldErrorKey(code: string): FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code) ? (code as FieldErrorCode) : 'INVALID_VALUE';
}

/** Messages of the proof form: the field codes it can get plus the file's. */
const PROOF_ERROR_KEYS = [
  'REQUIRED',
  'FILE_REQUIRED',
  'FILE_TYPE',
  'FILE_EMPTY',
  'FILE_TOO_LARGE',
  'TOO_MANY_UPLOADS',
  'ID_FORMAT',
  'NUMBERS_ONLY',
  'DATE_IN_FUTURE',
  'DATE_TOO_OLD',
  'DATE_FORMAT',
  'NOMINAL_MISMATCH',
  'ORDER_NUMBER_MISMATCH',
  'INVALID_VALUE',
  'TOO_LONG',
  'TOO_SHORT',
  'LETTERS_ONLY',
] as const;
export type ProofErrorKey = (typeof PROOF_ERROR_KEYS)[number];

export function proofErrorKey(code: string): ProofErrorKey {
  return (PROOF_ERROR_KEYS as readonly string[]).includes(code) ? (code as ProofErrorKey) : 'INVALID_VALUE';
}

/** Proof file refusals (PaymentProofFileError.reason). */
export function proofFileErrorKey(reason: string): ProofErrorKey {
  return ['FILE_TOO_LARGE', 'FILE_TYPE', 'FILE_EMPTY', 'TOO_MANY_UPLOADS'].includes(reason)
    ? (reason as ProofErrorKey)
    : 'FILE_TYPE';
}

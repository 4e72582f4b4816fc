/**
 * The order actions' rules (issue 13, SPEC §8 cancellation reasons, docs/orders-api.md): the cancel form and the
 * staff plate/VIN forms of the back office are checked by the same schemas on the server. Each failing field gives
 * one code as its message (PurchaseFieldCode), which the site translates.
 */
import * as yup from 'yup';

import { checkedString, oneOfString } from './validate';
import { charLength, FORMAT_CHARS, normalizeText } from './text';

/** SPEC §8 order cancellation reasons, in the order the form lists them. */
export const ORDER_CANCELLATION_REASONS = [
  'MODIFY_CUSTOMIZATION',
  'CHANGE_DELIVERY_ADDRESS',
  'CHANGE_PAYMENT_OPTION',
  'CHANGE_VOUCHER',
  'FOUND_CHEAPER',
  'NO_LONGER_WANTED',
  'OTHER',
] as const;
export type OrderCancellationReason = (typeof ORDER_CANCELLATION_REASONS)[number];

export const CANCEL_OTHER_REASON_MIN = 3;
export const CANCEL_OTHER_REASON_MAX = 500;

/** The free text of reason OTHER: required there (3-500 characters, no invisible characters), ignored otherwise. */
export const checkOtherReason = (value: string | null | undefined) => {
  const text = normalizeText(value);
  if (!text) return 'REQUIRED';
  if (FORMAT_CHARS.test(value ?? '')) return 'INVALID_VALUE';
  if (charLength(text) < CANCEL_OTHER_REASON_MIN) return 'TOO_SHORT';
  if (charLength(text) > CANCEL_OTHER_REASON_MAX) return 'TOO_LONG';
  return null;
};

export const cancelOrderSchema = yup.object({
  reason: oneOfString(ORDER_CANCELLATION_REASONS, 'reason'),
  otherReason: yup
    .string()
    .nullable()
    .when('reason', {
      is: 'OTHER',
      then: () => checkedString(checkOtherReason, 'otherReason'),
      otherwise: (s) => s.notRequired(),
    }),
});

/** A VIN (ISO 3779): 17 characters, digits and capital letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const checkVin = (value: string | null | undefined) => {
  const vin = (value ?? '').trim().toUpperCase();
  if (!vin) return 'REQUIRED';
  if (vin.length !== 17) return vin.length < 17 ? 'TOO_SHORT' : 'TOO_LONG';
  return VIN_PATTERN.test(vin) ? null : 'INVALID_VALUE';
};
export const normalizeVin = (value: string) => value.trim().toUpperCase();

export const PLATE_STATUSES = ['PROCESSING', 'READY', 'COLLECTED'] as const;
export const PLATE_DELAY_REASON_MAX = 500;

export const plateProgressSchema = yup.object({
  status: oneOfString(PLATE_STATUSES, 'status'),
  delayReason: checkedString((value) => {
    if (value == null || !normalizeText(value)) return null;
    if (FORMAT_CHARS.test(value)) return 'INVALID_VALUE';
    return charLength(normalizeText(value)) > PLATE_DELAY_REASON_MAX ? 'TOO_LONG' : null;
  }, 'delayReason'),
});

/** The hand-over code the courier or dealer gives: 6 digits. */
export const HANDOVER_CODE_PATTERN = /^\d{6}$/;

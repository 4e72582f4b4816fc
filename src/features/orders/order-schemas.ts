/**
 * The customer's order forms (docs/orders-api.md): the cancellation reason and the hand-over code. Local to the site
 * until the back end's rules land in @alva/rules (then this file goes and both sides import the one schema); the
 * server checks the same limits (otherReason 3–500 characters when OTHER) and answers the same codes.
 */
import { FORMAT_CHARS, charLength, checkedString, oneOfString } from '@alva/rules';
import * as yup from 'yup';

/** SPEC §8's seven reasons, in the order the dialog lists them. */
export const CANCELLATION_REASONS = [
  'MODIFY_CUSTOMIZATION',
  'CHANGE_DELIVERY_ADDRESS',
  'CHANGE_PAYMENT_OPTION',
  'CHANGE_VOUCHER',
  'FOUND_CHEAPER',
  'NO_LONGER_WANTED',
  'OTHER',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const OTHER_REASON_MIN = 3;
export const OTHER_REASON_MAX = 500;

/** The free text of OTHER: required there (3–500 characters, no control characters), ignored for the rest. */
export function checkOtherReason(reason: string | null | undefined, raw: string | null | undefined) {
  if (reason !== 'OTHER') return null;
  const value = (raw ?? '').trim();
  if (!value) return 'REQUIRED';
  if (FORMAT_CHARS.test(value.replace(/\n/g, ' '))) return 'INVALID_VALUE';
  if (charLength(value) < OTHER_REASON_MIN) return 'TOO_SHORT';
  if (charLength(value) > OTHER_REASON_MAX) return 'TOO_LONG';
  return null;
}

export const cancelOrderSchema = yup.object({
  reason: oneOfString(CANCELLATION_REASONS),
  otherReason: yup
    .string()
    .nullable()
    .test({
      name: 'otherReason',
      test(value, ctx) {
        const code = checkOtherReason(ctx.parent?.reason, value);
        return code ? ctx.createError({ message: code }) : true;
      },
    }),
});
export type CancelOrderValues = { reason: CancellationReason | ''; otherReason: string };

/** The 6-digit code the courier or the dealer gives at the hand-over. */
export const HANDOVER_CODE = /^\d{6}$/;
export const handoverSchema = yup.object({
  handoverCode: checkedString((raw) => {
    const value = (raw ?? '').trim();
    if (!value) return 'REQUIRED';
    return HANDOVER_CODE.test(value) ? null : 'HANDOVER_CODE_FORMAT';
  }),
});
export type HandoverValues = { handoverCode: string };

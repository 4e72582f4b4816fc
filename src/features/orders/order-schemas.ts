/**
 * The customer's order forms. The cancellation schema is @alva/rules' (the server checks the same); the hand-over
 * code is a single field whose pattern comes from there too (the server answers HANDOVER_CODE_INVALID for a wrong
 * code of the right shape).
 */
import { type OrderCancellationReason, checkedString, HANDOVER_CODE_PATTERN } from '@alva/rules';
import * as yup from 'yup';

export { cancelOrderSchema, ORDER_CANCELLATION_REASONS } from '@alva/rules';
export type CancelOrderValues = { reason: OrderCancellationReason | ''; otherReason: string };

export const handoverSchema = yup.object({
  handoverCode: checkedString((raw) => {
    const value = (raw ?? '').trim();
    if (!value) return 'REQUIRED';
    return HANDOVER_CODE_PATTERN.test(value) ? null : 'HANDOVER_CODE_FORMAT';
  }),
});
export type HandoverValues = { handoverCode: string };

import { LEAD_FIELD_ERROR_CODES, type LeadFieldError, type LeadFieldErrorCode } from './lead-rules';

export type FieldErrors<F extends string> = Partial<Record<F, LeadFieldErrorCode>>;

/** Client-side key per form fill: a double submit (or a retry after a lost answer) stores one record. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** Rule results → the form's fields (first code per field). */
export function toFieldErrors<F extends string>(errors: readonly LeadFieldError[]): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const e of errors) result[e.field as F] ??= e.code;
  return result;
}

/**
 * Server field errors → the form's fields; a code the site does not know becomes INVALID_VALUE; errors on fields
 * the form does not show (source, idempotencyKey, the calculator inputs) are returned for the form alert.
 */
export function mapServerFieldErrors<F extends string>(
  fieldErrors: readonly { field: string; code: string }[],
  fields: readonly F[],
): { errors: FieldErrors<F>; other: LeadFieldError[] } {
  const errors: FieldErrors<F> = {};
  const other: LeadFieldError[] = [];
  for (const { field, code } of fieldErrors) {
    const known = (LEAD_FIELD_ERROR_CODES as readonly string[]).includes(code)
      ? (code as LeadFieldErrorCode)
      : 'INVALID_VALUE';
    if ((fields as readonly string[]).includes(field)) errors[field as F] ??= known;
    else other.push({ field, code: known });
  }
  return { errors, other };
}

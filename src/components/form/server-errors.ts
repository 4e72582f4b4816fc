import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface ServerFieldError {
  field: string;
  code: string;
}

/**
 * The server's field errors onto the form (the same codes its own schema gives, translated by the fields), with the
 * focus on the first of them. Errors on fields the form does not show (an idempotency key, a calculator input) are
 * returned for the form's alert.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fieldErrors: readonly ServerFieldError[],
  fields: readonly Path<V>[],
): ServerFieldError[] {
  const other: ServerFieldError[] = [];
  let focused = false;
  for (const error of fieldErrors) {
    const field = fields.find((name) => name === error.field);
    if (!field) {
      other.push(error);
      continue;
    }
    if (form.getFieldState(field).error) continue;
    form.setError(field, { type: 'server', message: error.code }, { shouldFocus: !focused });
    focused = true;
  }
  return other;
}

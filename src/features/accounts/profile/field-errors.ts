import { useTranslations } from 'next-intl';
import { PROFILE_FIELD_ERROR_CODES, type ProfileFieldError, type ProfileFieldErrorCode } from './profile-rules';

export type FieldErrors<F extends string> = Partial<Record<F, ProfileFieldErrorCode>>;

/**
 * Rule results or a server's field errors → the form's fields (first code per field); a code the site does not
 * know becomes INVALID_VALUE; errors on fields the form does not show are counted in `other`.
 */
export function toFieldErrors<F extends string>(
  errors: readonly { field: string; code: string }[],
  fields: readonly F[],
): { errors: FieldErrors<F>; other: ProfileFieldError[] } {
  const result: FieldErrors<F> = {};
  const other: ProfileFieldError[] = [];
  for (const { field, code } of errors) {
    const known = (PROFILE_FIELD_ERROR_CODES as readonly string[]).includes(code)
      ? (code as ProfileFieldErrorCode)
      : 'INVALID_VALUE';
    if ((fields as readonly string[]).includes(field)) result[field as F] ??= known;
    else other.push({ field, code: known });
  }
  return { errors: result, other };
}

/** The translated message of a field error ('Invalid {field} format. Please use only numbers.', ...). */
export function useFieldErrorMessage() {
  const t = useTranslations('ProfileForm');
  return (code: ProfileFieldErrorCode | undefined, field: string): string | undefined =>
    code ? t(`errors.${code}`, { field }) : undefined;
}

/** Moves the focus to the first invalid control of a form (ids are `${prefix}-${field}`). */
export function focusFirstError<F extends string>(prefix: string, fields: readonly F[], errors: FieldErrors<F>) {
  const first = fields.find((f) => errors[f]);
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
}

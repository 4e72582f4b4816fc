import type { AccountFieldCode } from './account-rules';

/** Field codes of the account forms and server (AccountFieldError.code), plus the form-only retype check. */
export type AccountFormCode = AccountFieldCode | 'PASSWORD_MISMATCH';

const KNOWN = new Set<string>([
  'REQUIRED',
  'TOO_SHORT',
  'TOO_LONG',
  'LETTERS_ONLY',
  'EMAIL_FORMAT',
  'PHONE_FORMAT',
  'PHONE_COUNTRY',
  'PHONE_LENGTH',
  'PHONE_CONFLICT',
  'PHONE_NOT_VERIFIED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_WEAK',
  'PASSWORD_SAME_AS_OLD',
  'PASSWORD_MISMATCH',
  'NO_PASSWORD_ACCOUNT',
  'REFERRAL_CODE_FORMAT',
  'REFERRAL_LINK_FORMAT',
  'INVALID_VALUE',
]);

/** A code the server may send that this site does not know yet falls back to the generic one. */
export function knownCode(code: string): AccountFormCode {
  return (KNOWN.has(code) ? code : 'INVALID_VALUE') as AccountFormCode;
}

type Translate = (key: AccountFormCode, values?: Record<string, string>) => string;

/** The message of a field code, with the field's label where the message names it (SPEC §5 wording). */
export function fieldMessage(t: Translate, code: AccountFormCode | undefined, label: string): string | undefined {
  if (!code) return undefined;
  return t(code, { field: label });
}

/** Server field errors keyed by field name (first code per field). */
export function byField<F extends string>(
  fieldErrors: ReadonlyArray<{ field: string; code: string }>,
  fields: readonly F[],
): Partial<Record<F, AccountFormCode>> {
  const out: Partial<Record<F, AccountFormCode>> = {};
  for (const { field, code } of fieldErrors) {
    if ((fields as readonly string[]).includes(field) && !out[field as F]) out[field as F] = knownCode(code);
  }
  return out;
}

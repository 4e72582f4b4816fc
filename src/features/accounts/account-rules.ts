/**
 * Input rules of the e-mail account forms (SPEC §5): a copy of the server rules
 * (backend/src/plugins/accounts/services/account-rules.ts, kept identical and tested against the same cases); the server is the
 * authority. Every failed rule is a field-level code the site translates.
 *
 * Decisions:
 * - Names: letters of the Latin script (accents included: "Désirée", "Ñoman"), single spaces, apostrophes, dots
 *   and hyphens between them ("Siti Nur'aini", "R.A. Kartini", "Anak-Agung"). Indonesian identity documents are
 *   written in Latin script, so other scripts — right-to-left ones among them — digits, emoji, markup and
 *   invisible/bidirectional control characters are refused. 1–100 characters after trimming.
 * - E-mail: ASCII local@domain.tld, at most 254 characters, stored lower-cased.
 * - Phone: +62 only (SPEC §9); the form may send "0812…", "62812…" or "+62 812-…": spaces and hyphens are ignored,
 *   a leading 0 or 62 becomes +62. At least 11 digits and at most 15 characters in the stored "+62…" form.
 * - Password: 8–128 characters with at least one letter and one digit; no control characters.
 */

export type AccountField =
  | 'name'
  | 'emailAddress'
  | 'phoneNumber'
  | 'password'
  | 'oldPassword'
  | 'newPassword'
  | 'referralLink'
  | 'referralCode'
  | 'sourceRegistration'
  | 'token';

export type AccountFieldCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'LETTERS_ONLY'
  | 'EMAIL_FORMAT'
  | 'PHONE_FORMAT'
  | 'PHONE_COUNTRY'
  | 'PHONE_TOO_SHORT'
  | 'PHONE_TOO_LONG'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_WEAK'
  | 'PASSWORD_SAME_AS_OLD'
  | 'NO_PASSWORD_ACCOUNT'
  | 'REFERRAL_CODE_FORMAT'
  | 'REFERRAL_LINK_FORMAT'
  | 'INVALID_VALUE';

export interface AccountFieldError {
  field: AccountField;
  code: AccountFieldCode;
}

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX_CHARS = 15;
export const PHONE_MIN_DIGITS = 11;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const REFERRAL_CODE_MAX = 64;
export const REFERRAL_LINK_MAX = 2048;

const NAME_PATTERN = /^[\p{Script=Latin}\p{M}]+(?:(?:[ '’.-]|\. )[\p{Script=Latin}\p{M}]+)*\.?$/u;
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
// C0/C1 controls, zero-width and bidirectional formatting characters.
const CONTROL_PATTERN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

export const SOURCE_REGISTRATIONS = ['ANDROID', 'IOS', 'WEBSITE'] as const;
export type SourceRegistration = (typeof SOURCE_REGISTRATIONS)[number];

export function normaliseName(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

export function checkName(value: string | null | undefined): AccountFieldCode | null {
  const name = normaliseName(value);
  if (!name) return 'REQUIRED';
  if (name.length > NAME_MAX) return 'TOO_LONG';
  if (!NAME_PATTERN.test(name)) return 'LETTERS_ONLY';
  return null;
}

export function normaliseEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

export function checkEmail(value: string | null | undefined): AccountFieldCode | null {
  const email = normaliseEmail(value);
  if (!email) return 'REQUIRED';
  if (email.length > EMAIL_MAX) return 'TOO_LONG';
  if (!EMAIL_PATTERN.test(email)) return 'EMAIL_FORMAT';
  return null;
}

/** "+62 812-3456-7890", "0812…", "62812…" and "812…" all become "+6281234567890"; other input is returned trimmed. */
export function normalisePhone(value: string | null | undefined): string {
  const compact = (value ?? '').trim().replace(/[\s-]/g, '');
  if (/^\+/.test(compact)) return compact;
  if (/^62\d/.test(compact)) return `+${compact}`;
  if (/^0\d/.test(compact)) return `+62${compact.slice(1)}`;
  if (/^[1-9]\d*$/.test(compact)) return `+62${compact}`;
  return compact;
}

export function checkPhone(value: string | null | undefined): AccountFieldCode | null {
  const phone = normalisePhone(value);
  if (!phone) return 'REQUIRED';
  if (!/^\+?\d+$/.test(phone)) return 'PHONE_FORMAT';
  if (!phone.startsWith('+62')) return 'PHONE_COUNTRY';
  if (phone.length > PHONE_MAX_CHARS) return 'PHONE_TOO_LONG';
  if (phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS) return 'PHONE_TOO_SHORT';
  return null;
}

export function checkPassword(value: string | null | undefined): AccountFieldCode | null {
  const password = value ?? '';
  if (!password) return 'REQUIRED';
  if (password.length > PASSWORD_MAX) return 'PASSWORD_TOO_LONG';
  if (password.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT';
  if (CONTROL_PATTERN.test(password) || !/\p{L}/u.test(password) || !/\d/.test(password)) return 'PASSWORD_WEAK';
  return null;
}

export function checkReferralCode(value: string | null | undefined): AccountFieldCode | null {
  const code = (value ?? '').trim();
  if (!code) return null;
  if (code.length > REFERRAL_CODE_MAX) return 'TOO_LONG';
  if (!REFERRAL_CODE_PATTERN.test(code)) return 'REFERRAL_CODE_FORMAT';
  return null;
}

export function checkReferralLink(value: string | null | undefined): AccountFieldCode | null {
  const link = (value ?? '').trim();
  if (!link) return null;
  if (link.length > REFERRAL_LINK_MAX) return 'TOO_LONG';
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'REFERRAL_LINK_FORMAT';
  } catch {
    return 'REFERRAL_LINK_FORMAT';
  }
  return null;
}

export interface RegistrationInput {
  name: string;
  emailAddress: string;
  phoneNumber: string;
  password: string;
  referralLink?: string | null;
  referralCode?: string | null;
  sourceRegistration?: string | null;
}

export function validateRegistration(input: RegistrationInput): AccountFieldError[] {
  const errors: AccountFieldError[] = [];
  const add = (field: AccountField, code: AccountFieldCode | null) => {
    if (code) errors.push({ field, code });
  };
  add('name', checkName(input.name));
  add('emailAddress', checkEmail(input.emailAddress));
  add('phoneNumber', checkPhone(input.phoneNumber));
  add('password', checkPassword(input.password));
  add('referralLink', checkReferralLink(input.referralLink));
  add('referralCode', checkReferralCode(input.referralCode));
  if (
    input.sourceRegistration != null &&
    !SOURCE_REGISTRATIONS.includes(input.sourceRegistration as SourceRegistration)
  ) {
    add('sourceRegistration', 'INVALID_VALUE');
  }
  return errors;
}

export function validatePasswordChange(oldPassword: string, newPassword: string): AccountFieldError[] {
  const errors: AccountFieldError[] = [];
  if (!oldPassword) errors.push({ field: 'oldPassword', code: 'REQUIRED' });
  else if (oldPassword.length > PASSWORD_MAX) errors.push({ field: 'oldPassword', code: 'PASSWORD_TOO_LONG' });
  const policy = checkPassword(newPassword);
  if (policy) errors.push({ field: 'newPassword', code: policy });
  else if (oldPassword && newPassword === oldPassword)
    errors.push({ field: 'newPassword', code: 'PASSWORD_SAME_AS_OLD' });
  return errors;
}

/** Splits a validated full name into Vendure's first and last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = normaliseName(name).split(' ');
  return { firstName: parts[0], lastName: parts.slice(1).join(' ') };
}

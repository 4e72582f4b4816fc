/**
 * The /login phone form's rules (SPEC §5, §9), the same as the server's (backend accounts/phone/phone-rules.ts):
 * Indonesia only (+62), at least 11 digits and at most 15 characters in E.164, and a 6-digit code. The visitor
 * types the national number; spaces and dashes are allowed as grouping, a leading 0 or 62 is dropped.
 */
export type PhoneInputError = 'PHONE_REQUIRED' | 'PHONE_NOT_NUMERIC' | 'PHONE_INVALID_FORMAT';
export type CodeInputError = 'CODE_REQUIRED' | 'CODE_INVALID_FORMAT';

export const OTP_LENGTH = 6;

const GROUPING = /[\s\-()]/g;

export function toE164(national: string): string {
  const compact = national.trim().replace(GROUPING, '');
  if (!compact) return '';
  return `+62${compact.replace(/^\+?62/, '').replace(/^0/, '')}`;
}

export function checkPhone(national: string): PhoneInputError | null {
  const compact = national.trim().replace(GROUPING, '');
  if (!compact) return 'PHONE_REQUIRED';
  if (!/^\+?[0-9]+$/.test(compact)) return 'PHONE_NOT_NUMERIC';
  // Another country's code (+1, +65...) written in full.
  if (compact.startsWith('+') && !compact.startsWith('+62')) return 'PHONE_INVALID_FORMAT';
  const e164 = toE164(national);
  if (e164.length - 1 < 11 || e164.length > 15 || e164[3] === '0') return 'PHONE_INVALID_FORMAT';
  return null;
}

export function checkCode(code: string): CodeInputError | null {
  const value = code.trim();
  if (!value) return 'CODE_REQUIRED';
  if (!new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(value)) return 'CODE_INVALID_FORMAT';
  return null;
}

/** +6281234567890 → +62 812-3456-7890, for showing the number the code went to. */
export function formatPhone(e164: string): string {
  const national = e164.replace(/^\+62/, '');
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

/**
 * THE rules of a person's name, e-mail address and phone number (SPEC §5, §9). Sign-up, profile, addresses,
 * document holders, leads, contact messages and test rides all check with these, so one person is valid on every
 * form or on none.
 *
 * Decisions:
 * - Names ("Text fields accept only letters"): letters of the Latin script (with accents and combining marks, as
 *   Indonesian names are written on the KTP), single spaces, apostrophes, dots and hyphens between letters
 *   ("Muh. Rizky", "R.A. Kartini", "O'Brien", "Siti-Aisyah"), an optional final dot. No digits, emoji, markup, other
 *   scripts, control or invisible/bidi characters. 2–100 characters after trimming and collapsing spaces.
 * - E-mail: ASCII local@domain.tld (dot-atom local part of at most 64 characters, alphabetic TLD), at most 254
 *   characters, stored trimmed and lower-cased.
 * - Phone: Indonesia (+62) only; "0812…", "62812…", "812…" and "+62 812-…" are the same number (spaces, hyphens and
 *   brackets are ignored). At least 11 digits and at most 15 characters in the stored E.164 form "+62…", i.e. +62 and
 *   9 to 12 further digits, the first of them not 0.
 */
import { charLength, FORMAT_CHARS, normalizeText } from './text';

export type NameFieldCode = 'REQUIRED' | 'LETTERS_ONLY' | 'TOO_SHORT' | 'TOO_LONG';
export type EmailFieldCode = 'REQUIRED' | 'TOO_LONG' | 'EMAIL_FORMAT';
export type PhoneFieldCode = 'REQUIRED' | 'PHONE_FORMAT' | 'PHONE_COUNTRY' | 'PHONE_LENGTH';
export type ContactFieldCode = NameFieldCode | EmailFieldCode | PhoneFieldCode;

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MIN_DIGITS = 11;
export const PHONE_MAX_CHARS = 15;
/** What a phone input may hold as typed: "+62 812-3456-7890" and a little slack for spaces. */
export const PHONE_INPUT_MAX = 20;

const LETTER_WORDS = /^[\p{Script=Latin}\p{M}]+(?:(?:[ '’.-]|\. )[\p{Script=Latin}\p{M}]+)*\.?$/u;
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Words of Latin letters (a name, a city): REQUIRED when missing or blank, LETTERS_ONLY, TOO_SHORT (< 2),
 * TOO_LONG (> max).
 */
export function checkLetterWords(raw: string | null | undefined, max: number): NameFieldCode | null {
  if (raw == null) return 'REQUIRED';
  if (FORMAT_CHARS.test(raw.trim())) return 'LETTERS_ONLY';
  const value = normalizeText(raw);
  if (!value) return 'REQUIRED';
  if (!LETTER_WORDS.test(value)) return 'LETTERS_ONLY';
  if (charLength(value) < NAME_MIN) return 'TOO_SHORT';
  if (charLength(value) > max) return 'TOO_LONG';
  return null;
}

/** A person's name: REQUIRED, LETTERS_ONLY, TOO_SHORT (< 2), TOO_LONG (> 100). */
export const checkPersonName = (raw: string | null | undefined) => checkLetterWords(raw, NAME_MAX);

/** "Dewi Sri Lestari" → first name "Dewi", last name "Sri Lestari" (Vendure's two columns). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = normalizeText(name).split(' ');
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/**
 * A phone-only account has no e-mail address; Vendure needs one, so it holds `<firebase uid>@phone.alva.invalid`
 * (never deliverable, RFC 2606), which the profile shows as empty and nothing is ever sent to.
 */
export const isPlaceholderEmail = (value: string | null | undefined): boolean =>
  /\.invalid$/i.test((value ?? '').trim());

export const normalizeEmail = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/** An e-mail address: REQUIRED, TOO_LONG (> 254) or EMAIL_FORMAT. */
export function checkEmail(raw: string | null | undefined): EmailFieldCode | null {
  const value = normalizeEmail(raw);
  if (!value) return 'REQUIRED';
  if (value.length > EMAIL_MAX) return 'TOO_LONG';
  if (!EMAIL_PATTERN.test(value) || value.split('@')[0].length > 64) return 'EMAIL_FORMAT';
  return null;
}

/** The phone as typed without the grouping characters (spaces, dashes, brackets). */
export const compactPhone = (raw: string) => raw.trim().replace(/[\s\-()]/g, '');

/**
 * The phone as typed, to E.164: spaces, dashes and brackets dropped; a leading 0, 62 or +62 becomes +62 (the forms
 * show +62 as a fixed prefix, so "0812…", "812…" and "+62812…" are the same number). Other input ("+65…", "0812abc")
 * comes back compacted for checkPhone to refuse.
 */
export function toE164(raw: string | null | undefined): string {
  const compact = compactPhone(raw ?? '');
  if (!compact) return '';
  if (compact.startsWith('+')) return compact;
  return `+62${compact.replace(/^62/, '').replace(/^0/, '')}`;
}

/** A phone number: REQUIRED, PHONE_FORMAT (not digits), PHONE_COUNTRY (not +62), PHONE_LENGTH (11 digits–15 chars). */
/** A number as the phone fields show it, after their fixed +62 prefix: "+62812…" (or "62812…", "0812…") → "812…". */
export const nationalNumber = (phone: string | null | undefined): string =>
  (phone ?? '').replace(/^\+?62/, '').replace(/^0/, '');

export function checkPhone(raw: string | null | undefined): PhoneFieldCode | null {
  const compact = compactPhone(raw ?? '');
  if (!compact) return 'REQUIRED';
  if (!/^\+?\d+$/.test(compact)) return 'PHONE_FORMAT';
  if (compact.startsWith('+') && !compact.startsWith('+62')) return 'PHONE_COUNTRY';
  const e164 = toE164(compact);
  if (e164.length - 1 < PHONE_MIN_DIGITS || e164.length > PHONE_MAX_CHARS) return 'PHONE_LENGTH';
  // A second trunk 0 after the country code ("00812…" → +620812…) is not a number anyone can be reached at.
  if (!/^\+62[1-9]\d*$/.test(e164)) return 'PHONE_FORMAT';
  return null;
}

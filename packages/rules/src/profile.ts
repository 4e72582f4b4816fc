/**
 * Profile and delivery-address rules (SPEC §5), in ONE pure module (no imports beyond the contact rules and the
 * region data): the server validates with it and the site's forms import the same file
 * (src/features/accounts/profile/profile-rules.ts re-exports it), so both refuse the same input with the same field
 * codes, which the site translates. Name, e-mail and phone rules: contact-rules.ts.
 */
import * as yup from 'yup';
import { optionalEmailField, emailField, personNameField, phoneField } from './contact-fields';
import { charLength, FORMAT_CHARS, normalizeText } from './text';
import { cityById, isPostalCode, provinceById, zipFitsProvince } from './regions';
import { checkedString, fieldErrorsOf } from './validate';

export type ProfileFieldErrorCode =
  | 'REQUIRED'
  | 'EMPTY'
  | 'LETTERS_ONLY'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'PHONE_FORMAT'
  | 'PHONE_COUNTRY'
  | 'PHONE_LENGTH'
  | 'PHONE_CONFLICT'
  | 'EMAIL_FORMAT'
  | 'EMAIL_ADDRESS_CONFLICT'
  | 'BIRTH_DATE_INCOMPLETE'
  | 'BIRTH_DATE_INVALID'
  | 'BIRTH_DATE_FUTURE'
  | 'BIRTH_DATE_TOO_YOUNG'
  | 'BIRTH_DATE_TOO_OLD'
  | 'OCCUPATION_REQUIRED'
  | 'INVALID_CHARACTERS'
  | 'ZIP_FORMAT'
  | 'ZIP_PROVINCE'
  | 'CITY_PROVINCE'
  | 'LIMIT_REACHED'
  | 'PHONE_NOT_VERIFIED'
  | 'TOO_MANY_ATTEMPTS'
  | 'INVALID_VALUE';

export const PROFILE_FIELD_ERROR_CODES: readonly ProfileFieldErrorCode[] = [
  'REQUIRED',
  'EMPTY',
  'LETTERS_ONLY',
  'TOO_SHORT',
  'TOO_LONG',
  'PHONE_FORMAT',
  'PHONE_COUNTRY',
  'PHONE_LENGTH',
  'PHONE_CONFLICT',
  'EMAIL_FORMAT',
  'EMAIL_ADDRESS_CONFLICT',
  'BIRTH_DATE_INCOMPLETE',
  'BIRTH_DATE_INVALID',
  'BIRTH_DATE_FUTURE',
  'BIRTH_DATE_TOO_YOUNG',
  'BIRTH_DATE_TOO_OLD',
  'OCCUPATION_REQUIRED',
  'INVALID_CHARACTERS',
  'ZIP_FORMAT',
  'ZIP_PROVINCE',
  'CITY_PROVINCE',
  'LIMIT_REACHED',
  'PHONE_NOT_VERIFIED',
  'TOO_MANY_ATTEMPTS',
  'INVALID_VALUE',
];

export interface ProfileFieldError {
  field: string;
  code: ProfileFieldErrorCode;
}

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type GenderCode = (typeof GENDERS)[number];

export const LANGUAGES = ['en', 'id'] as const;
export type LanguageChoice = (typeof LANGUAGES)[number];
/** How the customer is told of their orders besides e-mail (SPEC §3 notification channels). */
export const NOTIFICATION_CHANNELS = ['WHATSAPP', 'SMS'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The occupations a customer picks from (labels in messages ProfileForm.occupations.*). */
export const OCCUPATIONS = [
  'STUDENT',
  'PRIVATE_EMPLOYEE',
  'CIVIL_SERVANT',
  'MILITARY_POLICE',
  'ENTREPRENEUR',
  'PROFESSIONAL',
  'FREELANCER',
  'HOMEMAKER',
  'RETIRED',
  'OTHER',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 200;
/** KTP age: a customer is at least 17 (SIM C, buying a motorcycle); older than 100 is a typo. */
export const MIN_AGE = 17;
export const MAX_AGE = 100;

/** Street addresses: Latin letters, digits, spaces and the punctuation addresses use (Jl. Sudirman No. 5, RT 01/RW 02). */
const ADDRESS_CHARS = /^[\p{Script=Latin}\p{M}0-9 .,'’\-/#()&:;+]+$/u;

const choice = <T extends string>(
  list: readonly T[],
  raw: string | null | undefined,
  missing: ProfileFieldErrorCode,
) => (!raw ? missing : (list as readonly string[]).includes(raw) ? null : ('INVALID_VALUE' as const));

export const checkGender = (raw: string | null | undefined) => choice(GENDERS, raw, 'REQUIRED');
export const checkOccupation = (raw: string | null | undefined) => choice(OCCUPATIONS, raw, 'OCCUPATION_REQUIRED');
export const checkLanguage = (raw: string | null | undefined) => choice(LANGUAGES, raw, 'REQUIRED');
export const checkNotificationChannel = (raw: string | null | undefined) =>
  choice(NOTIFICATION_CHANNELS, raw, 'REQUIRED');

/** The date in Jakarta (UTC+7, no daylight saving) as year, month and day. */
export function jakartaToday(now: Date = new Date()): { y: number; m: number; d: number } {
  const t = new Date(now.getTime() + 7 * 3600_000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/**
 * Birth date as "YYYY-MM-DD" built from the form's day, month and year; a missing part ("1990--07") is
 * BIRTH_DATE_INCOMPLETE ('Please complete your date of birth'), 31 February BIRTH_DATE_INVALID, a date after
 * today BIRTH_DATE_FUTURE, younger than 17 or older than 100 years BIRTH_DATE_TOO_YOUNG / _TOO_OLD.
 */
export function checkBirthDate(raw: string | null | undefined, now: Date = new Date()): ProfileFieldErrorCode | null {
  const value = (raw ?? '').trim();
  if (!value || value === '--') return 'BIRTH_DATE_INCOMPLETE';
  const parts = value.split('-');
  if (parts.length !== 3 || parts.some((p) => p === '')) return 'BIRTH_DATE_INCOMPLETE';
  if (!/^\d{4}$/.test(parts[0]) || !/^\d{1,2}$/.test(parts[1]) || !/^\d{1,2}$/.test(parts[2])) {
    return 'BIRTH_DATE_INVALID';
  }
  const [y, m, d] = parts.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (
    m < 1 ||
    m > 12 ||
    d < 1 ||
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== m - 1 ||
    date.getUTCDate() !== d
  ) {
    return 'BIRTH_DATE_INVALID';
  }
  const today = jakartaToday(now);
  const key = (a: number, b: number, c: number) => a * 10000 + b * 100 + c;
  const birth = key(y, m, d);
  if (birth > key(today.y, today.m, today.d)) return 'BIRTH_DATE_FUTURE';
  if (birth > key(today.y - MIN_AGE, today.m, today.d)) return 'BIRTH_DATE_TOO_YOUNG';
  if (birth <= key(today.y - MAX_AGE - 1, today.m, today.d)) return 'BIRTH_DATE_TOO_OLD';
  return null;
}

/** "1990-7-3" → a Date at UTC midnight of that day (call after checkBirthDate passed). */
export function parseBirthDate(value: string): Date {
  const [y, m, d] = value.trim().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** A Date (UTC midnight) → "YYYY-MM-DD". */
export function formatBirthDate(date: Date | string | null | undefined): string {
  if (!date) return '';
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  // Stored at UTC midnight; shift by Jakarta's offset so a value stored at local midnight also lands on its day.
  const t = new Date(d.getTime() + 7 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Street address: 'Address must not be empty', 5–200 characters, no markup, emoji or other scripts. */
export function checkStreetAddress(raw: string | null | undefined): ProfileFieldErrorCode | null {
  if (raw == null) return 'REQUIRED';
  if (FORMAT_CHARS.test(raw.replace(/[\n\r\t]/g, ' ').trim())) return 'INVALID_CHARACTERS';
  const value = normalizeText(raw);
  if (!value) return 'EMPTY';
  if (!ADDRESS_CHARS.test(value)) return 'INVALID_CHARACTERS';
  if (charLength(value) < ADDRESS_MIN) return 'TOO_SHORT';
  if (charLength(value) > ADDRESS_MAX) return 'TOO_LONG';
  return null;
}

export const checkProvince = (raw: string | null | undefined) =>
  !raw ? 'REQUIRED' : provinceById(raw) ? null : ('INVALID_VALUE' as const);

export function checkCity(
  raw: string | null | undefined,
  provinceId: string | null | undefined,
): ProfileFieldErrorCode | null {
  if (!raw) return 'REQUIRED';
  const city = cityById(raw);
  if (!city) return 'INVALID_VALUE';
  if (provinceId && provinceById(provinceId) && city.provinceId !== provinceId) return 'CITY_PROVINCE';
  return null;
}

export function checkZipCode(
  raw: string | null | undefined,
  provinceId: string | null | undefined,
): ProfileFieldErrorCode | null {
  const value = (raw ?? '').trim();
  if (!value) return 'REQUIRED';
  if (!isPostalCode(value)) return 'ZIP_FORMAT';
  if (provinceId && provinceById(provinceId) && !zipFitsProvince(value, provinceId)) return 'ZIP_PROVINCE';
  return null;
}

export interface ProfileValues {
  name?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  occupation?: string | null;
  selectedLanguage?: string | null;
  notificationChannel?: string | null;
  /**
   * A new phone number is attached only with proof: the sessionInfo of a code sent to it (sendOtp) and confirmed
   * (verifyOtp). Not needed when the number stays the same.
   */
  phoneSessionInfo?: string | null;
}

export interface AddressValues {
  name?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  provinceId?: string | null;
  cityId?: string | null;
  zipCode?: string | null;
}

/**
 * The profile (updateProfileCustomer checks the fields it is sent; the form sends all but the language). The
 * birth date is checked against today, or `context.now` where a test fixes the day.
 */
export const profileSchema = yup.object({
  name: personNameField(),
  emailAddress: emailField(),
  phoneNumber: phoneField(),
  gender: checkedString(checkGender, 'gender'),
  birthDate: checkedString(() => null, 'birthDate').test({
    name: 'birthDate',
    test(value, ctx) {
      const code = checkBirthDate(value, (ctx.options.context as { now?: Date } | undefined)?.now);
      return code ? ctx.createError({ message: code }) : true;
    },
  }),
  occupation: checkedString(checkOccupation, 'occupation'),
  selectedLanguage: checkedString(checkLanguage, 'language'),
  notificationChannel: checkedString(checkNotificationChannel, 'notificationChannel'),
});

/** The details form of /profile (the language has its own setting). */
export const profileFormSchema = profileSchema.omit(['selectedLanguage', 'notificationChannel']);

/** Settings on /profile: the language, and the channel order updates go to. */
export const settingsSchema = profileSchema.pick(['selectedLanguage', 'notificationChannel']);

/** The same for an account that signed up with a phone code: it may save its details without an e-mail address. */
export const phoneOnlyProfileFormSchema = profileFormSchema.shape({ emailAddress: optionalEmailField() });

export function validateProfile(v: ProfileValues, now: Date = new Date()): ProfileFieldError[] {
  return fieldErrorsOf(profileSchema, v, { now }) as ProfileFieldError[];
}

/** A delivery address (the /profile dialog and createDeliveryAddress / updateDeliveryAddress). */
export const addressSchema = yup.object({
  name: personNameField(),
  phoneNumber: phoneField(),
  address: checkedString(checkStreetAddress, 'address'),
  provinceId: checkedString(checkProvince, 'province'),
  cityId: checkedString(() => null, 'city').test({
    name: 'city',
    test(value, ctx) {
      const code = checkCity(value, ctx.parent.provinceId);
      return code ? ctx.createError({ message: code }) : true;
    },
  }),
  zipCode: checkedString(() => null, 'zipCode').test({
    name: 'zipCode',
    test(value, ctx) {
      const code = checkZipCode(value, ctx.parent.provinceId);
      return code ? ctx.createError({ message: code }) : true;
    },
  }),
});

export function validateAddress(v: AddressValues): ProfileFieldError[] {
  return fieldErrorsOf(addressSchema, v) as ProfileFieldError[];
}

/** At most this many delivery addresses per customer. */
export const MAX_ADDRESSES = 10;

/** Profile photo: JPG or PNG, at most 5 MB, re-encoded to a 512 px JPEG without metadata. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const PHOTO_SIZE_PX = 512;
export type PhotoErrorCode = 'FILE_TOO_LARGE' | 'FILE_TYPE' | 'FILE_CONTENT' | 'TOO_MANY_UPLOADS';
/** Profile photo uploads per customer per hour (every attempt counts: each may cost a full decode). */
export const PHOTO_UPLOADS_PER_HOUR = 20;

/**
 * Test-ride form rules (SPEC §5), the same as the back end's (backend/src/plugins/test-rides/services/test-ride-rules.ts)
 * so the form refuses what the server would, with the same field codes; the server checks everything again.
 */
export const SURVEY_ANSWERS = ['social-media', 'friend-family', 'showroom', 'online-ads', 'event', 'other'] as const;
export const CURRENT_MOTORCYCLES = [
  'none',
  'honda',
  'yamaha',
  'suzuki',
  'kawasaki',
  'vespa-piaggio',
  'tvs',
  'electric',
  'other',
] as const;

export type LocationType = 'DEALER' | 'HOME' | 'OWNER';

export type FieldErrorCode =
  | 'REQUIRED'
  | 'LETTERS_ONLY'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'PHONE_FORMAT'
  | 'EMAIL_FORMAT'
  | 'SURVEY_MIN_ONE'
  | 'SURVEY_UNKNOWN'
  | 'CURRENT_MOTORCYCLE_REQUIRED'
  | 'PRODUCT_UNKNOWN'
  | 'PLACE_UNAVAILABLE'
  | 'ADDRESS_FORMAT'
  | 'DATE_FORMAT'
  | 'INVALID_VALUE';

export const FIELD_ERROR_CODES: readonly FieldErrorCode[] = [
  'REQUIRED',
  'LETTERS_ONLY',
  'TOO_SHORT',
  'TOO_LONG',
  'PHONE_FORMAT',
  'EMAIL_FORMAT',
  'SURVEY_MIN_ONE',
  'SURVEY_UNKNOWN',
  'CURRENT_MOTORCYCLE_REQUIRED',
  'PRODUCT_UNKNOWN',
  'PLACE_UNAVAILABLE',
  'ADDRESS_FORMAT',
  'DATE_FORMAT',
  'INVALID_VALUE',
];

/** The fields the form shows; a server error on any other field (productSlug, languageCode…) goes to the form alert. */
export const FORM_FIELDS = [
  'name',
  'phone',
  'email',
  'surveyAnswers',
  'currentMotorcycle',
  'address',
  'placeId',
  'slotStart',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormErrors = Partial<Record<FormField, FieldErrorCode>>;

export interface WhoValues {
  name: string;
  /** National number without the +62 the form shows as a prefix: digits only. */
  phone: string;
  email: string;
  surveyAnswers: string[];
  currentMotorcycle: string;
}

const FORMAT_CHARS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const NAME = /^[\p{Script=Latin}\p{M}]+(?:[ '’.\-]+[\p{Script=Latin}\p{M}]*)*$/u;
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const ADDRESS = /^[\p{L}\p{M}\p{N} .,'’/#&:;()\-]+$/u;

export function checkName(raw: string): FieldErrorCode | null {
  if (FORMAT_CHARS.test(raw.trim())) return 'LETTERS_ONLY';
  const value = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!value) return 'REQUIRED';
  if (!NAME.test(value)) return 'LETTERS_ONLY';
  const length = [...value].length;
  if (length < 2) return 'TOO_SHORT';
  if (length > 80) return 'TOO_LONG';
  return null;
}

/** The national part as typed (spaces and dashes allowed, a leading 0 or 62 dropped) → +62… */
export function toE164(national: string): string {
  const digits = national.trim().replace(/[\s\-()]/g, '');
  if (!digits) return '';
  const withoutTrunk = digits.replace(/^\+?62/, '').replace(/^0/, '');
  return `+62${withoutTrunk}`;
}

export function checkPhone(national: string): FieldErrorCode | null {
  const compact = national.trim().replace(/[\s\-()]/g, '');
  if (!compact) return 'REQUIRED';
  if (!/^\d+$/.test(compact.replace(/^\+/, ''))) return 'PHONE_FORMAT';
  if (!/^\+62\d{9,12}$/.test(toE164(national))) return 'PHONE_FORMAT';
  return null;
}

export function checkEmail(raw: string): FieldErrorCode | null {
  const value = raw.trim().toLowerCase();
  if (!value) return 'REQUIRED';
  if (value.length > 254 || !EMAIL.test(value) || value.split('@')[0].length > 64) return 'EMAIL_FORMAT';
  return null;
}

export function checkAddress(raw: string): FieldErrorCode | null {
  const value = raw.trim();
  if (!value) return 'REQUIRED';
  if (FORMAT_CHARS.test(value.replace(/\n/g, ' ')) || !ADDRESS.test(value.replace(/\s+/g, ' ')))
    return 'ADDRESS_FORMAT';
  if (value.length < 5) return 'TOO_SHORT';
  if (value.length > 300) return 'TOO_LONG';
  return null;
}

export function validateWho(values: WhoValues): FormErrors {
  const errors: FormErrors = {};
  const add = (field: FormField, code: FieldErrorCode | null) => {
    if (code) errors[field] = code;
  };
  add('name', checkName(values.name));
  add('phone', checkPhone(values.phone));
  add('email', checkEmail(values.email));
  if (!values.surveyAnswers.length) add('surveyAnswers', 'SURVEY_MIN_ONE');
  else if (values.surveyAnswers.some((a) => !(SURVEY_ANSWERS as readonly string[]).includes(a)))
    add('surveyAnswers', 'SURVEY_UNKNOWN');
  if (!(CURRENT_MOTORCYCLES as readonly string[]).includes(values.currentMotorcycle))
    add('currentMotorcycle', 'CURRENT_MOTORCYCLE_REQUIRED');
  return errors;
}

/** Server field errors → the form's fields; codes the form does not know become INVALID_VALUE; the rest is returned. */
export function mapServerFieldErrors(fieldErrors: readonly { field: string; code: string }[]): {
  errors: FormErrors;
  other: { field: string; code: FieldErrorCode }[];
} {
  const errors: FormErrors = {};
  const other: { field: string; code: FieldErrorCode }[] = [];
  for (const { field, code } of fieldErrors) {
    const known = (FIELD_ERROR_CODES as readonly string[]).includes(code) ? (code as FieldErrorCode) : 'INVALID_VALUE';
    if ((FORM_FIELDS as readonly string[]).includes(field)) {
      errors[field as FormField] ??= known;
    } else {
      other.push({ field, code: known });
    }
  }
  return { errors, other };
}

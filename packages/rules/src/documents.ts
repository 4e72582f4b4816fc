/**
 * Rules and limits of identity documents (SPEC §5, §9), in a pure module (no imports beyond the contact rules): the
 * server validates with it and the site's document form imports the same file (src/features/accounts/documents/rules.ts
 * builds on it), so both refuse the same input with the same field codes, which the site translates. constants.ts
 * re-exports the limits and types for the server code.
 */
import * as yup from 'yup';
import { checkPersonName } from './contact';
import { isPostalCode } from './regions';
import { normalizeText } from './text';

/**
 * THE upload limit of a document photo. SPEC §9 states 20 MB for the KTP photo and in the error message
 * ('The file exceeded the maximum upload size (20 MB).', SPEC §8) and 15 MB only in a label: two readings out of
 * three, and a phone camera's full-resolution JPEG can pass 15 MB. The server check, the form's check, its label and
 * the error message all use this number.
 */
export const DOCUMENT_MAX_MB = 20;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
/** Lower-case file-name extensions accepted. No PDF (no safe re-encode to an image; may carry scripts), no HEIC. */
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/**
 * IDENTITY_CARD and TAX_CARD are the profile's (SPEC §3); FAMILY_CARD (Kartu Keluarga) and PROOF_OF_INCOME (a pay
 * slip or bank statement photo) are kept the same way for financing applications (issue 14).
 */
export type CustomerDocumentType = 'IDENTITY_CARD' | 'TAX_CARD' | 'FAMILY_CARD' | 'PROOF_OF_INCOME';
export const DOCUMENT_TYPES: CustomerDocumentType[] = ['IDENTITY_CARD', 'TAX_CARD', 'FAMILY_CARD', 'PROOF_OF_INCOME'];
export type IdentityCardKind = 'KTP' | 'KITAS';
export const IDENTITY_CARD_KINDS: IdentityCardKind[] = ['KTP', 'KITAS'];

/** Upload failures (`DocumentUploadError.errorCode`); the site maps each to a translated message. */
export const DOCUMENT_UPLOAD_ERROR_CODES = [
  'DOCUMENT_FILE_TOO_LARGE',
  'DOCUMENT_FILE_TYPE',
  'DOCUMENT_IMAGE_INVALID',
  'DOCUMENT_IMAGE_TOO_SMALL',
  'DOCUMENT_TOO_MANY_UPLOADS',
] as const;
export type DocumentUploadErrorCode = (typeof DOCUMENT_UPLOAD_ERROR_CODES)[number];

/** Lower-case extension of a file name ("KTP.JPG" → "jpg"), '' without one. */
export function fileExtension(filename: string | undefined | null): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(filename ?? '');
  return match ? match[1].toLowerCase() : '';
}

/**
 * What can be checked of a photo without reading it (the browser before sending, the server first): at most
 * DOCUMENT_MAX_BYTES, a .jpg, .jpeg or .png name, not empty. The server then checks and re-encodes the content.
 */
export function checkDocumentFile(file: {
  name: string | null | undefined;
  size: number;
}): Extract<
  DocumentUploadErrorCode,
  'DOCUMENT_FILE_TOO_LARGE' | 'DOCUMENT_FILE_TYPE' | 'DOCUMENT_IMAGE_INVALID'
> | null {
  if (file.size > DOCUMENT_MAX_BYTES) return 'DOCUMENT_FILE_TOO_LARGE';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return 'DOCUMENT_FILE_TYPE';
  if (file.size === 0) return 'DOCUMENT_IMAGE_INVALID';
  return null;
}

export type DocumentFieldCode =
  | 'REQUIRED'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'NUMBERS_ONLY'
  | 'NIK_LENGTH'
  | 'NIK_INVALID'
  | 'KITAS_FORMAT'
  | 'NPWP_FORMAT'
  | 'NPWP_LENGTH'
  | 'LETTERS_ONLY'
  | 'ADDRESS_FORMAT'
  | 'ZIP_FORMAT'
  | 'ID_FORMAT'
  | 'INVALID_VALUE';

export interface DocumentFieldError {
  field: string;
  code: DocumentFieldCode;
}

export interface DocumentNumbersInput {
  kind?: string | null;
  identityCardNumber?: string | null;
  taxCardNumber?: string | null;
  name?: string | null;
  address?: string | null;
  provinceId?: string | null;
  provinceName?: string | null;
  cityId?: string | null;
  cityName?: string | null;
  zipCode?: string | null;
}

export interface NormalizedDocumentNumbers {
  kind: IdentityCardKind | null;
  identityCardNumber: string | null;
  taxCardNumber: string | null;
  holder: {
    name: string | null;
    address: string | null;
    provinceId: string | null;
    provinceName: string | null;
    cityId: string | null;
    cityName: string | null;
    zipCode: string | null;
  };
}

/** Longest raw value accepted for any number field (longer input is refused before any other check). */
const MAX_NUMBER_INPUT = 32;
const BIDI_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

const blank = (v: string | null | undefined) => v == null || v.trim() === '';

/**
 * NIK (Nomor Induk Kependudukan) on a KTP: exactly 16 ASCII digits, nothing else. Structure: 2 digits province
 * (11-99), 2 regency, 2 district, DDMMYY birth date (women add 40 to the day), 4 digits sequence (not 0000).
 */
export function checkNik(raw: string): DocumentFieldCode | null {
  const v = raw.trim();
  if (!v) return 'REQUIRED';
  if (v.length > MAX_NUMBER_INPUT) return 'TOO_LONG';
  if (!/^[0-9]+$/.test(v)) return 'NUMBERS_ONLY';
  if (v.length !== 16) return 'NIK_LENGTH';
  const province = Number(v.slice(0, 2));
  let day = Number(v.slice(6, 8));
  const month = Number(v.slice(8, 10));
  if (day > 40) day -= 40;
  if (province < 11 || day < 1 || day > 31 || month < 1 || month > 12 || v.slice(12) === '0000') return 'NIK_INVALID';
  return null;
}

/**
 * KITAS number (our documented format): after dropping spaces and hyphens, 11 to 16 characters of A-Z and 0-9,
 * starting with the permit index (one digit, one letter, e.g. `2C`), with at least 6 digits in all. Stored upper-case
 * without separators, e.g. `2C11AB1234567`.
 */
export function normalizeKitas(raw: string): string {
  return raw.trim().replace(/[\s-]/g, '').toUpperCase();
}

export function checkKitas(raw: string): DocumentFieldCode | null {
  if (!raw.trim()) return 'REQUIRED';
  if (raw.trim().length > MAX_NUMBER_INPUT) return 'TOO_LONG';
  const v = normalizeKitas(raw);
  if (!/^[0-9][A-Z][A-Z0-9]{9,14}$/.test(v) || (v.match(/[0-9]/g) ?? []).length < 6) return 'KITAS_FORMAT';
  return null;
}

/**
 * NPWP: 15 digits (the old 99.999.999.9-999.999 format) or 16 (the NIK-based one since 2024). Dots, hyphens and
 * spaces are allowed in the form and dropped; only the digits are stored.
 */
export function normalizeNpwp(raw: string): string {
  return raw.replace(/[\s.-]/g, '');
}

export function checkNpwp(raw: string): DocumentFieldCode | null {
  const v = raw.trim();
  if (!v) return 'REQUIRED';
  if (v.length > MAX_NUMBER_INPUT) return 'TOO_LONG';
  if (!/^[0-9\s.-]+$/.test(v)) return 'NPWP_FORMAT';
  const digits = normalizeNpwp(v);
  if (digits.length !== 15 && digits.length !== 16) return 'NPWP_LENGTH';
  return null;
}

/** An address line (also the purchase owner's and delivery address). */
export function checkAddress(raw: string): DocumentFieldCode | null {
  const v = raw.trim();
  if (v.length > 300) return 'TOO_LONG';
  if (BIDI_OR_CONTROL.test(v) || /[<>{}\\]/.test(v) || !/[\p{L}\p{N}]/u.test(v)) return 'ADDRESS_FORMAT';
  if (!/^[\p{Script=Latin}\p{M}\p{N}\s.,'/#()&:;+-]+$/u.test(v)) return 'ADDRESS_FORMAT';
  return null;
}

/** A region id (province, city) as the region list gives it. */
export const checkId = (raw: string): DocumentFieldCode | null =>
  raw.trim().length > 32 ? 'TOO_LONG' : /^[A-Za-z0-9._-]+$/.test(raw.trim()) ? null : 'ID_FORMAT';

/** Indonesian postal code: five digits, the first not 0. */
export const checkZip = (raw: string): DocumentFieldCode | null => (isPostalCode(raw.trim()) ? null : 'ZIP_FORMAT');

/** Which numbers the customer already has stored: a number left empty keeps the stored one. */
export interface SavedDocumentNumbers {
  identityCard: boolean;
  taxCard: boolean;
}

/**
 * Validates `customerUpdateIdentityCardNumber` input. At least one of the identity-card number and the NPWP is
 * needed, counting those already stored (an empty number keeps the stored one, so the holder's address or postal
 * code can change without retyping the NIK); the holder fields are optional, but a province or city id needs its
 * name and the other way round.
 */
export function validateDocumentNumbers(
  input: DocumentNumbersInput,
  saved: SavedDocumentNumbers = { identityCard: false, taxCard: false },
): { ok: true; value: NormalizedDocumentNumbers } | { ok: false; errors: DocumentFieldError[] } {
  const errors: DocumentFieldError[] = [];
  const add = (field: string, code: DocumentFieldCode | null) => code && errors.push({ field, code });

  const hasId = !blank(input.identityCardNumber);
  const hasTax = !blank(input.taxCardNumber);
  let kind: IdentityCardKind | null = null;
  if (!hasId && !hasTax && !saved.identityCard && !saved.taxCard) add('identityCardNumber', 'REQUIRED');
  if (hasId) {
    if (input.kind === 'KTP' || input.kind === 'KITAS') kind = input.kind;
    else add('kind', input.kind ? 'INVALID_VALUE' : 'REQUIRED');
    if (kind === 'KTP') add('identityCardNumber', checkNik(input.identityCardNumber!));
    if (kind === 'KITAS') add('identityCardNumber', checkKitas(input.identityCardNumber!));
  }
  if (hasTax) add('taxCardNumber', checkNpwp(input.taxCardNumber!));

  const optional = (field: keyof DocumentNumbersInput, check: (v: string) => DocumentFieldCode | null) => {
    const v = input[field];
    if (!blank(v)) add(field, check(v!));
  };
  // Names (holder, and province and city names, which all pass it): the one name rule of contact-rules.ts, so
  // the holder's name is checked as the customer's own name is.
  optional('name', checkPersonName);
  optional('address', checkAddress);
  optional('provinceId', checkId);
  optional('provinceName', checkPersonName);
  optional('cityId', checkId);
  optional('cityName', checkPersonName);
  optional('zipCode', checkZip);
  for (const [idField, nameField] of [
    ['provinceId', 'provinceName'],
    ['cityId', 'cityName'],
  ] as const) {
    if (blank(input[idField]) !== blank(input[nameField])) {
      add(blank(input[idField]) ? idField : nameField, 'REQUIRED');
    }
  }
  if (errors.length) return { ok: false, errors };

  const clean = (v: string | null | undefined) => (blank(v) ? null : normalizeText(v));
  return {
    ok: true,
    value: {
      kind,
      identityCardNumber: hasId
        ? kind === 'KITAS'
          ? normalizeKitas(input.identityCardNumber!)
          : input.identityCardNumber!.trim()
        : null,
      taxCardNumber: hasTax ? normalizeNpwp(input.taxCardNumber!.trim()) : null,
      holder: {
        name: clean(input.name),
        address: clean(input.address),
        provinceId: clean(input.provinceId),
        provinceName: clean(input.provinceName),
        cityId: clean(input.cityId),
        cityName: clean(input.cityName),
        zipCode: clean(input.zipCode),
      },
    },
  };
}

/**
 * The document numbers form as a schema: each field answers the code validateDocumentNumbers gives it (the same
 * check the server runs); `context.saved` says which numbers are already stored (an empty one keeps it).
 */
const documentNumbersField = (field: keyof DocumentNumbersInput) =>
  yup.mixed().test({
    name: field,
    test(_value, ctx) {
      const saved = (ctx.options.context as { saved?: SavedDocumentNumbers } | undefined)?.saved;
      const result = validateDocumentNumbers(ctx.parent, saved);
      const error = result.ok ? undefined : result.errors.find((e) => e.field === field);
      return error ? ctx.createError({ message: error.code }) : true;
    },
  });

export const documentNumbersFormSchema = yup.object({
  kind: documentNumbersField('kind'),
  identityCardNumber: documentNumbersField('identityCardNumber'),
  taxCardNumber: documentNumbersField('taxCardNumber'),
  name: documentNumbersField('name'),
  address: documentNumbersField('address'),
  zipCode: documentNumbersField('zipCode'),
});

/** Every character but the last four replaced by •, e.g. `••••••••••••0001`. */
export function maskNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.length <= 4 ? '•'.repeat(value.length) : '•'.repeat(value.length - 4) + value.slice(-4);
}

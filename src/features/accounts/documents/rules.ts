/**
 * The document form's rules: the same as the server's (backend/src/plugins/accounts/documents/document-rules.ts and
 * constants.ts), with the same field codes, so a message never depends on which side caught the mistake.
 */

/** THE upload limit (SPEC §9 says 20 MB and 15 MB; 20 MB is the one the error message states). */
export const DOCUMENT_MAX_MB = 20;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png'];
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export type IdentityKind = 'KTP' | 'KITAS';

export type DocumentFieldCode =
  | 'REQUIRED'
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

const MAX_NUMBER_INPUT = 32;
const BIDI_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

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

export function checkKitas(raw: string): DocumentFieldCode | null {
  if (!raw.trim()) return 'REQUIRED';
  if (raw.trim().length > MAX_NUMBER_INPUT) return 'TOO_LONG';
  const v = raw.trim().replace(/[\s-]/g, '').toUpperCase();
  if (!/^[0-9][A-Z][A-Z0-9]{9,14}$/.test(v) || (v.match(/[0-9]/g) ?? []).length < 6) return 'KITAS_FORMAT';
  return null;
}

export function checkNpwp(raw: string): DocumentFieldCode | null {
  const v = raw.trim();
  if (!v) return 'REQUIRED';
  if (v.length > MAX_NUMBER_INPUT) return 'TOO_LONG';
  if (!/^[0-9\s.-]+$/.test(v)) return 'NPWP_FORMAT';
  const digits = v.replace(/[\s.-]/g, '');
  if (digits.length !== 15 && digits.length !== 16) return 'NPWP_LENGTH';
  return null;
}

export function checkHolderName(raw: string): DocumentFieldCode | null {
  const v = raw.trim();
  if (!v) return null;
  if (v.length > 100) return 'TOO_LONG';
  return /^[\p{Script=Latin}][\p{Script=Latin}\p{M} .'-]*$/u.test(v) ? null : 'LETTERS_ONLY';
}

export function checkAddress(raw: string): DocumentFieldCode | null {
  const v = raw.trim();
  if (!v) return null;
  if (v.length > 300) return 'TOO_LONG';
  if (BIDI_OR_CONTROL.test(v) || /[<>{}\\]/.test(v) || !/[\p{L}\p{N}]/u.test(v)) return 'ADDRESS_FORMAT';
  return /^[\p{Script=Latin}\p{M}\p{N}\s.,'/#()&:;+-]+$/u.test(v) ? null : 'ADDRESS_FORMAT';
}

export function checkZip(raw: string): DocumentFieldCode | null {
  const v = raw.trim();
  if (!v) return null;
  return /^[1-9][0-9]{4}$/.test(v) ? null : 'ZIP_FORMAT';
}

export interface NumbersFormValues {
  kind: IdentityKind;
  identityCardNumber: string;
  taxCardNumber: string;
  name: string;
  address: string;
  zipCode: string;
}

export type NumbersFormErrors = Partial<Record<keyof NumbersFormValues, DocumentFieldCode>>;

/** The whole form; empty numbers are "unchanged", but at least one number is needed. */
export function validateNumbersForm(values: NumbersFormValues): NumbersFormErrors {
  const errors: NumbersFormErrors = {};
  const hasId = values.identityCardNumber.trim() !== '';
  const hasTax = values.taxCardNumber.trim() !== '';
  if (!hasId && !hasTax) errors.identityCardNumber = 'REQUIRED';
  if (hasId) {
    const code = values.kind === 'KITAS' ? checkKitas(values.identityCardNumber) : checkNik(values.identityCardNumber);
    if (code) errors.identityCardNumber = code;
  }
  if (hasTax) {
    const code = checkNpwp(values.taxCardNumber);
    if (code) errors.taxCardNumber = code;
  }
  const name = checkHolderName(values.name);
  if (name) errors.name = name;
  const address = checkAddress(values.address);
  if (address) errors.address = address;
  const zip = checkZip(values.zipCode);
  if (zip) errors.zipCode = zip;
  return errors;
}

export type FileCheckCode = 'DOCUMENT_FILE_TOO_LARGE' | 'DOCUMENT_FILE_TYPE' | 'DOCUMENT_IMAGE_INVALID';

/** What the browser can check before sending: extension and size (the server also checks content). */
export function checkFile(file: { name: string; size: number }): FileCheckCode | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!DOCUMENT_EXTENSIONS.includes(ext)) return 'DOCUMENT_FILE_TYPE';
  if (file.size > DOCUMENT_MAX_BYTES) return 'DOCUMENT_FILE_TOO_LARGE';
  if (file.size === 0) return 'DOCUMENT_IMAGE_INVALID';
  return null;
}

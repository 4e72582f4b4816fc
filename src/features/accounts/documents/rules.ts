/**
 * The document form's rules are the back end's own pure module (document-rules.ts: number and holder checks, the
 * upload limits and types), so the form refuses exactly what the server refuses, with the same field codes. This file
 * only adds what is form-specific: the file picker's `accept`, the form's values and the browser-side file check.
 */
import {
  checkDocumentFile,
  DOCUMENT_EXTENSIONS,
  validateDocumentNumbers,
  type DocumentFieldCode,
  type IdentityCardKind,
} from '../../../../backend/src/plugins/identity-documents/document-rules';

export * from '../../../../backend/src/plugins/identity-documents/document-rules';

export const DOCUMENT_ACCEPT = [...DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`), 'image/jpeg', 'image/png'].join(',');

export type IdentityKind = IdentityCardKind;

export interface NumbersFormValues {
  kind: IdentityKind;
  identityCardNumber: string;
  taxCardNumber: string;
  name: string;
  address: string;
  zipCode: string;
}

export type NumbersFormErrors = Partial<Record<keyof NumbersFormValues, DocumentFieldCode>>;

/** The whole form, by the server's own validation: empty numbers are "unchanged", but one number is needed. */
export function validateNumbersForm(values: NumbersFormValues): NumbersFormErrors {
  const result = validateDocumentNumbers(values);
  const errors: NumbersFormErrors = {};
  if (result.ok) return errors;
  for (const { field, code } of result.errors) {
    const key = field as keyof NumbersFormValues;
    if (key in values && !errors[key]) errors[key] = code;
  }
  return errors;
}

/** What the browser can check before sending: size, extension, not empty (the server's own first check). */
export const checkFile = checkDocumentFile;

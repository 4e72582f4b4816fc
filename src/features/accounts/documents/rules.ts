/**
 * The document form's rules are @alva/rules' documents.ts (number and holder checks, the upload limits and types),
 * the module the server checks with, so the form refuses exactly what the server refuses, with the same field codes. This file
 * only adds what is form-specific: the file picker's `accept`, the form's values and the browser-side file check
 * (the numbers form checks with documentNumbersFormSchema).
 */
import { checkDocumentFile, DOCUMENT_EXTENSIONS, type IdentityCardKind } from '@alva/rules';

export * from '@alva/rules';

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

/** What the browser can check before sending: size, extension, not empty (the server's own first check). */
export const checkFile = checkDocumentFile;

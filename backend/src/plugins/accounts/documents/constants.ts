import { PermissionDefinition } from '@vendure/core';

export const documentsLoggerCtx = 'CustomerDocuments';

/** Staff who may list customers' identity documents, read their numbers and open their photos (every view logged). */
export const readCustomerDocumentPermission = new PermissionDefinition({
    name: 'ReadCustomerDocument',
    description: "Allows viewing customers' identity documents (KTP/KITAS, NPWP) and their access log",
});

/**
 * THE upload limit of a document photo. SPEC §9 states 20 MB for the KTP photo and in the error message
 * ('The file exceeded the maximum upload size (20 MB).', SPEC §8) and 15 MB only in a label: two readings out of
 * three, and a phone camera's full-resolution JPEG can pass 15 MB. The server check, the form's check, its label and
 * the error message all use this number (the site has its own copy in src/features/accounts/documents/rules.ts).
 */
export const DOCUMENT_MAX_MB = 20;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
/** Lower-case file-name extensions accepted. No PDF (no safe re-encode to an image; may carry scripts), no HEIC. */
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Longest side of the stored (re-encoded) photo: a card stays readable, the file stays small. */
export const DOCUMENT_MAX_DIMENSION = 2400;
/** Shortest side a photo must have to be readable at all. */
export const DOCUMENT_MIN_DIMENSION = 200;
/** Decompression-bomb guard: images with more pixels than this are refused before decoding. */
export const DOCUMENT_MAX_INPUT_PIXELS = 60_000_000;

export type CustomerDocumentType = 'IDENTITY_CARD' | 'TAX_CARD';
export const DOCUMENT_TYPES: CustomerDocumentType[] = ['IDENTITY_CARD', 'TAX_CARD'];
export type IdentityCardKind = 'KTP' | 'KITAS';
export const IDENTITY_CARD_KINDS: IdentityCardKind[] = ['KTP', 'KITAS'];

export type DocumentViewerRole = 'OWNER' | 'STAFF';
export type DocumentAccessAction = 'VIEW' | 'DOWNLOAD' | 'DELETE';

/** Upload failures (`DocumentUploadError.errorCode`); the site maps each to a translated message. */
export type DocumentUploadErrorCode =
    | 'DOCUMENT_FILE_TOO_LARGE'
    | 'DOCUMENT_FILE_TYPE'
    | 'DOCUMENT_IMAGE_INVALID'
    | 'DOCUMENT_IMAGE_TOO_SMALL'
    | 'DOCUMENT_TOO_MANY_UPLOADS';

/** Upload attempts per customer per hour (decoding and re-encoding a 20 MB photo costs real CPU). */
export const DEFAULT_UPLOADS_PER_HOUR = 30;

export interface CustomerDocumentsOptions {
    /** Where document files are written. Default: env PRIVATE_FILES_DIR, else <repo>/.data/private. */
    privateFilesDir?: string;
    /** The URL the site serves a document photo at (its /api/documents/[id] route forwards the session). */
    imageUrl?: (documentId: string | number) => string;
    /** Upload attempts (good or bad) per customer per hour. Default: env DOCUMENT_UPLOADS_PER_HOUR, else 30. */
    uploadsPerHour?: number;
}

export const CUSTOMER_DOCUMENTS_OPTIONS = Symbol('CUSTOMER_DOCUMENTS_OPTIONS');

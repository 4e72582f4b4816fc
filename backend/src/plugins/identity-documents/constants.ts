import { PermissionDefinition } from '@vendure/core';

export const documentsLoggerCtx = 'CustomerDocuments';

/** Staff who may list customers' identity documents, read their numbers and open their photos (every view logged). */
export const readCustomerDocumentPermission = new PermissionDefinition({
    name: 'ReadCustomerDocument',
    description: "Allows viewing customers' identity documents (KTP/KITAS, NPWP) and their access log",
});

// The pure limits and types live in document-rules.ts (the site imports that file; this one needs @vendure/core).
export { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_MB, DOCUMENT_TYPES, IDENTITY_CARD_KINDS } from './document-rules';
export type { CustomerDocumentType, DocumentUploadErrorCode, IdentityCardKind } from './document-rules';

/** Longest side of the stored (re-encoded) photo: a card stays readable, the file stays small. */
export const DOCUMENT_MAX_DIMENSION = 2400;
/** Shortest side a photo must have to be readable at all. */
export const DOCUMENT_MIN_DIMENSION = 200;
/** Decompression-bomb guard: images with more pixels than this are refused before decoding. */
export const DOCUMENT_MAX_INPUT_PIXELS = 60_000_000;

export type DocumentViewerRole = 'OWNER' | 'STAFF';
export type DocumentAccessAction = 'VIEW' | 'DOWNLOAD' | 'DELETE';

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

/** What the IdentityDocumentsPlugin registers for identity documents (KTP/KITAS, NPWP). */
import { RuntimeVendureConfig } from '@vendure/core';

import { CustomerDocumentAdminResolver } from './api/customer-document-admin.resolver';
import {
    CustomerDocumentShopResolver,
    CustomerUpdateIdentityCardNumberResultResolver,
    CustomerUploadDocumentImageResultResolver,
} from './api/customer-document-shop.resolver';
import { documentsAdminApiExtensions, documentsShopApiExtensions } from './api/documents-api-extensions';
import {
    CUSTOMER_DOCUMENTS_OPTIONS,
    CustomerDocumentsOptions,
    DOCUMENT_MAX_BYTES,
    readCustomerDocumentPermission,
} from './constants';
import { CustomerDocumentController } from './customer-document.controller';
import { CustomerDocumentService } from './customer-document.service';
import { CustomerDocument } from './entities/customer-document.entity';
import { DocumentAccessLog } from './entities/document-access-log.entity';

export { documentsAdminApiExtensions, documentsShopApiExtensions };
export { readCustomerDocumentPermission, DOCUMENT_MAX_BYTES };
export type { CustomerDocumentsOptions };

export const documentEntities = [CustomerDocument, DocumentAccessLog];
export const documentShopResolvers = [
    CustomerDocumentShopResolver,
    CustomerUpdateIdentityCardNumberResultResolver,
    CustomerUploadDocumentImageResultResolver,
];
export const documentAdminResolvers = [CustomerDocumentAdminResolver];
export const documentControllers = [CustomerDocumentController];
export const documentProviders = (options: () => CustomerDocumentsOptions) => [
    CustomerDocumentService,
    { provide: CUSTOMER_DOCUMENTS_OPTIONS, useFactory: options },
];

/**
 * The permission, and the multipart limit: Vendure's graphql-upload middleware stops every upload at
 * `assetOptions.uploadMaxFileSize`, so it must be at least the document limit (it also caps staff asset uploads).
 */
export function configureDocuments(config: RuntimeVendureConfig): RuntimeVendureConfig {
    config.authOptions.customPermissions.push(readCustomerDocumentPermission);
    // +1: busboy already cuts a file off when it reaches the limit; a photo of exactly the limit is allowed.
    config.assetOptions.uploadMaxFileSize = Math.max(config.assetOptions.uploadMaxFileSize ?? 0, DOCUMENT_MAX_BYTES + 1);
    return config;
}

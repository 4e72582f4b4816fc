import gql from 'graphql-tag';

const commonTypes = `
    enum CustomerDocumentType {
        IDENTITY_CARD
        TAX_CARD
        "Kartu Keluarga, asked for by financing providers (issue 14)."
        FAMILY_CARD
        "A pay slip or bank statement, asked for by financing providers (issue 14)."
        PROOF_OF_INCOME
    }

    enum IdentityCardKind {
        KTP
        KITAS
    }
`;

/** Shop API: the signed-in customer's own documents (numbers masked), upload, numbers, delete. */
export const documentsShopApiExtensions = gql`
    ${commonTypes}

    extend enum ErrorCode {
        DOCUMENT_INVALID_INPUT
        DOCUMENT_FILE_TOO_LARGE
        DOCUMENT_FILE_TYPE
        DOCUMENT_IMAGE_INVALID
        DOCUMENT_IMAGE_TOO_SMALL
        DOCUMENT_TOO_MANY_UPLOADS
    }

    "An identity document of the signed-in customer (SPEC §3). Numbers are masked except the last four characters."
    type CustomerDocument {
        id: ID!
        type: CustomerDocumentType!
        "KTP or KITAS for IDENTITY_CARD; null for TAX_CARD."
        kind: IdentityCardKind
        maskedNumber: String
        "Holder's name and address as on the identity card."
        name: String
        address: String
        provinceId: String
        provinceName: String
        cityId: String
        cityName: String
        zipCode: String
        hasImage: Boolean!
        "The site's route that serves the photo to its owner (forwards the session), or null without a photo."
        imageUrl: String
        imageMimeType: String
        imageByteSize: Int
        imageWidth: Int
        imageHeight: Int
        imageUploadedAt: DateTime
        createdAt: DateTime!
        updatedAt: DateTime!
    }

    type CustomerDocumentList {
        items: [CustomerDocument!]!
    }

    type DocumentFieldError {
        field: String!
        "REQUIRED, TOO_SHORT, TOO_LONG, NUMBERS_ONLY, NIK_LENGTH, NIK_INVALID, KITAS_FORMAT, NPWP_FORMAT, NPWP_LENGTH, LETTERS_ONLY, ADDRESS_FORMAT, ZIP_FORMAT, ID_FORMAT, INVALID_VALUE"
        code: String!
    }

    type DocumentValidationError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [DocumentFieldError!]!
    }

    "DOCUMENT_FILE_TOO_LARGE, DOCUMENT_FILE_TYPE, DOCUMENT_IMAGE_INVALID, DOCUMENT_IMAGE_TOO_SMALL or DOCUMENT_TOO_MANY_UPLOADS (30 attempts per customer per hour)."
    type DocumentUploadError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        "DOCUMENT_TOO_MANY_UPLOADS: seconds until the next upload is accepted; null otherwise."
        retryAfterSeconds: Int
    }

    "Empty numbers leave the stored ones alone; holder fields left out stay as stored, null or empty clears them."
    input CustomerIdentityCardNumberInput {
        "Required with identityCardNumber."
        kind: IdentityCardKind
        "NIK (KTP: 16 digits, numbers only) or KITAS number."
        identityCardNumber: String
        "NPWP: 15 or 16 digits; dots, hyphens and spaces are dropped."
        taxCardNumber: String
        name: String
        address: String
        provinceId: String
        provinceName: String
        cityId: String
        cityName: String
        zipCode: String
    }

    union CustomerUpdateIdentityCardNumberResult = CustomerDocumentList | DocumentValidationError
    union CustomerUploadDocumentImageResult = CustomerDocument | DocumentUploadError

    extend type Query {
        "The signed-in customer's documents. FORBIDDEN when nobody is signed in."
        customerDocuments: [CustomerDocument!]!
    }

    extend type Mutation {
        "Sets the identity-card number (with the holder's name and address) and/or the NPWP number."
        customerUpdateIdentityCardNumber(
            input: CustomerIdentityCardNumberInput!
        ): CustomerUpdateIdentityCardNumberResult!
        "Uploads (or replaces) the photo of a document: JPG/JPEG/PNG up to 20 MB, re-encoded without metadata."
        customerUploadDocumentImage(
            type: CustomerDocumentType!
            file: Upload!
            kind: IdentityCardKind
        ): CustomerUploadDocumentImageResult!
        "Deletes the document, its numbers and its photo."
        customerDeleteDocument(type: CustomerDocumentType!): DeletionResponse!
    }
`;

/** Admin API: staff with ReadCustomerDocument read a customer's documents (full numbers) and who viewed them. */
export const documentsAdminApiExtensions = gql`
    ${commonTypes}

    enum DocumentViewerRole {
        OWNER
        STAFF
    }

    enum DocumentAccessAction {
        VIEW
        DOWNLOAD
        DELETE
    }

    type AdminCustomerDocument {
        id: ID!
        customerId: ID!
        type: CustomerDocumentType!
        kind: IdentityCardKind
        number: String
        maskedNumber: String
        name: String
        address: String
        provinceId: String
        provinceName: String
        cityId: String
        cityName: String
        zipCode: String
        hasImage: Boolean!
        "Path on the Vendure server (GET with the admin bearer token) that streams the photo."
        imagePath: String
        imageMimeType: String
        imageByteSize: Int
        imageWidth: Int
        imageHeight: Int
        imageUploadedAt: DateTime
        createdAt: DateTime!
        updatedAt: DateTime!
    }

    type DocumentAccessLogEntry {
        id: ID!
        documentId: ID!
        customerId: ID!
        documentType: CustomerDocumentType!
        viewerUserId: ID
        viewerRole: DocumentViewerRole!
        action: DocumentAccessAction!
        ipAddress: String
        createdAt: DateTime!
    }

    type DocumentAccessLogList {
        items: [DocumentAccessLogEntry!]!
        totalItems: Int!
    }

    extend type Query {
        "A customer's identity documents with full numbers. Each call is recorded in the access log."
        customerIdentityDocuments(customerId: ID!): [AdminCustomerDocument!]!
        customerDocumentAccessLog(customerId: ID!, take: Int, skip: Int): DocumentAccessLogList!
    }
`;

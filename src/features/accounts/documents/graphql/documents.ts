import { graphql } from '@/graphql/generated';

export const CustomerDocumentFieldsFragment = graphql(`
  fragment DocumentsSection_document on CustomerDocument {
    id
    type
    kind
    maskedNumber
    name
    address
    zipCode
    hasImage
    imageUrl
    imageByteSize
    imageWidth
    imageHeight
    imageUploadedAt
    updatedAt
  }
`);

export const CustomerDocumentsQuery = graphql(`
  query CustomerDocuments {
    customerDocuments {
      ...DocumentsSection_document
    }
  }
`);

export const CustomerUpdateIdentityCardNumberMutation = graphql(`
  mutation CustomerUpdateIdentityCardNumber($input: CustomerIdentityCardNumberInput!) {
    customerUpdateIdentityCardNumber(input: $input) {
      __typename
      ... on CustomerDocumentList {
        items {
          ...DocumentsSection_document
        }
      }
      ... on DocumentValidationError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
    }
  }
`);

/** Sent as a GraphQL multipart request by XMLHttpRequest (upload progress events): see upload-document-image.ts. */
export const CustomerUploadDocumentImageMutation = graphql(`
  mutation CustomerUploadDocumentImage($type: CustomerDocumentType!, $file: Upload!, $kind: IdentityCardKind) {
    customerUploadDocumentImage(type: $type, file: $file, kind: $kind) {
      __typename
      ... on CustomerDocument {
        ...DocumentsSection_document
      }
      ... on DocumentUploadError {
        retryAfterSeconds
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const CustomerDeleteDocumentMutation = graphql(`
  mutation CustomerDeleteDocument($type: CustomerDocumentType!) {
    customerDeleteDocument(type: $type) {
      result
      message
    }
  }
`);

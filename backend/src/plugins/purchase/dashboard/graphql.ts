import { graphql } from '@/gql';

export const paymentProofListDocument = graphql(`
    query PaymentProofList($options: PaymentProofListOptions) {
        paymentProofs(options: $options) {
            items {
                id
                createdAt
                updatedAt
                orderCode
                customerName
                status
                nominal
                amountDue
                bankName
                paymentDate
            }
            totalItems
        }
    }
`);

export const paymentProofDocument = graphql(`
    query PaymentProof($id: ID!) {
        paymentProof(id: $id) {
            id
            createdAt
            orderId
            orderCode
            customerName
            amountDue
            status
            orderNumber
            referenceNumber
            cardType
            bankName
            paymentDate
            nominal
            paymentMethod
            eCommerce
            fileMimeType
            filePath
            reviewedAt
            rejectionReason
        }
    }
`);

export const acceptPaymentProofDocument = graphql(`
    mutation AcceptPaymentProof($id: ID!) {
        acceptPaymentProof(id: $id) {
            id
            status
        }
    }
`);

export const rejectPaymentProofDocument = graphql(`
    mutation RejectPaymentProof($id: ID!, $reason: String!) {
        rejectPaymentProof(id: $id, reason: $reason) {
            id
            status
        }
    }
`);

import { graphql } from '@/gql';

export const installmentApplicationListDocument = graphql(`
    query InstallmentApplicationList($options: InstallmentApplicationListOptions) {
        installmentApplications(options: $options) {
            items {
                id
                createdAt
                updatedAt
                reference
                orderCode
                customerName
                provider
                status
                tenorMonths
                monthlyInstalment
                otrPrice
            }
            totalItems
        }
    }
`);

export const installmentApplicationDocument = graphql(`
    query InstallmentApplication($id: ID!) {
        installmentApplication(id: $id) {
            id
            createdAt
            reference
            orderId
            orderCode
            orderState
            customerId
            customerName
            provider
            status
            downPaymentPercent
            tenorMonths
            flatRatePercent
            otrPrice
            downPayment
            adminFee
            insurance
            monthlyInstalment
            firstPayment
            totalPayment
            requirements
            decidedAt
            decisionReason
            contractSignedAt
            events {
                id
                createdAt
                type
                actor
                data
            }
        }
    }
`);

export const decideInstallmentDocument = graphql(`
    mutation DecideInstallmentApplication($id: ID!, $decision: InstallmentDecision!, $reason: String) {
        decideInstallmentApplication(id: $id, decision: $decision, reason: $reason) {
            id
            status
        }
    }
`);

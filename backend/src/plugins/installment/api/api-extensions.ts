import gql from 'graphql-tag';

/** Installment through a financing provider (issue 14; docs/installment-api.md). No input carries a price. */
const commonTypes = `
    "SPEC §3 financing providers."
    enum InstallmentProvider {
        ADIRA
        BFI
        CASHBAC_EASYPAY
        PAPITUPI
        OTHER
    }

    "REQUESTED (the provider decides), APPROVED (down payment, then contract), REJECTED, CONTRACT_SIGNED, CONTRACT_REJECTED, WITHDRAWN (order cancelled or paid in full instead)."
    enum InstallmentStatus {
        REQUESTED
        APPROVED
        REJECTED
        CONTRACT_SIGNED
        CONTRACT_REJECTED
        WITHDRAWN
    }

    enum InstallmentDecision {
        APPROVED
        REJECTED
        CONTRACT_SIGNED
        CONTRACT_REJECTED
    }

    "An application's figures are the server's computation when it was made (IDR minor units)."
    type InstallmentApplication {
        id: ID!
        createdAt: DateTime!
        "Given to the provider; its webhook names the application by it."
        reference: String!
        provider: InstallmentProvider!
        providerName: String!
        status: InstallmentStatus!
        downPaymentPercent: Float!
        tenorMonths: Int!
        flatRatePercent: Float!
        otrPrice: Money!
        downPayment: Money!
        adminFee: Money!
        insurance: Money!
        monthlyInstalment: Money!
        "Down payment + administration fee, paid once approved."
        firstPayment: Money!
        totalPayment: Money!
        "The documents (CustomerDocumentType names) shared with the provider."
        requirements: [String!]!
        decidedAt: DateTime
        "The reason the provider or staff gave with a rejection."
        decisionReason: String
        "SPEC §3 installmentRejectedBy: the provider that refused (null unless rejected)."
        rejectedBy: InstallmentProvider
        contractSignedAt: DateTime
    }
`;

export const installmentShopApiExtensions = gql`
    ${commonTypes}

    extend enum ErrorCode {
        INSTALLMENT_SIGN_IN_REQUIRED
        INSTALLMENT_NOT_ALLOWED
        INSTALLMENT_DOCUMENTS_MISSING
    }

    enum InstallmentOfferSort {
        "Lowest monthly amount first."
        MONTHLY
        "Lowest total paid first."
        TOTAL
    }

    "What one provider offers for the chosen down payment and tenor."
    type InstallmentOffer {
        provider: InstallmentProvider!
        providerName: String!
        tenorMonths: Int!
        downPaymentPercent: Float!
        downPayment: Money!
        flatRatePercent: Float!
        adminFee: Money!
        insurance: Money!
        monthlyInstalment: Money!
        firstPayment: Money!
        totalPayment: Money!
        costOfCredit: Money!
        "CustomerDocumentType names this provider asks for."
        requirements: [String!]!
        "False for a provider that already refused this order."
        available: Boolean!
    }

    type InstallmentOffers {
        orderCode: String!
        currencyCode: CurrencyCode!
        "The order's price financed (bike, delivery, registration documents)."
        otrPrice: Money!
        downPaymentPercent: Float!
        tenorMonths: Int!
        downPaymentOptions: [Float!]!
        tenors: [Int!]!
        rejectedProviders: [InstallmentProvider!]!
        offers: [InstallmentOffer!]!
    }

    type OrderInstallment {
        orderCode: String!
        "The bike's product slug (the installment page of another provider is under it)."
        productSlug: String
        orderState: String!
        currencyCode: CurrencyCode!
        current: InstallmentApplication
        "Earlier applications of the order, newest first."
        previous: [InstallmentApplication!]!
        downPaymentPaid: Boolean!
        "PAY_DOWN_PAYMENT, APPLY_AGAIN, SWITCH_TO_FULL_PAYMENT."
        actions: [String!]!
    }

    input InstallmentApplicationInput {
        provider: InstallmentProvider
        downPaymentPercent: Float
        tenorMonths: Int
        "SPEC §5: agreeing to the provider's requirements is required (REQUIREMENTS_NOT_AGREED)."
        agreeRequirements: Boolean
        "Consent to share the data and documents with that provider (CONSENT_REQUIRED)."
        consentToShare: Boolean
    }

    union InstallmentOffersResult = InstallmentOffers | PurchaseInputError | PurchaseOrderError
    union ApplyForInstallmentResult = OrderInstallment | PurchaseInputError | PurchaseOrderError
    union InstallmentPaymentResult = PurchasePayment | PurchaseInputError | PurchaseOrderError

    extend type Query {
        "Every active provider's offer for the active order (or, orderCode, the caller's order after a rejection)."
        installmentOffers(
            orderCode: String
            downPaymentPercent: Float
            tenorMonths: Int
            sort: InstallmentOfferSort
        ): InstallmentOffersResult!
        "The signed-in customer's installment on one of their orders; null for anybody else or without one."
        orderInstallment(orderCode: String!): OrderInstallment
    }

    extend type Mutation {
        "Applies with one provider: the first application places the active order (InstallmentRequested); after a rejection pass orderCode to apply to another provider."
        applyForInstallment(input: InstallmentApplicationInput!, orderCode: String): ApplyForInstallmentResult!
        "Pays the approved installment's first payment (down payment + admin fee) through the gateway."
        payInstallmentDownPayment(orderCode: String!, paymentMethodCode: String!): InstallmentPaymentResult!
        "After a rejection: pays the order in full instead."
        switchInstallmentToFullPayment(orderCode: String!, paymentMethodCode: String!): InstallmentPaymentResult!
    }
`;

export const installmentAdminApiExtensions = gql`
    ${commonTypes}

    type InstallmentEventEntry {
        id: ID!
        createdAt: DateTime!
        "REQUESTED, DATA_SHARED, APPROVED, REJECTED, CONTRACT_SIGNED, CONTRACT_REJECTED, WITHDRAWN, DOWN_PAYMENT_STARTED."
        type: String!
        "CUSTOMER:<id>, STAFF:<user id>, PROVIDER or SYSTEM."
        actor: String!
        "JSON of what the entry records (reason, documents shared...)."
        data: String
    }

    extend type InstallmentApplication implements Node {
        updatedAt: DateTime!
        orderId: ID!
        orderCode: String!
        orderState: String!
        customerId: ID!
        customerName: String
        events: [InstallmentEventEntry!]!
    }

    type InstallmentApplicationList implements PaginatedList {
        items: [InstallmentApplication!]!
        totalItems: Int!
    }

    input InstallmentApplicationListOptions

    extend type Query {
        "Requires DecideInstallment."
        installmentApplications(options: InstallmentApplicationListOptions): InstallmentApplicationList!
        installmentApplication(id: ID!): InstallmentApplication
    }

    extend type Mutation {
        "Records the provider's decision (a reason is required for a rejection); the order moves with it."
        decideInstallmentApplication(id: ID!, decision: InstallmentDecision!, reason: String): InstallmentApplication!
    }
`;

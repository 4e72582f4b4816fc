import gql from 'graphql-tag';

const shared = gql`
    extend enum ErrorCode {
        LEAD_INVALID_INPUT
        LEAD_RATE_LIMITED
    }
`;

export const shopApiExtensions = gql`
    ${shared}

    input SubmitMarketingLeadInput {
        "Client-generated per form fill (8–100 of A–Z a–z 0–9 _ -): the same key returns the same receipt."
        idempotencyKey: String
        fullName: String
        "+62… (a leading 0 or 62 is accepted and normalised)"
        phone: String
        city: String
        "monthly-cost or dp-simulation"
        source: String
        "The calculator's inputs when the visitor left the lead."
        productSlug: String
        batteryOption: String
        areaCode: String
        downPaymentPercent: Float
        tenorMonths: Int
        provider: FinancingProvider
        kmPerDay: Float
        "en or id (default id)"
        languageCode: String
    }

    input SubmitContactMessageInput {
        idempotencyKey: String
        name: String
        email: String
        phone: String
        "product, purchase, test-ride, service, battery, partnership, other"
        topic: String
        message: String
        languageCode: String
    }

    type LeadReceipt {
        id: ID!
        createdAt: DateTime!
    }

    type LeadFieldError {
        field: String!
        "REQUIRED, LETTERS_ONLY, TOO_SHORT, TOO_LONG, PHONE_FORMAT, PHONE_COUNTRY, PHONE_LENGTH, EMAIL_FORMAT, INVALID_VALUE"
        code: String!
    }

    type LeadValidationError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [LeadFieldError!]!
    }

    type LeadRateLimitError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        retryAfterSeconds: Int!
    }

    union SubmitLeadResult = LeadReceipt | LeadValidationError | LeadRateLimitError

    type LeadFormOptions {
        sources: [String!]!
        contactTopics: [String!]!
    }

    extend type Query {
        leadFormOptions: LeadFormOptions!
    }

    extend type Mutation {
        "SPEC submitLeadsMarketing / submitLeadsMarketingDpSimulation: a calculator's 'contact me' form."
        submitMarketingLead(input: SubmitMarketingLeadInput!): SubmitLeadResult!
        submitContactMessage(input: SubmitContactMessageInput!): SubmitLeadResult!
    }
`;

export const adminApiExtensions = gql`
    ${shared}

    type MarketingLead implements Node {
        id: ID!
        createdAt: DateTime!
        fullName: String!
        phone: String!
        city: String!
        source: String!
        productSlug: String
        batteryOption: String
        areaCode: String
        downPaymentPercent: Float
        tenorMonths: Int
        provider: String
        kmPerDay: Float
        "Quoted by the server's simulation for the inputs above."
        otrPrice: Money
        monthlyInstalment: Money
        languageCode: String!
        customerId: ID
    }

    type ContactMessage implements Node {
        id: ID!
        createdAt: DateTime!
        name: String!
        email: String!
        phone: String!
        topic: String!
        message: String!
        languageCode: String!
        customerId: ID
    }

    type MarketingLeadList {
        items: [MarketingLead!]!
        totalItems: Int!
    }

    type ContactMessageList {
        items: [ContactMessage!]!
        totalItems: Int!
    }

    input MarketingLeadListOptions {
        skip: Int
        "Default 50, at most 200."
        take: Int
        source: String
        "Name, phone or city contains."
        search: String
    }

    input ContactMessageListOptions {
        skip: Int
        take: Int
        topic: String
        "Name, e-mail or phone contains."
        search: String
    }

    extend type Query {
        "Newest first."
        marketingLeads(options: MarketingLeadListOptions): MarketingLeadList!
        marketingLead(id: ID!): MarketingLead
        "Newest first."
        contactMessages(options: ContactMessageListOptions): ContactMessageList!
        contactMessage(id: ID!): ContactMessage
    }
`;

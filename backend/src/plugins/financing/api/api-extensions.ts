import gql from 'graphql-tag';

const shared = gql`
    enum FinancingProvider {
        ADIRA
        BFI
        CASHBAC_EASYPAY
        PAPITUPI
        OTHER
    }

    extend enum ErrorCode {
        FINANCING_INVALID_INPUT
    }

    "On-the-road price of one variant (product + battery option) in an area."
    type FinancingOtrPrice {
        id: ID!
        productSlug: String!
        "single, dual or subscription-rental"
        batteryOption: String!
        price: Money!
    }

    type FinancingArea {
        id: ID!
        code: String!
        name: String!
        position: Int!
        enabled: Boolean!
        otrPrices: [FinancingOtrPrice!]!
    }

    type FinancingDownPayment {
        minPercent: Int!
        maxPercent: Int!
        stepPercent: Int!
        defaultPercent: Int!
        "min, min + step, …, max"
        options: [Float!]!
    }

    type FinancingRate {
        id: ID!
        provider: FinancingProvider!
        tenorMonths: Int!
        "Flat interest per year, basis points (1150 = 11.5 % p.a.)."
        flatRateBps: Int!
        flatRatePercent: Float!
        "One-time fee, paid with the down payment."
        adminFee: Money!
        "Insurance for the whole tenor, basis points of the OTR price, added to the amount financed."
        insuranceRateBps: Int!
        insuranceRatePercent: Float!
        enabled: Boolean!
    }

    type FinancingProviderTerms {
        code: FinancingProvider!
        name: String!
        rates: [FinancingRate!]!
    }

    type RunningCostParameters {
        petrolPricePerLitre: Money!
        petrolKmPerLitre: Float!
        petrolServicePerMonth: Money!
        electricityPricePerKwh: Money!
        evWhPerKm: Float!
        evServicePerMonth: Money!
        swapSubscriptionPerMonth: Money!
        daysPerMonth: Int!
        defaultKmPerDay: Int!
        maxKmPerDay: Int!
    }

    "Everything the monthly-cost and down-payment calculators need (demo data in the seed)."
    type FinancingParameters {
        areas: [FinancingArea!]!
        downPayment: FinancingDownPayment!
        tenors: [Int!]!
        defaultTenorMonths: Int!
        defaultProvider: FinancingProvider!
        providers: [FinancingProviderTerms!]!
        runningCosts: RunningCostParameters!
        updatedAt: DateTime
    }
`;

export const shopApiExtensions = gql`
    ${shared}

    input SimulateFinancingInput {
        productSlug: String!
        "Default single."
        batteryOption: String
        areaCode: String!
        downPaymentPercent: Float!
        tenorMonths: Int!
        "Default: the parameters' defaultProvider."
        provider: FinancingProvider
    }

    "Result of financing-math.ts simulate(); amounts in minor units."
    type FinancingSimulation {
        productSlug: String!
        batteryOption: String!
        areaCode: String!
        provider: FinancingProvider!
        flatRatePercent: Float!
        otrPrice: Money!
        downPaymentPercent: Float!
        downPayment: Money!
        insurance: Money!
        adminFee: Money!
        principal: Money!
        interest: Money!
        tenorMonths: Int!
        monthlyInstalment: Money!
        firstPayment: Money!
        totalPayment: Money!
        costOfCredit: Money!
    }

    type FinancingFieldError {
        field: String!
        "REQUIRED, UNKNOWN_PRODUCT, UNKNOWN_BATTERY, UNKNOWN_AREA, NO_PRICE, DOWN_PAYMENT_NOT_ALLOWED, TENOR_NOT_OFFERED, UNKNOWN_PROVIDER"
        code: String!
    }

    type FinancingValidationError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [FinancingFieldError!]!
    }

    union SimulateFinancingResult = FinancingSimulation | FinancingValidationError

    type RunningCostLine {
        "PETROL, EV_HOME or EV_SWAP"
        kind: String!
        energyPerMonth: Money!
        servicePerMonth: Money!
        totalPerMonth: Money!
        totalPerYear: Money!
    }

    type RunningCostComparison {
        kmPerMonth: Float!
        lines: [RunningCostLine!]!
        savingPerMonth: Money!
        savingPerYear: Money!
    }

    extend type Query {
        financingParameters: FinancingParameters!
        simulateFinancing(input: SimulateFinancingInput!): SimulateFinancingResult!
        compareRunningCosts(kmPerDay: Float!): RunningCostComparison!
    }
`;

export const adminApiExtensions = gql`
    ${shared}

    input UpdateFinancingSettingsInput {
        downPaymentMinPercent: Int
        downPaymentMaxPercent: Int
        downPaymentStepPercent: Int
        defaultDownPaymentPercent: Int
        "Comma-separated months, e.g. 6,12,18,24,36"
        tenors: String
        defaultTenorMonths: Int
        defaultProvider: FinancingProvider
        petrolPricePerLitre: Money
        petrolKmPerLitre: Float
        petrolServicePerMonth: Money
        electricityPricePerKwh: Money
        evWhPerKm: Float
        evServicePerMonth: Money
        swapSubscriptionPerMonth: Money
        daysPerMonth: Int
        defaultKmPerDay: Int
    }

    input UpsertFinancingAreaInput {
        code: String!
        name: String!
        position: Int
        enabled: Boolean
    }

    input SetFinancingOtrPriceInput {
        areaCode: String!
        productSlug: String!
        batteryOption: String!
        price: Money!
    }

    input DeleteFinancingOtrPriceInput {
        areaCode: String!
        productSlug: String!
        batteryOption: String!
    }

    input UpsertFinancingRateInput {
        provider: FinancingProvider!
        tenorMonths: Int!
        flatRateBps: Int!
        adminFee: Money!
        insuranceRateBps: Int
        enabled: Boolean
    }

    extend type Query {
        "All parameters, disabled areas and rates included."
        financingParameters: FinancingParameters!
    }

    extend type Mutation {
        updateFinancingSettings(input: UpdateFinancingSettingsInput!): FinancingParameters!
        "Creates the area or updates the one with this code."
        upsertFinancingArea(input: UpsertFinancingAreaInput!): FinancingArea!
        "Deletes the area and its OTR prices."
        deleteFinancingArea(code: String!): Boolean!
        setFinancingOtrPrice(input: SetFinancingOtrPriceInput!): FinancingArea!
        deleteFinancingOtrPrice(input: DeleteFinancingOtrPriceInput!): Boolean!
        "Creates or updates the provider's terms for the tenor."
        upsertFinancingRate(input: UpsertFinancingRateInput!): FinancingRate!
        deleteFinancingRate(provider: FinancingProvider!, tenorMonths: Int!): Boolean!
    }
`;

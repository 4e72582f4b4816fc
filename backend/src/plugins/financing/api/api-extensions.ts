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

    type FinancingArea implements Node {
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

    type FinancingRate implements Node {
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

    "The calculator settings as stored (money in minor units, tenors comma-separated)."
    type FinancingSettingsRecord {
        id: ID!
        updatedAt: DateTime
        downPaymentMinPercent: Int!
        downPaymentMaxPercent: Int!
        downPaymentStepPercent: Int!
        defaultDownPaymentPercent: Int!
        tenors: String!
        defaultTenorMonths: Int!
        defaultProvider: FinancingProvider!
        petrolPricePerLitre: Money!
        petrolKmPerLitre: Float!
        petrolServicePerMonth: Money!
        electricityPricePerKwh: Money!
        evWhPerKm: Float!
        evServicePerMonth: Money!
        swapSubscriptionPerMonth: Money!
        daysPerMonth: Int!
        defaultKmPerDay: Int!
    }

    type FinancingAreaList implements PaginatedList {
        items: [FinancingArea!]!
        totalItems: Int!
    }

    "A provider's terms as stored: only columns, so the list can sort and filter by every field."
    type FinancingRateRecord implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        provider: FinancingProvider!
        tenorMonths: Int!
        "Flat interest per year, basis points (1150 = 11.5 % p.a.)."
        flatRateBps: Int!
        adminFee: Money!
        "Insurance for the whole tenor, basis points of the OTR price."
        insuranceRateBps: Int!
        enabled: Boolean!
    }

    type FinancingRateList implements PaginatedList {
        items: [FinancingRateRecord!]!
        totalItems: Int!
    }

    # Vendure generates the filter and sort inputs from the item types' fields (FinancingArea's otrPrices, a list, is left out).
    input FinancingAreaListOptions
    input FinancingRateListOptions

    input CreateFinancingAreaInput {
        code: String!
        name: String!
        position: Int!
        enabled: Boolean!
    }

    input UpdateFinancingAreaInput {
        id: ID!
        code: String
        name: String
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

    input CreateFinancingRateInput {
        provider: FinancingProvider!
        tenorMonths: Int!
        flatRateBps: Int!
        adminFee: Money!
        insuranceRateBps: Int!
        enabled: Boolean!
    }

    input UpdateFinancingRateInput {
        id: ID!
        provider: FinancingProvider
        tenorMonths: Int
        flatRateBps: Int
        adminFee: Money
        insuranceRateBps: Int
        enabled: Boolean
    }

    extend type Query {
        "All parameters, disabled areas and rates included."
        financingParameters: FinancingParameters!
        financingSettings: FinancingSettingsRecord!
        "Price areas, hidden ones included (the standard list options)."
        financingAreas(options: FinancingAreaListOptions): FinancingAreaList!
        financingArea(id: ID!): FinancingArea
        "Provider terms, ones not offered included (the standard list options)."
        financingRates(options: FinancingRateListOptions): FinancingRateList!
        financingRate(id: ID!): FinancingRateRecord
    }

    extend type Mutation {
        updateFinancingSettings(input: UpdateFinancingSettingsInput!): FinancingParameters!
        createFinancingArea(input: CreateFinancingAreaInput!): FinancingArea!
        updateFinancingArea(input: UpdateFinancingAreaInput!): FinancingArea!
        "Deletes the area and its OTR prices."
        deleteFinancingArea(id: ID!): DeletionResponse!
        setFinancingOtrPrice(input: SetFinancingOtrPriceInput!): FinancingArea!
        deleteFinancingOtrPrice(input: DeleteFinancingOtrPriceInput!): Boolean!
        createFinancingRate(input: CreateFinancingRateInput!): FinancingRateRecord!
        updateFinancingRate(input: UpdateFinancingRateInput!): FinancingRateRecord!
        deleteFinancingRate(id: ID!): DeletionResponse!
    }
`;

import { graphql } from '@/gql';

export const financingSettingsDocument = graphql(`
    query AdminFinancingSettings {
        financingSettings {
            id
            updatedAt
            downPaymentMinPercent
            downPaymentMaxPercent
            downPaymentStepPercent
            defaultDownPaymentPercent
            tenors
            defaultTenorMonths
            defaultProvider
            petrolPricePerLitre
            petrolKmPerLitre
            petrolServicePerMonth
            electricityPricePerKwh
            evWhPerKm
            evServicePerMonth
            swapSubscriptionPerMonth
            daysPerMonth
            defaultKmPerDay
        }
    }
`);

export const updateFinancingSettingsDocument = graphql(`
    mutation UpdateFinancingSettings($input: UpdateFinancingSettingsInput!) {
        updateFinancingSettings(input: $input) {
            updatedAt
        }
    }
`);

export const financingAreaListDocument = graphql(`
    query FinancingAreaList($options: FinancingAreaListOptions) {
        financingAreas(options: $options) {
            items {
                id
                name
                code
                position
                otrPrices {
                    id
                }
                enabled
            }
            totalItems
        }
    }
`);

export const financingAreaDocument = graphql(`
    query FinancingArea($id: ID!) {
        financingArea(id: $id) {
            id
            code
            name
            position
            enabled
            otrPrices {
                id
                productSlug
                batteryOption
                price
            }
        }
    }
`);

export const createFinancingAreaDocument = graphql(`
    mutation CreateFinancingArea($input: CreateFinancingAreaInput!) {
        createFinancingArea(input: $input) {
            id
        }
    }
`);

export const updateFinancingAreaDocument = graphql(`
    mutation UpdateFinancingArea($input: UpdateFinancingAreaInput!) {
        updateFinancingArea(input: $input) {
            id
        }
    }
`);

export const deleteFinancingAreaDocument = graphql(`
    mutation DeleteFinancingArea($id: ID!) {
        deleteFinancingArea(id: $id) {
            result
            message
        }
    }
`);

export const setFinancingOtrPriceDocument = graphql(`
    mutation SetFinancingOtrPrice($input: SetFinancingOtrPriceInput!) {
        setFinancingOtrPrice(input: $input) {
            id
        }
    }
`);

export const deleteFinancingOtrPriceDocument = graphql(`
    mutation DeleteFinancingOtrPrice($input: DeleteFinancingOtrPriceInput!) {
        deleteFinancingOtrPrice(input: $input)
    }
`);

export const financingRateListDocument = graphql(`
    query FinancingRateList($options: FinancingRateListOptions) {
        financingRates(options: $options) {
            items {
                id
                provider
                tenorMonths
                flatRateBps
                adminFee
                insuranceRateBps
                enabled
            }
            totalItems
        }
    }
`);

export const financingRateDocument = graphql(`
    query FinancingRate($id: ID!) {
        financingRate(id: $id) {
            id
            provider
            tenorMonths
            flatRateBps
            adminFee
            insuranceRateBps
            enabled
        }
    }
`);

export const createFinancingRateDocument = graphql(`
    mutation CreateFinancingRate($input: CreateFinancingRateInput!) {
        createFinancingRate(input: $input) {
            id
        }
    }
`);

export const updateFinancingRateDocument = graphql(`
    mutation UpdateFinancingRate($input: UpdateFinancingRateInput!) {
        updateFinancingRate(input: $input) {
            id
        }
    }
`);

export const deleteFinancingRateDocument = graphql(`
    mutation DeleteFinancingRate($id: ID!) {
        deleteFinancingRate(id: $id) {
            result
            message
        }
    }
`);

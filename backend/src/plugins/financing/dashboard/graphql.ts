import { graphql } from '@/gql';

export const financingParametersDocument = graphql(`
    query AdminFinancingParameters {
        financingParameters {
            updatedAt
            tenors
            defaultTenorMonths
            defaultProvider
            downPayment { minPercent maxPercent stepPercent defaultPercent }
            runningCosts {
                petrolPricePerLitre petrolKmPerLitre petrolServicePerMonth electricityPricePerKwh evWhPerKm
                evServicePerMonth swapSubscriptionPerMonth daysPerMonth defaultKmPerDay
            }
            areas {
                id code name position enabled
                otrPrices { id productSlug batteryOption price }
            }
            providers {
                code name
                rates { id provider tenorMonths flatRateBps adminFee insuranceRateBps enabled }
            }
        }
    }
`);

export const updateFinancingSettingsDocument = graphql(`
    mutation UpdateFinancingSettings($input: UpdateFinancingSettingsInput!) {
        updateFinancingSettings(input: $input) { updatedAt }
    }
`);

export const upsertFinancingAreaDocument = graphql(`
    mutation UpsertFinancingArea($input: UpsertFinancingAreaInput!) {
        upsertFinancingArea(input: $input) { id }
    }
`);

export const deleteFinancingAreaDocument = graphql(`
    mutation DeleteFinancingArea($code: String!) {
        deleteFinancingArea(code: $code)
    }
`);

export const setFinancingOtrPriceDocument = graphql(`
    mutation SetFinancingOtrPrice($input: SetFinancingOtrPriceInput!) {
        setFinancingOtrPrice(input: $input) { id }
    }
`);

export const deleteFinancingOtrPriceDocument = graphql(`
    mutation DeleteFinancingOtrPrice($input: DeleteFinancingOtrPriceInput!) {
        deleteFinancingOtrPrice(input: $input)
    }
`);

export const upsertFinancingRateDocument = graphql(`
    mutation UpsertFinancingRate($input: UpsertFinancingRateInput!) {
        upsertFinancingRate(input: $input) { id }
    }
`);

export const deleteFinancingRateDocument = graphql(`
    mutation DeleteFinancingRate($provider: FinancingProvider!, $tenorMonths: Int!) {
        deleteFinancingRate(provider: $provider, tenorMonths: $tenorMonths)
    }
`);

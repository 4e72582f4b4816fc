import { graphql } from '@/graphql/generated';

export const FinancingParametersQuery = graphql(`
  query FinancingParameters {
    financingParameters {
      areas {
        code
        name
        otrPrices {
          productSlug
          batteryOption
          price
        }
      }
      downPayment {
        minPercent
        maxPercent
        stepPercent
        defaultPercent
        options
      }
      tenors
      defaultTenorMonths
      defaultProvider
      providers {
        code
        name
        rates {
          tenorMonths
          flatRateBps
          flatRatePercent
          adminFee
          insuranceRateBps
        }
      }
      runningCosts {
        petrolPricePerLitre
        petrolKmPerLitre
        petrolServicePerMonth
        electricityPricePerKwh
        evWhPerKm
        evServicePerMonth
        swapSubscriptionPerMonth
        daysPerMonth
        defaultKmPerDay
        maxKmPerDay
      }
    }
  }
`);

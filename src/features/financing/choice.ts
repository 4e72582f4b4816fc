import type { FinancingParametersQuery } from '@/graphql/generated/graphql';
import { simulate, type SimulationResult } from '@alva/rules';

export type FinancingParameters = FinancingParametersQuery['financingParameters'];
export type ProviderCode = FinancingParameters['providers'][number]['code'];

export interface FinancedModel {
  slug: string;
  name: string;
}

/** What the visitor picked in a calculator. */
export interface FinancingChoice {
  productSlug: string;
  batteryOption: string;
  areaCode: string;
  provider: ProviderCode;
  downPaymentPercent: number;
  tenorMonths: number;
}

/** Battery options that have a price in the area, in the catalogue's order. */
export const BATTERY_ORDER = ['single', 'dual', 'subscription-rental'];

export function otrPriceOf(
  params: FinancingParameters,
  choice: Pick<FinancingChoice, 'areaCode' | 'productSlug' | 'batteryOption'>,
) {
  const area = params.areas.find((a) => a.code === choice.areaCode);
  return (
    area?.otrPrices.find((p) => p.productSlug === choice.productSlug && p.batteryOption === choice.batteryOption)
      ?.price ?? null
  );
}

export function batteryOptionsOf(params: FinancingParameters, areaCode: string, productSlug: string): string[] {
  const area = params.areas.find((a) => a.code === areaCode);
  const offered = new Set(area?.otrPrices.filter((p) => p.productSlug === productSlug).map((p) => p.batteryOption));
  return BATTERY_ORDER.filter((b) => offered.has(b));
}

export function rateOf(params: FinancingParameters, provider: string, tenorMonths: number) {
  return params.providers.find((p) => p.code === provider)?.rates.find((r) => r.tenorMonths === tenorMonths) ?? null;
}

export function tenorsOf(params: FinancingParameters, provider: string): number[] {
  const offered = new Set(params.providers.find((p) => p.code === provider)?.rates.map((r) => r.tenorMonths));
  return params.tenors.filter((t) => offered.has(t));
}

/** Models that have an OTR price in some area. */
export function financedModels(params: FinancingParameters, models: FinancedModel[]): FinancedModel[] {
  const priced = new Set(params.areas.flatMap((a) => a.otrPrices.map((p) => p.productSlug)));
  return models.filter((m) => priced.has(m.slug));
}

/** The first choice: the parameters' defaults, the first model and area, corrected to something offered. */
export function defaultChoice(params: FinancingParameters, models: FinancedModel[]): FinancingChoice | null {
  const model = financedModels(params, models)[0];
  const area = params.areas.find((a) => model && a.otrPrices.some((p) => p.productSlug === model.slug));
  if (!model || !area) return null;
  const provider =
    params.providers.find((p) => p.code === params.defaultProvider && p.rates.length)?.code ??
    params.providers[0]?.code;
  if (!provider) return null;
  return normalizeChoice(params, {
    productSlug: model.slug,
    batteryOption: 'single',
    areaCode: area.code,
    provider,
    downPaymentPercent: params.downPayment.defaultPercent,
    tenorMonths: params.defaultTenorMonths,
  });
}

/** Keeps a choice valid after one field changed: battery offered in the area, tenor offered by the provider. */
export function normalizeChoice(params: FinancingParameters, choice: FinancingChoice): FinancingChoice {
  const batteries = batteryOptionsOf(params, choice.areaCode, choice.productSlug);
  const batteryOption = batteries.includes(choice.batteryOption)
    ? choice.batteryOption
    : (batteries[0] ?? choice.batteryOption);
  const tenors = tenorsOf(params, choice.provider);
  const tenorMonths = tenors.includes(choice.tenorMonths)
    ? choice.tenorMonths
    : (tenors.reduce<number | null>(
        (best, t) =>
          best === null || Math.abs(t - choice.tenorMonths) < Math.abs(best - choice.tenorMonths) ? t : best,
        null,
      ) ?? choice.tenorMonths);
  const options = params.downPayment.options;
  const downPaymentPercent = options.includes(choice.downPaymentPercent)
    ? choice.downPaymentPercent
    : (options[0] ?? choice.downPaymentPercent);
  return { ...choice, batteryOption, tenorMonths, downPaymentPercent };
}

/** The instalment for a choice, or null when the parameters do not price it. */
export function simulateChoice(
  params: FinancingParameters,
  choice: FinancingChoice,
  tenorMonths = choice.tenorMonths,
): SimulationResult | null {
  const otrPrice = otrPriceOf(params, choice);
  const rate = rateOf(params, choice.provider, tenorMonths);
  if (otrPrice === null || !rate) return null;
  return simulate({
    otrPrice,
    downPaymentPercent: choice.downPaymentPercent,
    tenorMonths,
    flatRateBps: rate.flatRateBps,
    adminFee: rate.adminFee,
    insuranceRateBps: rate.insuranceRateBps,
  });
}

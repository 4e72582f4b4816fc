/**
 * The financing parameters' rules, in one place for both sides: FinancingService refuses a save that breaks them and
 * the back office's forms (src/plugins/financing/dashboard) check the same schemas before sending. Pure: no server
 * imports, so the dashboard's Vite build can load it. zod's v3 API, the one @vendure/dashboard's forms use.
 * Money is in minor units (Rp × 100), rates in basis points (1 % = 100).
 */
import { z } from 'zod/v3';

/** SPEC §3 financing providers. */
export const FINANCING_PROVIDERS = ['ADIRA', 'BFI', 'CASHBAC_EASYPAY', 'PAPITUPI', 'OTHER'] as const;
export type FinancingProvider = (typeof FINANCING_PROVIDERS)[number];
export const PROVIDER_NAMES: Record<FinancingProvider, string> = {
    ADIRA: 'Adira Finance',
    BFI: 'BFI Finance',
    CASHBAC_EASYPAY: 'Cashbac EasyPay',
    PAPITUPI: 'Papitupi',
    OTHER: 'Other',
};

/** Battery options of the catalogue (seed/catalog-data.ts): the variant axis that changes the price. */
export const BATTERY_OPTIONS = ['single', 'dual', 'subscription-rental'] as const;
export type BatteryOption = (typeof BATTERY_OPTIONS)[number];
export const BATTERY_NAMES: Record<BatteryOption, string> = {
    single: 'Single battery',
    dual: 'Dual battery',
    'subscription-rental': 'Battery subscription',
};

/** The motorcycles the calculators offer, by product slug. */
export const FINANCED_PRODUCTS = ['alva-one-1-battery', 'alva-cervo', 'alva-n3'] as const;
export const FINANCED_PRODUCT_NAMES: Record<(typeof FINANCED_PRODUCTS)[number], string> = {
    'alva-one-1-battery': 'Alva One',
    'alva-cervo': 'Alva Cervo',
    'alva-n3': 'Alva N3',
};

/** Rp 1 trillion in minor units: far above any price here, well inside exact integers. */
const MAX_AMOUNT = 100_000_000_000_000;

const wholeNumber = (min: number, max: number, message: string) =>
    z
        .number({ invalid_type_error: message, required_error: message })
        .int({ message })
        .min(min, { message })
        .max(max, { message });
const amount = z
    .number({
        invalid_type_error: 'An amount in rupiah, 0 or more.',
        required_error: 'An amount in rupiah, 0 or more.',
    })
    .int({ message: 'An amount in rupiah, at most two decimals.' })
    .min(0, { message: 'An amount in rupiah, 0 or more.' });
const between = (min: number, max: number, message: string) =>
    z.number({ invalid_type_error: message, required_error: message }).gt(min, { message }).lt(max, { message });

/** The calculator settings, field by field (the checks across fields are FinancingService's, which can read steps). */
export const financingSettingsFields = z.object({
    downPaymentMinPercent: wholeNumber(0, 90, '0 to 90 %.'),
    downPaymentMaxPercent: wholeNumber(0, 95, '0 to 95 %, not below the lowest.'),
    downPaymentStepPercent: wholeNumber(1, 50, '1 to 50 %.'),
    defaultDownPaymentPercent: wholeNumber(0, 95, 'One of the down-payment steps.'),
    tenors: z
        .string({ required_error: 'Months, comma-separated, e.g. 6, 12, 24.' })
        .regex(/^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/, { message: 'Months, comma-separated, e.g. 6, 12, 24.' }),
    defaultTenorMonths: wholeNumber(1, 120, 'One of the tenors.'),
    defaultProvider: z.enum(FINANCING_PROVIDERS, { message: 'One of the providers.' }),
    petrolPricePerLitre: amount,
    petrolKmPerLitre: between(0, 200, 'More than 0 and less than 200 km per litre.'),
    petrolServicePerMonth: amount,
    electricityPricePerKwh: amount,
    evWhPerKm: between(0, 500, 'More than 0 and less than 500 Wh per km.'),
    evServicePerMonth: amount,
    swapSubscriptionPerMonth: amount,
    daysPerMonth: wholeNumber(1, 31, '1 to 31 days.'),
    defaultKmPerDay: wholeNumber(0, 500, '0 to 500 km.'),
});

/** A price area. Its code is part of the calculators' links (a lead keeps the code it was made with). */
export const financingAreaFields = z.object({
    code: z
        .string({ required_error: 'Lower-case letters, digits and hyphens.' })
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'Lower-case letters, digits and hyphens.' }),
    name: z
        .string()
        .trim()
        .min(1, { message: 'The name is required.' })
        .max(120, { message: 'At most 120 characters.' }),
    position: wholeNumber(-1_000_000, 1_000_000, 'A whole number; lower numbers come first.'),
    enabled: z.boolean(),
});

/** One provider's terms for one tenor; a provider has one set of terms per tenor (FinancingService checks). */
export const financingRateFields = z.object({
    provider: z.enum(FINANCING_PROVIDERS, { message: 'One of the providers.' }),
    tenorMonths: wholeNumber(1, 120, 'Tenor: 1 to 120 months.'),
    flatRateBps: wholeNumber(0, 10_000, 'Flat rate: 0 to 100 % a year.'),
    adminFee: amount,
    insuranceRateBps: wholeNumber(0, 5_000, 'Insurance: 0 to 50 % of the OTR price.'),
    enabled: z.boolean(),
});

/** The on-the-road price of one model and battery in an area. */
export const financingOtrPriceFields = z.object({
    productSlug: z.enum(FINANCED_PRODUCTS, { message: 'One of the financed models.' }),
    batteryOption: z.enum(BATTERY_OPTIONS, { message: 'One of the battery options.' }),
    price: z
        .number({
            invalid_type_error: 'Price: a positive amount in rupiah.',
            required_error: 'Price: a positive amount in rupiah.',
        })
        .int({ message: 'Price: a positive amount in rupiah, at most two decimals.' })
        .positive({ message: 'Price: a positive amount in rupiah.' })
        .max(MAX_AMOUNT, { message: 'Price: at most Rp 1.000.000.000.000.' }),
});

export { describeProblems, problemIn } from '../../common/form-rules';

/**
 * DEMO financing parameters, invented for the prototype site: NOT real leasing terms, tariffs or prices.
 * The OTR price of an area is the catalogue price of the variant (catalog-data.ts) plus that area's
 * registration-and-delivery surcharge, so the calculator and the shop agree on the Jakarta price.
 * The seed hands them to FinancingService.seedParameters(); the plugin never imports the seed.
 */
import { BATTERY_OPTIONS, FinancingProvider } from '../plugins/financing/constants';
import { DEFAULT_FINANCING_SETTINGS } from '../plugins/financing/default-settings';
import type { FinancingSeedParameters } from '../plugins/financing/services/financing.service';
import { BATTERY_PRICE_DELTA, MOTORCYCLES } from './catalog-data';

export const DEMO_AREAS: Array<{ code: string; name: string; surchargeIdr: number }> = [
    { code: 'jakarta', name: 'DKI Jakarta', surchargeIdr: 0 },
    { code: 'bodetabek', name: 'Bogor, Depok, Tangerang, Bekasi', surchargeIdr: 350_000 },
    { code: 'jawa-barat', name: 'Jawa Barat', surchargeIdr: 750_000 },
    { code: 'jawa-tengah', name: 'Jawa Tengah & DI Yogyakarta', surchargeIdr: 1_250_000 },
    { code: 'jawa-timur', name: 'Jawa Timur', surchargeIdr: 1_450_000 },
    { code: 'bali', name: 'Bali', surchargeIdr: 1_900_000 },
];

/** OTR prices in minor units (IDR × 100). */
export function demoOtrPrices(): Array<{ areaCode: string; productSlug: string; batteryOption: string; price: number }> {
    return DEMO_AREAS.flatMap(area =>
        MOTORCYCLES.flatMap(m =>
            BATTERY_OPTIONS.map(battery => ({
                areaCode: area.code,
                productSlug: m.slug,
                batteryOption: battery,
                price: (m.basePrice + (BATTERY_PRICE_DELTA[battery] ?? 0) + area.surchargeIdr) * 100,
            })),
        ),
    );
}

type RateRow = { provider: FinancingProvider; tenorMonths: number; flatRateBps: number; adminFeeIdr: number; insuranceRateBps: number };

const rates = (provider: FinancingProvider, adminFeeIdr: number, insuranceRateBps: number, byTenor: Record<number, number>): RateRow[] =>
    Object.entries(byTenor).map(([tenor, bps]) => ({ provider, tenorMonths: Number(tenor), flatRateBps: bps, adminFeeIdr, insuranceRateBps }));

export const DEMO_RATES: RateRow[] = [
    ...rates('ADIRA', 500_000, 200, { 6: 1400, 12: 1450, 18: 1550, 24: 1650, 36: 1800 }),
    ...rates('BFI', 450_000, 200, { 6: 1350, 12: 1400, 18: 1500, 24: 1600, 36: 1750 }),
    ...rates('CASHBAC_EASYPAY', 750_000, 0, { 6: 0, 12: 990 }),
    ...rates('PAPITUPI', 300_000, 0, { 12: 1590, 18: 1690, 24: 1790 }),
];

/** Everything the seed's financing step stores. */
export function demoFinancingParameters(): FinancingSeedParameters {
    return { settings: DEFAULT_FINANCING_SETTINGS, areas: DEMO_AREAS, otrPrices: demoOtrPrices(), rates: DEMO_RATES };
}

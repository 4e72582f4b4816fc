import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'FinancingPlugin';

export const manageFinancingPermission = new PermissionDefinition({
    name: 'ManageFinancing',
    description: 'Allows editing financing parameters: areas and OTR prices, down payments, tenors, provider rates, running costs',
});

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

export const FINANCED_PRODUCTS = ['alva-one-1-battery', 'alva-cervo', 'alva-n3'];

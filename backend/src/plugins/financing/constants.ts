import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'FinancingPlugin';

export const manageFinancingPermission = new PermissionDefinition({
    name: 'ManageFinancing',
    description: 'Allows editing financing parameters: areas and OTR prices, down payments, tenors, provider rates, running costs',
});

// The lists live with the rules so the back office's forms can load them without the server's imports.
export {
    BATTERY_OPTIONS,
    FINANCED_PRODUCTS,
    FINANCING_PROVIDERS,
    PROVIDER_NAMES,
    type BatteryOption,
    type FinancingProvider,
} from './financing-rules';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import {
    BATTERY_NAMES,
    FINANCED_PRODUCT_NAMES,
    PROVIDER_NAMES,
    type BatteryOption,
    type FinancingProvider,
} from '../plugins/financing/financing-rules';

// Shared by the financing, installment and leads screens (a kit module: no plugin imports another's dashboard).
// The rules (shared with the server) name the battery options and "Other" in English; staff read them here in their
// language. The English must stay the rules' own (BATTERY_NAMES, PROVIDER_NAMES): change both together.
const BATTERY_LABELS: Record<BatteryOption, MessageDescriptor> = {
    single: msg`Single battery`,
    dual: msg`Dual battery`,
    'subscription-rental': msg`Battery subscription`,
};
// The other providers' names are brand names: shown as they are.
const PROVIDER_LABELS: Partial<Record<FinancingProvider, MessageDescriptor>> = { OTHER: msg`Other` };

/** Product names are brand names (shown as they are); an unknown slug shows itself. */
export const modelName = (slug: string) => FINANCED_PRODUCT_NAMES[slug as keyof typeof FINANCED_PRODUCT_NAMES] ?? slug;

/** The names of providers and battery options, and the choices of their select fields, in the staff's language. */
export function useFinancingNames() {
    const { i18n } = useLingui();
    const batteryName = (code: string) => {
        const label = BATTERY_LABELS[code as BatteryOption] as MessageDescriptor | undefined;
        return label ? i18n._(label) : (BATTERY_NAMES[code as BatteryOption] ?? code);
    };
    const providerName = (code: string) => {
        const label = PROVIDER_LABELS[code as FinancingProvider];
        return label ? i18n._(label) : (PROVIDER_NAMES[code as FinancingProvider] ?? code);
    };
    return {
        batteryName,
        providerName,
        batteryOptions: Object.fromEntries(Object.keys(BATTERY_NAMES).map(code => [code, batteryName(code)])),
        providerOptions: Object.fromEntries(Object.keys(PROVIDER_NAMES).map(code => [code, providerName(code)])),
    };
}

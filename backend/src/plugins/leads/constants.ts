import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'LeadsPlugin';
export const LEADS_PLUGIN_OPTIONS = Symbol('LEADS_PLUGIN_OPTIONS');

export const readLeadsPermission = new PermissionDefinition({
    name: 'ReadLeads',
    description: 'Allows reading marketing leads and contact-us messages',
});

export interface LeadsPluginOptions {
    /** Stored submissions of one kind (lead or contact message) per client address and window. Default 5. */
    maxPerWindow?: number;
    /** Default 10. */
    windowMinutes?: number;
    /** Salt of the stored client-address hash (the address itself is never stored). */
    addressSalt?: string;
}

export interface ResolvedLeadsOptions {
    maxPerWindow: number;
    windowMinutes: number;
    addressSalt: string;
}

export function resolveLeadsOptions(o: LeadsPluginOptions): ResolvedLeadsOptions {
    return {
        maxPerWindow: o.maxPerWindow ?? 5,
        windowMinutes: o.windowMinutes ?? 10,
        addressSalt: o.addressSalt ?? 'alva-leads',
    };
}

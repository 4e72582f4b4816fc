import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'DealersPlugin';
export const DEALERS_PLUGIN_OPTIONS = Symbol('DEALERS_PLUGIN_OPTIONS');

export interface DealersPluginOptions {
    /** Whether the shop query lists inactive locations too. Default false. */
    includeInactive?: boolean;
}

export const manageDealersPermission = new PermissionDefinition({
    name: 'ManageDealers',
    description: 'Allows creating, updating and deleting experience centres and dealers',
});

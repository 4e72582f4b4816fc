import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'ContentPlugin';
export const CONTENT_PLUGIN_OPTIONS = Symbol('CONTENT_PLUGIN_OPTIONS');
/** Locale used when a page has no translation in the requested one. */
export const FALLBACK_LOCALE = 'en';

export interface ContentPluginOptions {
    /** Locale used when a page has no translation in the requested one. Default `en`. */
    fallbackLocale?: string;
}

export const manageContentPermission = new PermissionDefinition({
    name: 'ManageContent',
    description: 'Allows creating, updating and deleting site content such as meta tags',
});

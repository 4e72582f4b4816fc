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
    description: 'Allows creating, updating and deleting site content: meta tags, FAQ, blog posts and legal pages',
});

/** The legal pages the site has, at the root of the site (SPEC §2 "policyId"). */
export const LEGAL_PAGE_SLUGS = [
    'privacy-policy-term-of-use',
    'refund-return-warranty',
    'conditions-for-orders-outside-jabodetabek-area',
    'warranty',
] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** Slugs used in URLs: lower-case letters, digits and dashes. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** A locale such as `en`, `id` or `en-GB`. */
export const LOCALE = /^[a-z]{2}(-[A-Za-z]{2})?$/;

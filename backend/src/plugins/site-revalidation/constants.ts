export const loggerCtx = 'SiteRevalidationPlugin';
export const SITE_REVALIDATION_OPTIONS = Symbol('SITE_REVALIDATION_OPTIONS');

export interface SiteRevalidationOptions {
    /** The site's on-demand revalidation endpoint. Default `<SITE_URL>/api/revalidate`. */
    url?: string;
    /** Shared with the site (REVALIDATE_SECRET); without one nothing is sent. */
    secret?: string;
    /** Changes within this many ms are sent together. Default 500. */
    debounceMs?: number;
}

export interface ResolvedSiteRevalidationOptions {
    url: string;
    secret: string;
    debounceMs: number;
}

/** What changed, in the site's terms; the site maps it to its pages (src/lib/revalidation.ts). */
export interface SiteChanges {
    products: string[];
}

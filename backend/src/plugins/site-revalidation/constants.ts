export const loggerCtx = 'SiteRevalidationPlugin';
export const SITE_REVALIDATION_OPTIONS = Symbol('SITE_REVALIDATION_OPTIONS');

/** One job per site instance and batch of changes (processed by the worker; by the test server in the e2e specs). */
export const SITE_REVALIDATION_QUEUE = 'site-revalidation';
/** An instance that is down (a restart, a deploy) or answers an error is asked again this many times… */
export const SITE_REVALIDATION_RETRIES = 4;
/**
 * …after 5 s, 10 s, 20 s and 40 s (the job queue's backoff: vendure-config.ts); after that, the instance's pages
 * refresh on their own schedule (`revalidate: 60`).
 */
export const SITE_REVALIDATION_RETRY_DELAY_MS = 5_000;

/** Delay before retry `attempts` (1 = the first retry) of a revalidation call: exponential. */
export function siteRevalidationBackoffMs(attempts: number): number {
    return SITE_REVALIDATION_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1);
}

export interface SiteRevalidationOptions {
    /**
     * The site's on-demand revalidation endpoint, or several separated by commas: one per Next.js instance when each
     * keeps its own page cache (a cluster). Default `<SITE_URL>/api/revalidate`.
     */
    url?: string;
    /** Shared with the site (REVALIDATE_SECRET); without one nothing is sent. */
    secret?: string;
    /** Changes within this many ms are sent together. Default 500. */
    debounceMs?: number;
}

export interface ResolvedSiteRevalidationOptions {
    urls: string[];
    secret: string;
    debounceMs: number;
}

/** Fixed pages (or groups of them) the site re-renders: see `pathsFor` in src/lib/revalidation.ts. */
export type SitePage = 'about' | 'support' | 'blog' | 'calculators' | 'contact' | 'experience-center' | 'shop' | 'all';

/**
 * What changed, in the site's terms; the site maps it to its pages (src/lib/revalidation.ts). A type, not an
 * interface: it is job data (JSON-compatible).
 */
export type SiteChanges = {
    /** Product slugs (home, /product, /product/<slug>). */
    products?: string[];
    /** Shop items by category (collection slug) and product slug (/shop, /shop/<category>, /shop/<category>/<slug>). */
    shopItems?: Array<{ category: string; slug: string }>;
    /** FAQ topics, or single answers of a topic (/support, /support/<topic>[/<answer>]). */
    faq?: Array<{ topic: string; answer?: string }>;
    /** Blog post slugs (/blog, /blog/<slug>). */
    blogPosts?: string[];
    /** Legal page slugs (/<slug>). */
    legalPages?: string[];
    pages?: SitePage[];
};

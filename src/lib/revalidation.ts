import { timingSafeEqual } from 'node:crypto';
import { routes } from '@/config/routes';

/**
 * On-demand revalidation (src/pages/api/revalidate.ts): the back end says what changed, in the site's terms,
 * and this maps it to the statically generated pages that show it, in every locale. Pages that show a new kind
 * of data add it here (e.g. shop item pages for products).
 */
export interface SiteChanges {
  products?: string[];
}

export const LOCALES = ['en', 'id'] as const;
const DEFAULT_LOCALE = 'en';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Paths as `res.revalidate` wants them: the default locale unprefixed, the others with their prefix. */
export function pathsFor(changes: SiteChanges): string[] {
  const pages = new Set<string>();
  const products = (changes.products ?? []).filter((slug) => typeof slug === 'string' && SLUG.test(slug));
  if (products.length) {
    pages.add(routes.home);
    pages.add(routes.product);
    for (const slug of products) pages.add(routes.productDetail(slug));
  }
  const paths: string[] = [];
  for (const page of pages) {
    for (const locale of LOCALES) {
      paths.push(locale === DEFAULT_LOCALE ? page : page === '/' ? `/${locale}` : `/${locale}${page}`);
    }
  }
  return paths;
}

/** Constant-time comparison of the shared secret; false when none is configured. */
export function isValidSecret(given: string | string[] | undefined, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

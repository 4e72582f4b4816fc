import { timingSafeEqual } from 'node:crypto';
import { routes } from '@/config/routes';
import { DEV_REVALIDATE_SECRET } from '@/lib/dev-secrets';
import { isShopCategory, SHOP_CATEGORIES, shopPaths } from '@/config/shop';

/**
 * On-demand revalidation (src/pages/api/revalidate.ts): the back end says what changed, in the site's terms,
 * and this maps it to the statically generated pages that show it, in every locale. Pages that show a new kind
 * of data add it here (e.g. shop item pages for products).
 */
export type SitePage = 'about' | 'support' | 'blog' | 'calculators' | 'contact' | 'experience-center' | 'shop' | 'all';

export interface SiteChanges {
  /** Product slugs: home, /product, /product/<slug>. */
  products?: string[];
  /** Shop items: /shop, /shop/<category>, /shop/<category>/<slug>. */
  shopItems?: Array<{ category: string; slug: string }>;
  /** FAQ topics or single answers: /support, /support/<topic>[/<answer>]. */
  faq?: Array<{ topic: string; answer?: string }>;
  /** Blog post slugs: /blog, /blog/<slug>. */
  blogPosts?: string[];
  /** Legal page slugs: /<slug> (only the four legal pages). */
  legalPages?: string[];
  /** Fixed pages; `all` is every fixed page (a meta-tag edit may concern any of them). */
  pages?: SitePage[];
}

export const LOCALES = ['en', 'id'] as const;
const DEFAULT_LOCALE = 'en';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const LEGAL_PAGES = [
  'privacy-policy-term-of-use',
  'refund-return-warranty',
  'conditions-for-orders-outside-jabodetabek-area',
  'warranty',
] as const;

const FIXED_PAGES: Record<Exclude<SitePage, 'all'>, string[]> = {
  about: [routes.about],
  support: [routes.support, routes.rechargeAndSwap],
  blog: [routes.blog],
  calculators: [routes.monthlyCost, routes.dpSimulation],
  contact: [routes.contactUs],
  'experience-center': [routes.experienceCenter],
  shop: [shopPaths.shop, ...SHOP_CATEGORIES.map((c) => shopPaths.category(c))],
};
const ALL_FIXED = [
  routes.home,
  routes.product,
  routes.myAlvaApp,
  routes.testRide,
  ...Object.values(FIXED_PAGES).flat(),
  ...LEGAL_PAGES.map((slug) => `/${slug}`),
];

const slugs = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && SLUG.test(s)) : [];
const objects = (list: unknown): Array<Record<string, unknown>> =>
  Array.isArray(list) ? list.filter((o): o is Record<string, unknown> => !!o && typeof o === 'object') : [];
const isSlug = (s: unknown): s is string => typeof s === 'string' && SLUG.test(s);

/** Paths as `res.revalidate` wants them: the default locale unprefixed, the others with their prefix. */
export function pathsFor(changes: SiteChanges): string[] {
  const pages = new Set<string>();
  const products = slugs(changes.products);
  if (products.length) {
    pages.add(routes.home);
    pages.add(routes.product);
    for (const slug of products) pages.add(routes.productDetail(slug));
  }
  for (const item of objects(changes.shopItems)) {
    if (typeof item.category !== 'string' || !isShopCategory(item.category) || !isSlug(item.slug)) continue;
    pages.add(shopPaths.shop);
    pages.add(shopPaths.category(item.category));
    pages.add(shopPaths.item(item.category, item.slug));
  }
  for (const entry of objects(changes.faq)) {
    if (!isSlug(entry.topic)) continue;
    pages.add(routes.support);
    pages.add(routes.supportTopic(entry.topic));
    if (isSlug(entry.answer)) pages.add(routes.supportAnswer(entry.topic, entry.answer));
  }
  const posts = slugs(changes.blogPosts);
  if (posts.length) pages.add(routes.blog);
  for (const slug of posts) pages.add(routes.blogPost(slug));
  for (const slug of slugs(changes.legalPages)) {
    if ((LEGAL_PAGES as readonly string[]).includes(slug)) pages.add(`/${slug}`);
  }
  for (const page of Array.isArray(changes.pages) ? changes.pages : []) {
    if (page === 'all') ALL_FIXED.forEach((p) => pages.add(p));
    else if (Object.hasOwn(FIXED_PAGES, page)) FIXED_PAGES[page].forEach((p) => pages.add(p));
  }
  const paths: string[] = [];
  for (const page of pages) {
    for (const locale of LOCALES) {
      paths.push(locale === DEFAULT_LOCALE ? page : page === '/' ? `/${locale}` : `/${locale}${page}`);
    }
  }
  return paths;
}

export { DEV_REVALIDATE_SECRET };

/**
 * Constant-time comparison of the shared secret; false when none is configured, and false for the repository's
 * default secret outside development.
 */
export function isValidSecret(
  given: string | string[] | undefined,
  expected: string | undefined,
  nodeEnv = process.env.NODE_ENV,
): boolean {
  if (!expected || typeof given !== 'string') return false;
  if (expected === DEV_REVALIDATE_SECRET && nodeEnv !== 'development') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const locales = ['en', 'id'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function asLocale(value: string | undefined): Locale {
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale;
}

/**
 * Namespaces the app shell uses on every page (top menu, footer, language switcher, account area, cart link, error
 * toasts, SEO head): always sent with a page's own namespaces.
 */
export const LAYOUT_NAMESPACES = [
  'Common',
  'Nav',
  'Footer',
  'Seo',
  'LanguageSwitcher',
  'AccountMenu',
  'Errors',
  'Cart',
] as const;

export const TIME_ZONE = 'Asia/Jakarta';

/** A path in a locale: English has no prefix, Indonesian lives under /id. */
export function localePath(locale: string | undefined, path: string): string {
  const loc = asLocale(locale);
  if (loc === defaultLocale) return path;
  return path === '/' ? `/${loc}` : `/${loc}${path}`;
}

/** The page's language as Next renders it into <html lang>. */
export function documentLocale(): string {
  return typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
}

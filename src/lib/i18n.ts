import type { AbstractIntlMessages } from 'next-intl';

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

/**
 * Loads one locale's messages for get*Props; only that locale is sent to the browser. With `namespaces`, only those
 * and the layout's are sent (smaller page data, less to parse and hydrate); without, the whole file.
 */
export async function loadMessages(
  locale: string | undefined,
  namespaces?: readonly string[],
): Promise<AbstractIntlMessages> {
  const loc = asLocale(locale);
  const all: AbstractIntlMessages = (await import(`../../messages/${loc}.json`)).default;
  if (!namespaces) return all;
  const picked: AbstractIntlMessages = {};
  for (const ns of [...LAYOUT_NAMESPACES, ...namespaces]) if (ns in all) picked[ns] = all[ns];
  return picked;
}

export const TIME_ZONE = 'Asia/Jakarta';

/** A path in a locale: English has no prefix, Indonesian lives under /id. */
export function localePath(locale: string | undefined, path: string): string {
  const loc = asLocale(locale);
  if (loc === defaultLocale) return path;
  return path === '/' ? `/${loc}` : `/${loc}${path}`;
}

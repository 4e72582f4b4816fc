import type { AbstractIntlMessages } from 'next-intl';

export const locales = ['en', 'id'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function asLocale(value: string | undefined): Locale {
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale;
}

/** Loads one locale's messages for get*Props; only that locale is sent to the browser. */
export async function loadMessages(locale: string | undefined): Promise<AbstractIntlMessages> {
  const loc = asLocale(locale);
  return (await import(`../../messages/${loc}.json`)).default;
}

export const TIME_ZONE = 'Asia/Jakarta';

/** A path in a locale: English has no prefix, Indonesian lives under /id. */
export function localePath(locale: string | undefined, path: string): string {
  const loc = asLocale(locale);
  if (loc === defaultLocale) return path;
  return path === '/' ? `/${loc}` : `/${loc}${path}`;
}

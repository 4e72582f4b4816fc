import { UserInputError } from '@vendure/core';

import { FALLBACK_LOCALE, LOCALE, SLUG } from './constants';

interface Translated {
    languageCode: string;
}

/** The translation for `locale` (`en-GB` → `en`), else the fallback locale's, else the first one. */
export function pickTranslation<T extends Translated>(
    translations: T[] | undefined,
    locale: string,
    fallback: string = FALLBACK_LOCALE,
): T | undefined {
    const list = translations ?? [];
    const wanted = locale.toLowerCase().split('-')[0];
    return list.find(t => t.languageCode === wanted) ?? list.find(t => t.languageCode === fallback) ?? list[0];
}

export function assertSlug(slug: string, what = 'slug'): void {
    if (!SLUG.test(slug)) {
        throw new UserInputError(`Invalid ${what} "${slug}" (lower-case letters, digits and dashes, at most 100)`);
    }
}

/** Checks the locales of a translation list: valid, no locale twice. */
export function assertLocales(inputs: Translated[]): void {
    const seen = new Set<string>();
    for (const input of inputs) {
        if (!LOCALE.test(input.languageCode)) throw new UserInputError(`Invalid locale "${input.languageCode}"`);
        if (seen.has(input.languageCode)) throw new UserInputError(`Locale "${input.languageCode}" is given twice`);
        seen.add(input.languageCode);
    }
}

/** A required text field: trimmed, non-empty, at most `max` characters. */
export function requiredText(value: string | null | undefined, field: string, max: number): string {
    const text = (value ?? '').trim();
    if (!text) throw new UserInputError(`${field} is required`);
    if (text.length > max) throw new UserInputError(`${field} is longer than ${max} characters`);
    return text;
}

/** A link the site may render: an http(s) URL or a site path. */
export function assertSafeUrl(url: string, field: string): void {
    if (!/^(https?:\/\/|\/(?!\/))/i.test(url)) {
        throw new UserInputError(`${field} must be an http(s) URL or a path starting with /`);
    }
}

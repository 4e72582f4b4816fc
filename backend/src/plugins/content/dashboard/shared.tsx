export const LOCALES = [
    { code: 'en', label: 'English' },
    { code: 'id', label: 'Indonesian' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['code'];

export const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_HINT = 'Lower-case letters, digits and dashes (it is part of the page address).';

/** Server messages about a slug (taken, malformed) belong next to the slug field. */
export function isSlugError(message: string): boolean {
    return /slug|already (exists|has)|already/i.test(message);
}

// The form pieces every back-office editor uses live in the kit; re-exported for this plugin's pages.
export { ConfirmDelete, errorText, Field, StatusLine } from '../../../dashboard-kit';

/** A record's title in one locale, from its translations. */
export function titleIn(translations: ReadonlyArray<{ languageCode: string; title: string }>, code: LocaleCode) {
    return translations.find(t => t.languageCode === code)?.title;
}

export const SAVED = 'Saved. The site shows the change in a few seconds.';

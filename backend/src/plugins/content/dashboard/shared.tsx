/** A record's title in one language, from its translations (the list pages' two title columns). */
export function titleIn(translations: ReadonlyArray<{ languageCode: string; title: string }>, code: string) {
    return translations.find(t => t.languageCode === code)?.title;
}

/** A server refusal about a slug (taken, malformed) belongs under the slug field. */
export function slugFieldOf(message: string): 'slug' | null {
    return /slug|already/i.test(message) ? 'slug' : null;
}

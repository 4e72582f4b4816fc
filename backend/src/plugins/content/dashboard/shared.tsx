type Titled = { translations: ReadonlyArray<{ languageCode: string; title: string }> };

/** A record's title in one language, from its translations (the list pages' two title columns). */
export function titleIn(translations: Titled['translations'], code: string) {
    return translations.find(t => t.languageCode === code)?.title;
}

/** A list's extra column of the records' Indonesian titles ("—" for none); the English one is `translations`. */
export function indonesianTitleColumn(header: string) {
    return {
        header,
        meta: { dependencies: ['translations' as const] },
        cell: ({ row }: { row: { original: Titled } }) => titleIn(row.original.translations, 'id') ?? '—',
    };
}

/** A server refusal about a slug (taken, malformed) belongs under the slug field. */
export function slugFieldOf(message: string): 'slug' | null {
    return /slug|already/i.test(message) ? 'slug' : null;
}

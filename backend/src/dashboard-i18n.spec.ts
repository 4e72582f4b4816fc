import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { HARD_CODED_VENDURE_STRINGS, textOf } from './dashboard-kit/i18n/hard-coded-strings';

/**
 * The back office in Indonesian: every message our dashboard screens use (found in the source, as `npm run
 * i18n:extract -w backend` finds it) has an Indonesian translation in its plugin's catalogue. A message missing from
 * the catalogues shows as its id (e.g. "5cxUwd") in either language; an untranslated one in English. The dashboard
 * merges all plugins' catalogues into one, so a message translated differently in two of them would show one of the
 * two at random: the same English (and context) has one translation.
 */
type Messages = Record<string, { message?: string; translation?: string }>;
type Catalogs = (config: LinguiConfigNormalized) => Promise<
    Array<{
        path: string;
        collect(): Promise<Messages | undefined>;
        read(locale: string): Promise<Messages | undefined>;
    }>
>;

describe('back-office catalogues', () => {
    const config = getConfig({ configPath: join(__dirname, '..', 'lingui.config.js') });

    it('translate every message of every screen into Indonesian', async () => {
        // @lingui/cli publishes its API through an exports map only, which this package's CommonJS type resolution does
        // not read: loaded by a specifier the type checker does not follow.
        const cliApi: string = '@lingui/cli/api';
        const { getCatalogs } = (await import(cliApi)) as { getCatalogs: Catalogs };
        const catalogs = await getCatalogs(config);
        expect(catalogs.length).toBeGreaterThan(0);
        const untranslated: string[] = [];
        const translations = new Map<string, Set<string>>();
        let messages = 0;
        for (const catalog of catalogs) {
            const inSource = (await catalog.collect()) ?? {};
            const indonesian = (await catalog.read('id')) ?? {};
            for (const [id, message] of Object.entries(inSource)) {
                messages++;
                const translation = indonesian[id]?.translation;
                if (!translation) untranslated.push(`${catalog.path}: ${message.message ?? id}`);
                else translations.set(id, (translations.get(id) ?? new Set()).add(translation));
            }
        }
        expect(untranslated).toEqual([]);
        const inconsistent = [...translations]
            .filter(([, t]) => t.size > 1)
            .map(([id, t]) => `${id}: ${[...t].join(' | ')}`);
        expect(inconsistent).toEqual([]);
        // The screens are translated at all (an extraction that finds nothing would pass the check above).
        expect(messages).toBeGreaterThan(500);
    }, 120_000);

    it("translate only strings Vendure's dashboard still has, each into Indonesian (dashboard-kit/i18n/vendure.id.po)", async () => {
        const { formatter } = await import('@lingui/format-po');
        // A string with an explicit id (Vendure's navigation titles) is keyed by its English and has no `message`.
        const read = async (file: string) =>
            Object.entries(
                (await formatter().parse(readFileSync(file, 'utf8'), {
                    locale: null,
                    sourceLocale: 'en',
                    filename: file,
                })) ?? {},
            ).map(([id, m]) => ({ ...m, message: m.message ?? id }));
        // The package exports no path to its catalogues: found from its Vite plugin (dist/vite/index.js), as
        // vite.config.mts finds the package.
        const vendureDir = dirname(dirname(dirname(require.resolve('@vendure/dashboard/vite'))));
        const key = (m: { message?: string; context?: string }) => `${m.context ?? ''}|${m.message}`;
        const vendure = new Set((await read(join(vendureDir, 'src/i18n/locales/en.po'))).map(key));
        // The strings the build routes through i18n (vite.config.mts) count while Vendure's source still has them.
        for (const { file, jsx } of HARD_CODED_VENDURE_STRINGS) {
            if (readFileSync(join(vendureDir, file), 'utf8').includes(jsx)) vendure.add(key({ message: textOf(jsx) }));
        }
        const ours = await read(join(__dirname, 'dashboard-kit/i18n/vendure.id.po'));
        expect(ours.length).toBeGreaterThan(50);
        // A string Vendure renamed or dropped in an upgrade would silently stay English.
        expect(ours.filter(m => !vendure.has(key(m))).map(key)).toEqual([]);
        expect(ours.filter(m => !m.translation).map(key)).toEqual([]);
    });

    it('name every field of our list queries for the column and filter menus (dashboard-kit/field-names.ts)', () => {
        const named = new Set(
            [
                ...readFileSync(join(__dirname, 'dashboard-kit/field-names.ts'), 'utf8').matchAll(
                    /'fieldName\.(\w+)'/g,
                ),
            ].map(m => m[1]),
        );
        const plugins = join(__dirname, 'plugins');
        const listFields = new Set<string>();
        for (const plugin of readdirSync(plugins)) {
            let documents: string;
            try {
                documents = readFileSync(join(plugins, plugin, 'dashboard/graphql.ts'), 'utf8');
            } catch {
                continue;
            }
            for (const field of fieldsOfListItems(documents)) listFields.add(field);
        }
        expect(listFields.size).toBeGreaterThan(40);
        expect([...listFields].filter(field => !named.has(field))).toEqual([]);
    });
});

/** The fields a document selects directly inside each `items { ... }` (a list query's rows), without arguments. */
function fieldsOfListItems(documents: string): string[] {
    const fields: string[] = [];
    for (const start of documents.matchAll(/\bitems\s*\{/g)) {
        let depth = 1;
        let topLevel = '';
        for (let i = start.index + start[0].length; depth > 0 && i < documents.length; i++) {
            const c = documents[i];
            if (c === '{') depth++;
            else if (c === '}') depth--;
            else if (depth === 1) topLevel += c;
        }
        const names = topLevel.replace(/\([^)]*\)/g, ' ').match(/[A-Za-z_]\w*/g) ?? [];
        fields.push(...names.filter(name => name !== '__typename' && name !== 'on'));
    }
    return fields;
}

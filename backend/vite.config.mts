/**
 * Vendure's React dashboard (the back office), built with Vite into dist/dashboard and served by the
 * DashboardPlugin at /dashboard (vendure-config.ts). `npm run build:dashboard -w backend` builds it; the
 * back-end build (and so `npm run dev`, `npm start`, the e2e stack and CI) calls scripts/build-dashboard.mjs,
 * which skips the build when nothing it depends on has changed.
 *
 * The plugin compiles vendure-config.ts to introspect the admin API (our plugins' extensions and custom
 * fields) and to find each plugin's `dashboard` extension entry.
 */
import { LanguageCode } from '@vendure/common/lib/generated-types';
import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { readFile } from 'fs/promises';
import { createRequire } from 'module';
import { dirname, join, resolve } from 'path';
import { pathToFileURL } from 'url';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { defineConfig, type Plugin } from 'vite';

import { HARD_CODED_VENDURE_STRINGS, translatedJsx } from './src/dashboard-kit/i18n/hard-coded-strings';

// Vite runs with NODE_ENV=production, where vendure-config.ts requires real secrets. The config is only loaded
// here to read its schema and plugins (no server starts, nothing is signed), so placeholders do.
for (const name of ['SUPERADMIN_USERNAME', 'SUPERADMIN_PASSWORD', 'COOKIE_SECRET', 'MIDTRANS_SERVER_KEY']) {
    process.env[name] ||= 'dashboard-build-introspection-only';
}
delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

// The site pins React 19.1 (Next 15) at the repository root; the dashboard ships its own newer React. Two
// copies in one page break hooks ("reading 'useRef'"): everything in the dashboard build uses the dashboard's.
const require = createRequire(import.meta.url);
const dashboardDir = dirname(dirname(dirname(require.resolve('@vendure/dashboard/vite'))));
const dashboardRequire = createRequire(join(dashboardDir, 'package.json'));
const reactDir = dirname(dashboardRequire.resolve('react/package.json'));
const reactDomDir = dirname(dashboardRequire.resolve('react-dom/package.json'));

const BUILT_IN_CATALOGUE_LOOKUP = 'const loader = localeMessages[`../../i18n/locales/${locale}.po`];';
const PLUGIN_TRANSLATIONS_MODULE = '\0virtual:plugin-translations';

/**
 * Staff choose English or Indonesian (user menu > language). Our screens' messages are in each plugin's
 * `dashboard/i18n/{en,id}.po` (Lingui, the dashboard's own i18n; lingui.config.js). Two gaps of @vendure/dashboard
 * 3.7 for a language it has no catalogue of its own for, closed here at build time:
 * - it refuses to switch to such a language: its own strings now come from its English catalogue instead;
 * - it merges the plugins' catalogues only for the languages it ships, so our `id.po` was read as English, and it
 *   hands them to Lingui uncompiled: our messages, compiled, are put in the plugin-translations module it loads.
 * Fails the build if a dashboard upgrade changes either place, so neither is silently lost. A third gap, a string
 * Vendure does not translate at all, is closed by HARD_CODED_VENDURE_STRINGS (src/dashboard-kit/i18n/hard-coded-strings.ts).
 */
function dashboardInIndonesian(): Plugin[] {
    const translatable: Plugin = {
        name: 'alva:dashboard-hard-coded-strings',
        // Before the JSX is compiled: the strings are found as Vendure wrote them.
        enforce: 'pre',
        transform(code, id) {
            const found = HARD_CODED_VENDURE_STRINGS.filter(s =>
                id.split('?')[0].endsWith(`/@vendure/dashboard/${s.file}`),
            );
            if (!found.length) return null;
            let patched = code;
            for (const { jsx } of found) {
                if (!patched.includes(jsx)) {
                    this.error(`@vendure/dashboard changed ${jsx}: revisit HARD_CODED_VENDURE_STRINGS`);
                }
                patched = patched.replace(jsx, translatedJsx(jsx));
            }
            return patched;
        },
    };
    const merged: Plugin = {
        name: 'alva:dashboard-in-indonesian',
        enforce: 'post',
        async transform(code, id) {
            if (id === PLUGIN_TRANSLATIONS_MODULE) {
                if (!code.includes('export default translations;')) {
                    this.error(
                        '@vendure/dashboard changed its plugin-translations module: revisit dashboardInIndonesian',
                    );
                }
                const [english, indonesian] = [
                    await ourMessages('en'),
                    { ...(await vendureStringsInIndonesian()), ...(await ourMessages('id')) },
                ];
                return `${code}
translations.en = { ...translations.en, ...${JSON.stringify(english)} };
translations.id = { ...translations.id, ...${JSON.stringify(indonesian)} };
`;
            }
            if (id.split('?')[0].endsWith('/src/lib/lib/load-i18n-messages.ts')) {
                if (!code.includes(BUILT_IN_CATALOGUE_LOOKUP)) {
                    this.error('@vendure/dashboard changed how it loads its catalogues: revisit dashboardInIndonesian');
                }
                return code.replace(
                    BUILT_IN_CATALOGUE_LOOKUP,
                    BUILT_IN_CATALOGUE_LOOKUP.replace(/;$/, " ?? localeMessages['../../i18n/locales/en.po'];"),
                );
            }
            return null;
        },
    };
    return [translatable, merged];
}

/**
 * Tailwind generates only the classes it finds in the files it scans: Vendure's dashboardTailwindSourcePlugin adds an
 * `@source` for each plugin's dashboard folder to the dashboard's stylesheets, but the kit (src/dashboard-kit) is no
 * plugin's. Its folder is added the same way, so a class written once in the kit (RecordTable's wrapping cells) is
 * generated whichever screen uses it.
 */
function kitTailwindSource(): Plugin {
    const kit = resolve(import.meta.dirname, 'src/dashboard-kit');
    return {
        name: 'alva:dashboard-kit-tailwind-source',
        // Before Tailwind reads the stylesheet (listed before vendureDashboardPlugin, as Tailwind is 'pre' too).
        enforce: 'pre',
        transform(code, id) {
            if (!/\/app\/(styles|extension-tailwind)\.css$/.test(id.split('?')[0])) return null;
            return `${code}\n@source '${kit}';\n`;
        },
    };
}

/**
 * Our catalogues' messages in a language by message id (English where one is still untranslated), compiled: the
 * dashboard passes the plugins' messages to Lingui as text, which does not fill in a placeholder such as `{name}`.
 */
async function ourMessages(locale: 'en' | 'id'): Promise<Record<string, CompiledMessage>> {
    const { getConfig } = await import('@lingui/conf');
    const { getCatalogs } = await import('@lingui/cli/api');
    const config = getConfig({ configPath: join(import.meta.dirname, 'lingui.config.js') });
    const messages: Record<string, CompiledMessage> = {};
    for (const catalog of await getCatalogs(config)) {
        const found = await catalog.getTranslations(locale, { sourceLocale: 'en', fallbackLocales: { default: 'en' } });
        for (const [id, text] of Object.entries(found.messages)) messages[id] = compileMessage(text);
    }
    return messages;
}

/**
 * Indonesian for the most visible strings of Vendure's own dashboard (src/dashboard-kit/i18n/vendure.id.po), by both
 * ids the dashboard may look a string up by: Lingui's id made from the English (and context), and the English itself
 * (the navigation's titles are looked up by their English).
 */
async function vendureStringsInIndonesian(): Promise<Record<string, CompiledMessage>> {
    const { formatter: poFormatter } = await import('@lingui/format-po');
    const file = join(import.meta.dirname, 'src/dashboard-kit/i18n/vendure.id.po');
    const entries = await poFormatter().parse(await readFile(file, 'utf8'), {
        locale: 'id',
        sourceLocale: 'en',
        filename: file,
    });
    const messages: Record<string, CompiledMessage> = {};
    for (const [id, { message, context, translation }] of Object.entries(entries ?? {})) {
        if (!translation) continue;
        messages[id] = compileMessage(translation);
        if (message && !context) messages[message] = compileMessage(translation);
    }
    return messages;
}

export default defineConfig({
    base: '/dashboard/',
    build: {
        outDir: join(import.meta.dirname, 'dist/dashboard'),
        emptyOutDir: true,
        // The dashboard is an internal tool loaded once per session; a report of chunk sizes only slows the build.
        reportCompressedSize: false,
        chunkSizeWarningLimit: 4000,
    },
    plugins: [
        // First: Tailwind (in vendureDashboardPlugin) runs as early as this and must find the kit's `@source`.
        kitTailwindSource(),
        vendureDashboardPlugin({
            vendureConfigPath: pathToFileURL(resolve(import.meta.dirname, 'src/vendure-config.ts')),
            vendureConfigExport: 'config',
            tempCompilationDir: resolve(import.meta.dirname, 'node_modules/.cache/vendure-dashboard-temp'),
            // Same origin as the admin API (the server serves both), which uses bearer tokens.
            api: { host: 'auto', port: 'auto', adminApiPath: 'admin-api', tokenMethod: 'bearer' },
            gqlOutputPath: resolve(import.meta.dirname, 'src/gql'),
            i18n: { defaultLanguage: LanguageCode.en, availableLanguages: [LanguageCode.en, LanguageCode.id] },
        }),
        ...dashboardInIndonesian(),
    ],
    resolve: {
        alias: {
            '@/gql': resolve(import.meta.dirname, './src/gql/graphql.ts'),
            react: reactDir,
            'react-dom': reactDomDir,
        },
        dedupe: ['react', 'react-dom'],
    },
});

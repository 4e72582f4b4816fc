// Lingui catalogues of our back-office screens (the dashboard's own i18n). Each plugin's dashboard keeps its strings
// in `dashboard/i18n/{locale}.po`, where the dashboard build finds them. The shared kit (src/dashboard-kit) is not
// a plugin, and the dashboard reads catalogues only inside a plugin's dashboard folder: its strings go to the content
// plugin's catalogue. `npm run i18n:extract -w backend` adds new strings to every catalogue (translate the empty
// `msgstr`s in id.po); `src/dashboard-i18n.spec.ts` (in `npm test`) fails while one is untranslated.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const plugins = [
    'content',
    'dealers',
    'financing',
    'identity-documents',
    'installment',
    'leads',
    'orders',
    'pstools',
    'purchase',
    'test-rides',
];

export default defineConfig({
    sourceLocale: 'en',
    locales: ['en', 'id'],
    // Line numbers would change the catalogues on every unrelated edit.
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
    catalogs: plugins.map(plugin => ({
        path: `<rootDir>/src/plugins/${plugin}/dashboard/i18n/{locale}`,
        include: [
            `<rootDir>/src/plugins/${plugin}/dashboard`,
            ...(plugin === 'content' ? ['<rootDir>/src/dashboard-kit'] : []),
        ],
    })),
});

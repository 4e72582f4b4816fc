/**
 * Vendure's React dashboard (the back office), built with Vite into dist/dashboard and served by the
 * DashboardPlugin at /dashboard (vendure-config.ts). `npm run build:dashboard -w backend` builds it; the
 * back-end build (and so `npm run dev`, `npm start`, the e2e stack and CI) calls scripts/build-dashboard.mjs,
 * which skips the build when nothing it depends on has changed.
 *
 * The plugin compiles vendure-config.ts to introspect the admin API (our plugins' extensions and custom
 * fields) and to find each plugin's `dashboard` extension entry.
 */
import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { createRequire } from 'module';
import { dirname, join, resolve } from 'path';
import { pathToFileURL } from 'url';
import { defineConfig } from 'vite';

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
        vendureDashboardPlugin({
            vendureConfigPath: pathToFileURL(resolve(import.meta.dirname, 'src/vendure-config.ts')),
            vendureConfigExport: 'config',
            tempCompilationDir: resolve(import.meta.dirname, 'node_modules/.cache/vendure-dashboard-temp'),
            // Same origin as the admin API (the server serves both), which uses bearer tokens.
            api: { host: 'auto', port: 'auto', adminApiPath: 'admin-api', tokenMethod: 'bearer' },
            gqlOutputPath: resolve(import.meta.dirname, 'src/gql'),
        }),
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

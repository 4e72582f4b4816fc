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
import { join, resolve } from 'path';
import { pathToFileURL } from 'url';
import { defineConfig } from 'vite';

// Vite runs with NODE_ENV=production, where vendure-config.ts requires real secrets. The config is only loaded
// here to read its schema and plugins (no server starts, nothing is signed), so placeholders do.
for (const name of ['SUPERADMIN_USERNAME', 'SUPERADMIN_PASSWORD', 'COOKIE_SECRET']) {
    process.env[name] ||= 'dashboard-build-introspection-only';
}
delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

export default defineConfig({
    base: '/dashboard/',
    build: {
        outDir: join(__dirname, 'dist/dashboard'),
        emptyOutDir: true,
        // The dashboard is an internal tool loaded once per session; a report of chunk sizes only slows the build.
        reportCompressedSize: false,
        chunkSizeWarningLimit: 4000,
    },
    plugins: [
        vendureDashboardPlugin({
            vendureConfigPath: pathToFileURL(resolve(__dirname, 'src/vendure-config.ts')),
            vendureConfigExport: 'config',
            tempCompilationDir: resolve(__dirname, 'node_modules/.cache/vendure-dashboard-temp'),
            // Same origin as the admin API (the server serves both), which uses bearer tokens.
            api: { host: 'auto', port: 'auto', adminApiPath: 'admin-api', tokenMethod: 'bearer' },
            gqlOutputPath: resolve(__dirname, 'src/gql'),
        }),
    ],
    resolve: {
        alias: {
            '@/gql': resolve(__dirname, './src/gql/graphql.ts'),
        },
    },
});

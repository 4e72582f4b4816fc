import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Vendure relies on decorator metadata, which esbuild does not emit: compile with SWC instead.
export default defineConfig({
    // The rules package's source, so a spec never runs against a stale build of it.
    resolve: {
        alias: [
            { find: /^@alva\/rules$/, replacement: fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url)) },
            { find: /^@alva\/rules\/cases$/, replacement: fileURLToPath(new URL('../packages/rules/src/cases.ts', import.meta.url)) },
        ],
    },
    test: {
        root: import.meta.dirname,
        include: ['src/**/*.e2e-spec.ts', 'src/**/*.spec.ts'],
        testTimeout: 60_000,
        hookTimeout: 120_000,
        fileParallelism: true,
        maxWorkers: 2,
    },
    plugins: [
        swc.vite({
            jsc: {
                parser: { syntax: 'typescript', decorators: true },
                transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
                target: 'es2022',
            },
        }),
    ],
});

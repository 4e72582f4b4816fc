import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      // The rules package's source, as the site's webpack build sees it (tsconfig paths), not its built copy.
      { find: /^@alva\/rules$/, replacement: fileURLToPath(new URL('./packages/rules/src/index.ts', import.meta.url)) },
      {
        find: /^@alva\/rules\/cases$/,
        replacement: fileURLToPath(new URL('./packages/rules/src/cases.ts', import.meta.url)),
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    globals: true,
    include: [
      'src/**/__tests__/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.ts',
      'packages/rules/src/**/__tests__/*.test.ts',
    ],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // Form tests type into many fields with user-event: seconds each on a loaded 2-core machine, not a hang.
    testTimeout: 20_000,
    server: { deps: { inline: ['next-intl', 'apollo-upload-client'] } },
  },
});

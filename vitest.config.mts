import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// .ts tests that need the DOM set-up: browser storage and cookies, window, or msw answering the Apollo client.
const DOM_TS_TESTS = [
  'src/features/accounts/__tests__/phone-rules.test.ts',
  'src/graphql/__tests__/apollo-link-chain.test.ts',
  'src/graphql/__tests__/on-demand-default-message.test.ts',
  'src/features/accounts/__tests__/current-customer-store.test.ts',
  'src/lib/__tests__/analytics.test.ts',
];

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
      // Messages are compiled (loadMessages, renderWithProviders) and formatted as in the site's build (next.config).
      { find: /^use-intl\/format-message$/, replacement: 'use-intl/format-message/format-only' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    css: false,
    // Form tests type into many fields with user-event: seconds each on a loaded 2-core machine, not a hang.
    testTimeout: 20_000,
    server: { deps: { inline: ['next-intl', 'use-intl', 'apollo-upload-client'] } },
    // Pure logic runs in Node without the DOM set-up (jsdom, msw, Apollo): on 2 cores that set-up per file is most
    // of the run's time. Components and hooks (*.test.tsx, and .ts tests that name the DOM) run in jsdom.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/__tests__/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'packages/rules/src/**/__tests__/*.test.ts',
          ],
          exclude: DOM_TS_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/__tests__/**/*.test.tsx', ...DOM_TS_TESTS],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});

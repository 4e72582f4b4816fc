import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // Form tests type into many fields with user-event: seconds each on a loaded 2-core machine, not a hang.
    testTimeout: 20_000,
    server: { deps: { inline: ['next-intl', 'apollo-upload-client'] } },
  },
});

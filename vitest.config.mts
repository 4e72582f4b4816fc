import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    server: { deps: { inline: ['next-intl', 'apollo-upload-client'] } },
  },
});

import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** The cluster checks (tests/cluster) against `npm run cluster`, started by scripts/cluster-test.mjs. */
export default defineConfig({
  ...base,
  testDir: 'tests/cluster',
  outputDir: 'test-results/cluster',
  workers: 1,
  retries: 0,
  webServer: undefined,
  projects: [{ name: 'cluster', use: base.projects?.[0]?.use }],
});

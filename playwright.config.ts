import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT || 3000);

/**
 * End-to-end tests against the real stack (emulator + Vendure + `next start`) in Debian's Chromium;
 * Playwright's own browser download cannot work on these machines.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: process.env.E2E_EXTERNAL_STACK
    ? undefined
    : {
        command: 'node scripts/stack.mjs start',
        url: `http://localhost:${port}/`,
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      },
});

import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

// E2E against the production build served by the api (see e2e/fixtures.ts), in the machine's Chromium.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two spec files at a time, each worker with its own server and database (fixtures.ts: worker-scoped): on two
  // cores 8.3 min instead of 9.5 for the suite. The tests of one file still run in order.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});

import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

// E2E against the production build served by the api (see e2e/fixtures.ts), in the machine's Chromium.
/**
 * The specs that speak into a fake microphone: the browser plays a WAV file in real time and the voice activity
 * detector (a WebAssembly model) listens to it frame by frame, so a starved browser hears late or not at all. They
 * run on their own, after the rest, one at a time with the whole machine (`pnpm test:e2e` runs the projects in
 * turn, so a failure in one still shows the other's results).
 */
const REAL_TIME = ['**/voice-mode.spec.ts', '**/voice.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One spec file at a time, with its own server and database (fixtures.ts: worker-scoped). Two workers on two cores
  // meant two browsers and two servers sharing them: pages took 12 s to render and a fake microphone was heard late,
  // and the suite was no faster (17.9 min at two workers, 17.1 at one; docs/performance.md).
  workers: 1,
  projects: [
    { name: 'main', testIgnore: REAL_TIME },
    { name: 'real-time', testMatch: REAL_TIME, workers: 1 },
  ],
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

import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

// E2E against the production build served by the api (see e2e/fixtures.ts), in the machine's Chromium.
/**
 * The specs that speak into a fake microphone: the browser plays a WAV file in real time and the voice activity
 * detector (a WebAssembly model) listens to it frame by frame, so a starved browser hears late or not at all. They
 * run last (`pnpm test:e2e` runs the projects in turn, so a failure in one still shows the other's results).
 */
const REAL_TIME = ['**/voice-mode.spec.ts', '**/voice.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One spec file at a time, with a server and database of its worker (fixtures.ts: worker-scoped). Two at a time
  // on two cores put two browsers and two servers on them: a page could take 12 s to render, and tests failed on
  // time (docs/decisions.md, "CI steadiness and time, third pass").
  workers: 1,
  projects: [
    { name: 'main', testIgnore: REAL_TIME },
    { name: 'real-time', testMatch: REAL_TIME },
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

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@mentor/validation';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Blank pages no more: a screen whose code is missing (a deploy replaced the build) reloads once onto the new
// build, or shows the error boundary with Try again; a screen that throws shows the boundary inside the header
// and reports to the api. Nothing test-only ships: the failures are made here, by serving the real build's
// chunks differently (a 404, or the chunk with its default export replaced by one that throws).

const copy = MESSAGES.errorBoundary;
const manifest = JSON.parse(
  readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;

/** The built chunk of a page: `/assets/SignInPage-<hash>.js`. */
function chunkOf(source: string): string {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return `/${entry.file}`;
}

/**
 * Answers the first `failures` requests for `path` (with any query) with 404, as a server without that build would,
 * then serves it.
 */
async function missingFor(page: Page, path: string, failures: number) {
  const seen = { requests: 0 };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      seen.requests += 1;
      if (seen.requests <= failures) await route.fulfill({ status: 404, body: 'Not found' });
      else await route.continue();
    },
  );
  return seen;
}

/** Moves the app to `path` the way its links do (history and popstate: no page load). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

test('a screen whose code is missing after a deploy recovers by itself, with one reload at most', async ({
  page,
}) => {
  // Browsers differ here: one that remembers a failed module reloads onto the build (chunk-reload.ts); one that
  // fetches a failed module again (Chromium since 156) gets it on the import that follows the failed preload. Either
  // way the person sees the page, never the boundary, and the page never reloads more than once.
  const seen = await missingFor(page, chunkOf('src/pages/SignInPage.tsx'), 1);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await navigateInApp(page, '/sign-in');
  await expect(signInForm(page)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(seen.requests).toBe(2);
  expect(loads).toBeLessThanOrEqual(2);
  await expect(page.getByRole('heading', { name: copy.chunkTitle })).toHaveCount(0);
});

test('still missing after the reload: the boundary says so, reports it, and Try again loads it', async ({
  page,
}) => {
  // Missing until the test lets it through: a connection that keeps failing, or a deploy still rolling out.
  const path = chunkOf('src/pages/SignInPage.tsx');
  let available = false;
  let requests = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      requests += 1;
      if (available) await route.continue();
      else await route.fulfill({ status: 404, body: 'Not found' });
    },
  );
  const reports: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-errors'))
      reports.push(request.postDataJSON() as Record<string, unknown>);
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await navigateInApp(page, '/sign-in');
  await expect(page.getByRole('heading', { name: copy.chunkTitle })).toBeVisible();
  await expect(page.getByText(copy.body)).toBeVisible();
  // One reload, never a loop.
  expect(loads).toBe(2);
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toMatchObject({ kind: 'chunk', route: '/sign-in' });
  const before = requests;
  available = true;
  await page.getByRole('button', { name: copy.retry }).click();
  await expect(signInForm(page)).toBeVisible();
  // Fetched once more, with no reload.
  expect(requests).toBeGreaterThan(before);
  expect(loads).toBe(2);
});

test('a screen that throws shows the boundary under the header, reports it, and Reload brings it back', async ({
  signedIn: page,
  server,
}) => {
  const path = chunkOf('src/pages/InspirationPage.tsx');
  // The real chunk, its default export (the page) swapped for a component that throws while rendering.
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const code = (await response.text()).replace(/[\w$]+ as default\b/, '__e2eThrows as default');
    expect(code).toContain('__e2eThrows as default');
    await route.fulfill({
      response,
      // Not kept by the browser (the build's chunks are cached as immutable): the next load gets the real one.
      headers: { ...response.headers(), 'cache-control': 'no-store' },
      body: `${code}\nfunction __e2eThrows() { throw new Error('e2e: the inspiration board broke'); }\n`,
    });
  });
  const report = page.waitForResponse(
    (res) => res.url() === `${server.url}/api/client-errors` && res.request().method() === 'POST',
  );
  await page.goto('/inspiration');
  await expect(page.getByRole('heading', { name: copy.title })).toBeVisible();
  await expect(page.getByText(copy.body)).toBeVisible();
  // The header stays: the person can go elsewhere.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const answered = await report;
  expect(answered.status()).toBe(204);
  expect(answered.request().postDataJSON()).toMatchObject({
    kind: 'render',
    route: '/inspiration',
    message: 'e2e: the inspiration board broke',
  });
  // The board is fixed (the next build): Reload page shows it.
  await page.unroute(`**${path}`);
  await page.getByRole('button', { name: copy.reload }).click();
  await expect(page.getByRole('heading', { name: 'Your Inspiration Board' })).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.title })).toHaveCount(0);
});

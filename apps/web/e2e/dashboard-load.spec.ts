import type { Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const OVERVIEW_DATA = [
  'chat.quota',
  'chat.sessionWork',
  'goals.list',
  'goals.stats',
  'summaries.list',
  'trial.status',
];

/** The procedures of a tRPC request ('/api/trpc/a,b?batch=1...' -> ['a', 'b']), or null for anything else. */
function proceduresOf(request: Request): string[] | null {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/trpc/') ? pathname.slice('/api/trpc/'.length).split(',') : null;
}

test('the dashboard asks for the user once, and for its data in one batch while its code still loads', async ({
  signedIn: page,
}) => {
  const calls: string[][] = [];
  page.on('request', (request) => {
    const procedures = proceduresOf(request);
    if (procedures) calls.push(procedures);
  });
  // Every lazy chunk (all scripts but the entry) is held back until the overview's data has been asked for: the
  // data must not wait for the code.
  const held: Route[] = [];
  let dataAsked = false;
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
    if (dataAsked) await route.continue();
    else held.push(route);
  });
  const dataRequest = page.waitForRequest((request) => !!proceduresOf(request)?.includes('goals.list'), {
    timeout: 15_000,
  });

  await page.goto('/dashboard');
  await dataRequest;
  dataAsked = true;
  expect(held.length).toBeGreaterThan(0);
  await Promise.all(held.map((route) => route.continue()));

  await expect(page.getByRole('heading', { name: /Good (morning|afternoon)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Goals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This Week' })).toBeVisible();

  expect(calls.flat().filter((procedure) => procedure === 'auth.me')).toHaveLength(1);
  const batch = calls.find((procedures) => procedures.includes('goals.list'));
  expect([...(batch ?? [])].sort()).toEqual(OVERVIEW_DATA);
  // Nothing of the overview is asked for a second time.
  expect(calls.flat().filter((procedure) => OVERVIEW_DATA.includes(procedure))).toHaveLength(
    OVERVIEW_DATA.length,
  );
});

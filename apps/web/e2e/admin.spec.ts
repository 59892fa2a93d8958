import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, newAccount, signUpViaApi, testWithAdmin, type Account, type E2EServer } from './fixtures';

const ADMIN = newAccount({ email: 'admin-e2e@example.com', firstName: 'Ada', lastName: 'Admin' });

/** This file's own server: ADMIN_EMAILS makes ADMIN an admin whatever other files created first. */
const test = testWithAdmin(ADMIN);

/** Where Playwright shows the screens at phone and desktop width, when ADMIN_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.ADMIN_SCREENSHOTS;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

let adminReady = false;

/** Signs the page in as the admin (the account is created once, then signed in). */
async function signInAdmin(page: Page, server: E2EServer): Promise<void> {
  if (!adminReady) {
    await signUpViaApi(page, server, ADMIN);
    adminReady = true;
    return;
  }
  const res = await page.request.post(`${server.url}/api/login`, {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: server.url },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A member in a browser context of their own. */
async function memberPage(browser: Browser, server: E2EServer, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signUpViaApi(page, server, account);
  return page;
}

/** The build's file of the admin's charts (recharts): its name from Vite's manifest, as the browser requests it. */
function chartChunk(): string {
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest['src/features/admin/DailyBarChart.tsx'];
  if (!chunk) throw new Error('The build has no chunk for DailyBarChart.tsx');
  return `/${chunk.file}`;
}

const HEADING = 'Admin Dashboard: Manage users, billing, AI oversight, and platform analytics';

test.describe.configure({ mode: 'serial' });

test('an admin moves through the six tabs; the tab is in the URL and survives a reload', async ({
  page,
  server,
}) => {
  await signInAdmin(page, server);
  // The charts' code (recharts) downloads when Analytics opens, not with the admin page or its other tabs.
  const chart = chartChunk();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
  await expect(page.getByTestId('stat-totalUsers').getByTestId('stat-value')).toHaveText(/\d/);
  await expect(page.getByRole('progressbar', { name: 'Session completion' })).toHaveAttribute(
    'aria-valuenow',
    '87',
  );
  await shoot(page, 'overview');

  const tabs: Array<[string, string, string]> = [
    ['Users', 'users', 'Search users'],
    ['Billing', 'billing', 'Paid Subscribers'],
    ['AI Oversight', 'ai', 'Estimated AI Cost'],
    ['Analytics', 'analytics', 'Sessions per day (last 30 days)'],
    ['Settings', 'settings', 'AI model configuration'],
  ];
  expect(requested, 'the charts with the overview').not.toContain(chart);
  let analyticsOpened = false;
  for (const [label, key, text] of tabs) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=${key}$`));
    await expect(page.getByText(text).first()).toBeVisible();
    if (key === 'analytics') {
      // Each chart replaces its skeleton once its chunk has loaded.
      for (const name of ['Sessions per day (last 30 days)', 'Sign-ups per day (last 30 days)']) {
        await expect(page.getByRole('figure', { name }).locator('svg.recharts-surface')).toBeVisible();
      }
      expect(requested).toContain(chart);
      analyticsOpened = true;
    } else if (!analyticsOpened) {
      expect(requested, `the charts with ${label}`).not.toContain(chart);
    }
    await shoot(page, key);
  }
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Built-in offline mentor (no OPENAI_API_KEY set)')).toBeVisible();
});

test("an admin edits a member's plan to Pro with unlimited sessions", async ({ page, server, browser }) => {
  const member = newAccount({ firstName: 'Pia', lastName: 'Planned' });
  const memberTab = await memberPage(browser, server, member);
  await signInAdmin(page, server);
  await page.goto('/admin?tab=users');
  await page.getByRole('textbox', { name: 'Search users' }).fill(member.email);
  const row = page.getByTestId('user-row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  // A new member is in the Pro trial: no monthly limit.
  await expect(row.getByTestId('sessions-usage')).toHaveText('0 / ∞');

  await row.getByRole('button', { name: 'Edit Pia Planned' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Plan tier' }).click();
  await dialog.getByRole('option', { name: 'Pro' }).click();
  await dialog.getByRole('textbox', { name: /Sessions per month/ }).fill('-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Plan updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Pro')).toBeVisible();
  await expect(row.getByTestId('sessions-usage')).toHaveText('0 / ∞');
  await expect(row.getByTestId('last-action')).toContainText('Plan changed by Ada Admin');
  await shoot(page, 'users-edited');

  // The member's own account says Pro now.
  const me = await memberTab.request.get('/api/auth/user');
  expect(((await me.json()) as { subscriptionTier: string }).subscriptionTier).toBe('pro');
  await memberTab.context().close();
});

test('an admin bans a member: their browser is signed out on its next request; unban lets them back', async ({
  page,
  server,
  browser,
}) => {
  const member = newAccount({ firstName: 'Ben', lastName: 'Banned' });
  const memberTab = await memberPage(browser, server, member);
  expect((await memberTab.request.get('/api/auth/user')).status()).toBe(200);

  await signInAdmin(page, server);
  await page.goto('/admin?tab=users');
  await page.getByRole('textbox', { name: 'Search users' }).fill(member.email);
  const row = page.getByTestId('user-row').filter({ hasText: member.email });
  await row.getByRole('button', { name: 'Ban Ben Banned' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ban this user?' });
  await confirm.getByRole('button', { name: 'Ban user' }).click();
  await expect(page.getByText('User banned')).toBeVisible();
  await expect(row.getByText('Banned', { exact: true })).toBeVisible();
  await expect(row.getByTestId('last-action')).toContainText('Banned by Ada Admin');

  // The member's next request finds no session.
  expect((await memberTab.request.get('/api/auth/user')).status()).toBe(401);

  await row.getByRole('button', { name: 'Unban Ben Banned' }).click();
  await page
    .getByRole('dialog', { name: 'Unban this user?' })
    .getByRole('button', { name: 'Unban user' })
    .click();
  await expect(page.getByText('User unbanned')).toBeVisible();
  const back = await memberTab.request.post('/api/login', {
    data: { email: member.email, password: member.password },
    headers: { origin: server.url },
  });
  expect(back.ok()).toBe(true);
  await memberTab.context().close();
});

test('a support request sent by a member is seen and resolved by the admin', async ({
  page,
  server,
  browser,
}) => {
  const member = newAccount({ firstName: 'Sam', lastName: 'Support' });
  const memberTab = await memberPage(browser, server, member);
  const subject = `Export help ${Date.now()}`;
  const sent = await memberTab.request.post('/api/support/requests', {
    data: { subject, message: 'The export does not download anything.', priority: 'high' },
    headers: { origin: server.url },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await memberTab.context().close();

  await signInAdmin(page, server);
  await page.goto('/admin');
  const inbox = page.getByRole('region', { name: 'Support inbox' });
  const row = inbox.getByTestId('support-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByText(member.email)).toBeVisible();
  await expect(row.getByText('High')).toBeVisible();
  await shoot(page, 'support');
  await row.getByRole('button', { name: `Mark "${subject}" resolved` }).click();
  await expect(page.getByText('Request resolved')).toBeVisible();
  await expect(row).toHaveCount(0);
  await inbox.getByText('Resolved', { exact: true }).click();
  const done = inbox.getByTestId('support-row').filter({ hasText: subject });
  await expect(done.getByText(/Resolved by Ada Admin/)).toBeVisible();
});

test('a member is refused at /admin (screen) and at /api/admin/users (403)', async ({ browser, server }) => {
  const memberTab = await memberPage(browser, server, newAccount({ firstName: 'Max', lastName: 'Member' }));
  expect((await memberTab.request.get('/api/admin/users')).status()).toBe(403);
  await memberTab.goto('/admin');
  await expect(memberTab.getByText("You don't have access to this page")).toBeVisible();
  await expect(memberTab.getByRole('tab')).toHaveCount(0);
  await expect(memberTab.getByRole('navigation').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await shoot(memberTab, 'no-access');
  await memberTab.context().close();
});

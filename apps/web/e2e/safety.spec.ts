import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, newAccount, signUpViaApi, testWithAdmin, type E2EServer } from './fixtures';

// Issue 22: a message in crisis gets the crisis reply and a persistent "Get help now" panel with the help lines of
// the person's country (from the time zone the app detects in the browser); the admin sees the count, no content.

const ADMIN = newAccount({ email: 'safety-admin-e2e@example.com', firstName: 'Ada', lastName: 'Admin' });

/** This file's own server: ADMIN_EMAILS makes ADMIN an admin, and the flag counts are this file's alone. */
const test = testWithAdmin(ADMIN);

test.describe.configure({ mode: 'serial' });

/**
 * Screenshots at phone and desktop width into SAFETY_SCREENSHOTS, when it names a folder (kept out of the repo):
 * the page, or only `part` of it.
 */
async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  const dir = process.env.SAFETY_SCREENSHOTS;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const path = `${dir}/${name}-${width}.png`;
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path });
  }
}

/** Serious and critical accessibility violations of what the page shows, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A new member in a browser of their own, in `timezoneId`, whose detected time zone is saved to the profile. */
async function memberIn(browser: Browser, server: E2EServer, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    timezoneId,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signUpViaApi(page, server, newAccount());
  // The app sends the browser's time zone once it knows the (new) user has none: wait until it is saved.
  const saved = page.waitForResponse(
    (res) => res.url().includes('account.setEmailPreferences') && res.request().method() === 'POST',
  );
  await page.goto('/dashboard/chat');
  const response = await saved;
  expect(response.ok(), await response.text()).toBe(true);
  expect(await response.text()).toContain(timezoneId);
  return page;
}

const CASES = [
  { timezoneId: 'Europe/London', number: '116 123', line: 'Samaritans', shots: 'chat-london' },
  {
    timezoneId: 'America/New_York',
    number: '988',
    line: '988 Suicide & Crisis Lifeline',
    shots: 'chat-new-york',
  },
] as const;

for (const { timezoneId, number, line, shots } of CASES) {
  test(`in ${timezoneId}: a crisis message shows "Get help now" with ${number}, in the reply too, after a reload as well`, async ({
    browser,
    server,
  }) => {
    const page = await memberIn(browser, server, timezoneId);
    await page.getByRole('button', { name: 'Start new session' }).click();
    await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
    const panel = page.getByRole('region', { name: 'Get help now' });
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    await expect(panel).toHaveCount(0);

    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('i want to die');
    await box.press('Enter');

    // The panel, with the country's line first and a link that calls it.
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('heading', { name: 'Get help now' })).toBeVisible();
    await expect(panel).toContainText(number);
    await expect(panel.getByRole('link', { name: `${line} — ` })).toHaveAttribute('href', /^tel:/);
    // The crisis reply carries the same number; the input stays usable below it all.
    const reply = page.locator('[data-role="assistant"]').last();
    await expect(reply).toContainText(number, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(reply).toBeInViewport();
    await expect(box).toBeInViewport();
    await expect(box).toBeEnabled();

    // Still there after a reload, from the session's saved flag.
    await page.reload();
    await expect(page.locator('[data-role="assistant"]').last()).toContainText(number);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(number);

    // Calm and readable: no serious accessibility violation with the panel shown, on a phone and on a desktop.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await expect(panel).toBeVisible();
      await expect(box).toBeInViewport();
      expect(await violations(page), `at ${width} px`).toEqual([]);
    }
    await shoot(page, shots);
    await page.context().close();
  });
}

test('the admin sees both flags counted in AI Oversight, without content or names', async ({
  page,
  server,
}) => {
  await signUpViaApi(page, server, ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin?tab=ai');
  const card = page.getByRole('region', { name: 'Safety flags (last 30 days)' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('safety-total-self_harm').getByTestId('stat-value')).toHaveText('2');
  await expect(card.getByTestId('safety-total-abuse').getByTestId('stat-value')).toHaveText('0');
  // Today's row (UTC) has both.
  const today = card.getByRole('table').getByRole('row').nth(1);
  await expect(today.locator('td').first()).toHaveText('2');
  await expect(card).not.toContainText('i want to die');
  await expect(card).not.toContainText('Eve');
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'admin-safety', card);
});

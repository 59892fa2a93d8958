import AxeBuilder from '@axe-core/playwright';
import { CALENDAR_MESSAGES } from '@mentor/validation';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The calendar feed from the Profile page: Subscribe, copy the https address, fetch it as a calendar app does (no
// cookie), find a goal milestone in it, then Revoke: the address answers 404. The section is looked at (and checked
// by axe) at 390 px and 1280 px with its links shown.

const C = CALENDAR_MESSAGES;

/** A calendar day `days` from now, yyyy-mm-dd (a milestone due on a day, so no time zone moves it). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The serious and critical accessibility violations on the page (as e2e/a11y.spec.ts counts them). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** RFC 5545 folds long lines (CRLF and a space); unfolded, each property is one line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

test('subscribe from Profile, copy the link, fetch the feed with a goal milestone in it, revoke: 404', async ({
  signedIn: page,
  server,
  request,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const due = dayFromNow(10);
  const goal = await page.request.post(`${server.url}/api/goals`, {
    data: {
      title: 'Ship the portfolio',
      description: 'Three case studies',
      targetDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      milestones: [
        { id: 'm1', title: 'First case study', dueDate: due },
        { id: 'm2', title: 'Already done', completed: true, dueDate: due },
      ],
    },
    headers: { origin: server.url },
  });
  expect(goal.status(), await goal.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: C.sectionTitle });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: 'test-results/calendar-subscribe-1280.png' });
  await section.getByRole('button', { name: C.subscribe }).click();
  await expect(page.getByText(C.subscribed)).toBeVisible();
  await expect(section.getByRole('link', { name: C.addToGoogle })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A%2F%2F/,
  );
  await expect(section.getByRole('link', { name: C.addToApple })).toHaveAttribute('href', /^webcal:\/\//);
  await expect(section.getByRole('link', { name: C.addToOutlook })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=/,
  );

  // Copy the https address, as a person pasting it into a calendar app would.
  await section.getByRole('button', { name: `${C.copy}: ${C.plainUrl}` }).click();
  await expect(section.getByRole('button', { name: `${C.copied}: ${C.plainUrl}` })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`^${server.url.replace(/\./g, '\\.')}/api/calendar/[a-z2-7]{32}\\.ics$`));
  await expect(section.getByRole('textbox', { name: C.plainUrl })).toHaveValue(url);

  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: 'test-results/calendar-1280.png' });
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: 'test-results/calendar-390.png' });
  expect(await violations(page)).toEqual([]);

  // A calendar app fetches it with no cookie: the open milestone is an all-day event on its day; the done one is not.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = unfold(await feed.text());
  expect(ics).toContain('SUMMARY:Ship the portfolio: First case study');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${due.replace(/-/g, '')}`);
  expect(ics).not.toContain('Already done');

  // Revoke (it asks first): the address answers 404, and Subscribe is offered again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.getByRole('button', { name: C.revoke }).click();
  const dialog = page.getByRole('dialog', { name: C.revokeConfirmTitle });
  await dialog.getByRole('button', { name: C.revoke }).click();
  await expect(page.getByText(C.revoked)).toBeVisible();
  await expect(section.getByRole('button', { name: C.subscribe })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

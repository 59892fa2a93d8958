import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type E2EServer } from './fixtures';

/**
 * Sessions people organise (issue 26): a pinned session moves to the top of the sidebar and stays there after a
 * reload; an archived one leaves the list for the Archived view, where Restore brings it back; search still finds
 * an archived session, marked Archived. The menu works from the keyboard, and axe finds nothing serious.
 */

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Chat sessions' });
const pastSessions = (page: Page) => sidebar(page).getByRole('list', { name: 'Past sessions' });

/** Three sessions made through the REST api (one per mentor, so none is taken up again): oldest first. */
async function threeSessions(page: Page, server: E2EServer): Promise<void> {
  for (const [mentorId, title] of [
    ['founder', 'Alpha plan'],
    ['career', 'Beta plan'],
    ['life', 'Gamma plan'],
  ]) {
    const res = await page.request.post(`${server.url}/api/chat/sessions`, {
      data: { mentorId, title },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function expectOrder(page: Page, titles: string[]): Promise<void> {
  await expect(pastSessions(page).getByRole('listitem')).toHaveCount(titles.length);
  for (const [i, title] of titles.entries()) {
    await expect(pastSessions(page).getByRole('listitem').nth(i)).toContainText(title);
  }
}

/**
 * The serious and critical accessibility violations on the page, one line each. With a menu open, axe's
 * aria-required-children is not asked: Mantine's menu keeps a focus placeholder (role presentation, tabindex -1)
 * before its items, where the arrow keys start from; the items themselves are checked.
 */
async function violations(page: Page, options: { menuOpen?: boolean } = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.menuOpen) axe = axe.disableRules(['aria-required-children']);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('pin, archive, restore and search archived sessions in the sidebar', async ({
  signedIn: page,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await threeSessions(page, server);
  await page.goto('/dashboard/chat');
  await expectOrder(page, ['Gamma plan', 'Beta plan', 'Alpha plan']);

  // Pin the oldest from its menu, by keyboard: it comes first, with a pin, and stays first after a reload.
  const options = sidebar(page).getByRole('button', { name: 'Session options: Alpha plan' });
  await options.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
  await expect(page.getByRole('menuitem', { name: 'Pin', exact: true })).toBeVisible();
  expect(await violations(page, { menuOpen: true })).toEqual([]);
  // The arrow keys move through the items: Rename, then Pin.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Pin', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectOrder(page, ['Alpha plan', 'Gamma plan', 'Beta plan']);
  await expect(pastSessions(page).getByRole('listitem').first().getByTestId('pinned-icon')).toBeVisible();
  await page.screenshot({ path: 'test-results/chat-organise-pinned-1280.png' });
  await page.reload();
  await expectOrder(page, ['Alpha plan', 'Gamma plan', 'Beta plan']);

  // Archive Beta: it leaves the list, and the Archived view shows it; Restore brings it back.
  await sidebar(page).getByRole('button', { name: 'Session options: Beta plan' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expectOrder(page, ['Alpha plan', 'Gamma plan']);
  await sidebar(page).getByRole('button', { name: 'Archived' }).click();
  const archived = sidebar(page).getByRole('list', { name: 'Archived sessions' });
  await expect(archived.getByRole('listitem')).toHaveCount(1);
  await expect(archived.getByRole('listitem').first()).toContainText('Beta plan');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/chat-organise-archived-1280.png' });
  // An archived session still opens and says it is archived.
  await archived.getByText('Beta plan').click();
  await expect(page.getByTestId('session-archived')).toBeVisible();
  await archived.getByRole('button', { name: 'Restore' }).click();
  await expect(sidebar(page).getByText('No archived sessions.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('session-archived')).toBeHidden();
  await sidebar(page).getByRole('button', { name: 'Back to sessions' }).click();
  await expectOrder(page, ['Alpha plan', 'Gamma plan', 'Beta plan']);

  // Search finds an archived session, marked Archived.
  await sidebar(page).getByRole('button', { name: 'Session options: Gamma plan' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expectOrder(page, ['Alpha plan', 'Beta plan']);
  await sidebar(page).getByRole('searchbox', { name: 'Search sessions' }).fill('gamma');
  const results = sidebar(page).getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem').first()).toContainText('Gamma plan');
  await expect(results.getByRole('listitem').first().getByText('Archived', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/chat-organise-search-1280.png' });
});

test('the Archived view on a phone (390 px): in the sessions drawer, with Restore', async ({
  signedIn: page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await threeSessions(page, server);
  for (const title of ['Beta plan']) {
    const list = await page.request.get(`${server.url}/api/chat/sessions`);
    const id = ((await list.json()) as { id: string; title: string }[]).find((s) => s.title === title)!.id;
    const res = await page.request.put(`${server.url}/api/chat/sessions/${id}/archive`, {
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Sessions' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sessions' });
  await expect(drawer.getByRole('list', { name: 'Past sessions' }).getByRole('listitem')).toHaveCount(2);
  await drawer.getByRole('button', { name: 'Archived' }).click();
  const archived = drawer.getByRole('list', { name: 'Archived sessions' });
  await expect(archived.getByRole('listitem')).toHaveCount(1);
  const restore = archived.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeVisible();
  const box = await restore.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/chat-organise-archived-390.png' });
  await restore.click();
  await drawer.getByRole('button', { name: 'Back to sessions' }).click();
  await expect(drawer.getByRole('list', { name: 'Past sessions' }).getByRole('listitem')).toHaveCount(3);
});

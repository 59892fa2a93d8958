import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, newAccount, signUpViaApi, test } from './fixtures';

// Accessibility on every screen, signed out and signed in, narrow (390 px) and wide (1280 px): axe-core finds no
// serious or critical violation nor headings out of order, and the page logs no Content-Security-Policy violation.

const SIGNED_OUT = ['/', '/how-sessions-work', '/sign-in'];
const SIGNED_IN = [
  '/dashboard',
  '/dashboard/chat',
  '/dashboard/goals',
  '/dashboard/history',
  '/inspiration',
  '/account/profile',
  '/account/subscription',
  '/account/help',
  '/account/export',
  '/upgrade',
  '/admin',
  '/how-sessions-work',
];
const WIDTHS = [390, 1280];

/** Opens `path` and waits for the screen to settle (a heading shown, no loader or skeleton left). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading').first(), path).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root'), path).toHaveCount(0);
}

/** The serious and critical violations on the page, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return (
    results.violations
      // Serious and critical ones, and headings out of order (moderate for axe, but a screen reader's outline).
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      )
  );
}

/** Collects Content-Security-Policy violations the page reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

for (const width of WIDTHS) {
  test(`signed out at ${width} px: no serious accessibility violation, no CSP violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const csp = await watchCsp(page);
    const found: string[] = [];
    for (const path of SIGNED_OUT) {
      await open(page, path);
      found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
    expect(csp).toEqual([]);
  });

  test(`signed in at ${width} px: no serious accessibility violation, no CSP violation`, async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const csp = await watchCsp(page);
    // The first account of the worker's server is the admin; later ones are members (the admin screen answers them
    // with its own refusal page, which is checked too).
    await signUpViaApi(page, server, newAccount());
    const found: string[] = [];
    for (const path of SIGNED_IN) {
      await open(page, path);
      found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
    expect(csp).toEqual([]);
  });
}

/**
 * Waits out a menu's opening transition: a key pressed while the dropdown still fades in can reach the button
 * that opened it instead of the menu.
 */
async function menuOpened(page: Page) {
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
}

test('the user menu and a chat session’s actions work from the keyboard alone', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await signUpViaApi(page, server, newAccount({ firstName: 'Kay', lastName: 'Board' }));
  await page.request.post(`${server.url}/api/chat/sessions`, {
    data: { mentorId: 'founder', title: 'Keyboard session' },
    headers: { origin: server.url },
  });
  await page.goto('/dashboard/chat');
  await expect(page.getByText('Keyboard session')).toBeVisible();

  // The user menu: Tab reaches its button, Enter opens it, the arrow keys move, Enter follows the item.
  const menuButton = page.getByRole('button', {
    name: `${account.firstName} ${account.lastName}: account menu`,
  });
  for (let i = 0; i < 30 && !(await menuButton.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await menuOpened(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/profile$/);

  // A session's options: reached by Tab, opened with Enter, Rename used by keyboard.
  await page.goto('/dashboard/chat');
  const options = page.getByRole('button', { name: 'Session options: Keyboard session' });
  await expect(options).toBeVisible();
  for (let i = 0; i < 40 && !(await options.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(options).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await menuOpened(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Enter');
  const title = page.getByRole('textbox', { name: /title/i });
  await expect(title).toBeFocused();
  await title.fill('Renamed by keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Renamed by keyboard')).toBeVisible();
});

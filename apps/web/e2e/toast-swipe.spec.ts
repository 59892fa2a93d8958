import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Spec section 9: a toast is dismissed by a swipe right of 50 px; a shorter drag puts it back. With a real
// pointer in Chromium: the mouse (page.mouse) and a finger (touch events through the DevTools protocol).

test.describe.configure({ timeout: 120_000 });

/** Shows a toast the way the app does after a change: creating a goal. */
async function showToast(page: Page): Promise<Locator> {
  await page.goto('/dashboard/goals');
  await page.getByRole('button', { name: 'New Goal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Goal' });
  await dialog.getByRole('button', { name: 'Use 90-day template' }).click();
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Goal created successfully' });
  await expect(toast).toBeVisible();
  await settled(toast);
  return toast;
}

/** Waits out the toast's entry transition (it slides in): its box is the same in two looks 100 ms apart. */
async function settled(toast: Locator) {
  let previous: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        const box = await toast.boundingBox();
        const still =
          !!box && !!previous && Math.abs(box.x - previous.x) < 0.5 && Math.abs(box.y - previous.y) < 0.5;
        previous = box;
        return still;
      },
      { intervals: [100], timeout: 5_000 },
    )
    .toBe(true);
}

/** Where a person puts the pointer: on the toast's message text. */
async function startPoint(toast: Locator) {
  const box = (await toast.getByText('Goal created successfully').boundingBox())!;
  return { x: box.x + 10, y: box.y + box.height / 2 };
}

async function mouseDrag(page: Page, from: { x: number; y: number }, dx: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(from.x + (dx * step) / 8, from.y);
  await page.mouse.up();
}

for (const width of [1280, 390]) {
  test(`at ${width} px a 120 px mouse drag to the right dismisses a toast; a 30 px one puts it back`, async ({
    signedIn: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const toast = await showToast(page);
    const start = await startPoint(toast);
    await mouseDrag(page, start, 30);
    // The pointer rests on the toast (which pauses its timer): a short drag leaves it in place.
    await page.waitForTimeout(1000);
    await expect(toast).toBeVisible();
    const before = (await toast.boundingBox())!;
    expect(Math.abs(before.x + 10 - start.x)).toBeLessThan(40);
    await mouseDrag(page, await startPoint(toast), 120);
    await expect(toast).toBeHidden({ timeout: 1500 });
  });
}

test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

  test('a finger swiped 120 px to the right dismisses a toast', async ({ signedIn: page }) => {
    const toast = await showToast(page);
    const start = await startPoint(toast);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: start.y, id: 1 }],
      });
    await touch('touchStart', start.x);
    for (let step = 1; step <= 8; step += 1) await touch('touchMove', start.x + (120 * step) / 8);
    await touch('touchEnd', start.x + 120);
    await expect(toast).toBeHidden({ timeout: 1500 });
  });
});

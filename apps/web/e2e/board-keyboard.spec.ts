import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Keyboard reordering on the inspiration board with a real keyboard in Chromium: focus a card's handle, Space to
// lift, an arrow key, Space to drop. On a wide screen the board is a grid of 3 columns (Up/Down move a row), on
// a phone one column.

test.describe.configure({ timeout: 180_000 });

const TEXTS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'];

async function addItems(page: Page, baseUrl: string) {
  for (const [position, text] of TEXTS.entries()) {
    const res = await page.request.post(`${baseUrl}/api/inspiration`, {
      headers: { origin: baseUrl },
      data: { text, tag: 'Idea', position },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const order = (page: Page) => page.getByTestId('item-text').allTextContents();

async function move(page: Page, text: string, key: string) {
  const handle = page.getByRole('button', { name: `Drag to reorder: ${text}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press(key);
  await page.keyboard.press('Space');
  await expect(page.getByText('Items reordered successfully').first()).toBeVisible();
}

test('at 1280 px (3 columns) a card moves Down, Right, Up and Left with the keyboard', async ({
  signedIn: page,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await addItems(page, server.url);
  await page.goto('/inspiration');
  await expect.poll(() => order(page)).toEqual(TEXTS);
  // The first card, a row down: behind Four.
  await move(page, 'One', 'ArrowDown');
  await expect.poll(() => order(page)).toEqual(['Two', 'Three', 'Four', 'One', 'Five', 'Six', 'Seven']);
  await move(page, 'One', 'ArrowRight');
  await expect.poll(() => order(page)).toEqual(['Two', 'Three', 'Four', 'Five', 'One', 'Six', 'Seven']);
  await move(page, 'One', 'ArrowUp');
  await expect.poll(() => order(page)).toEqual(['Two', 'One', 'Three', 'Four', 'Five', 'Six', 'Seven']);
  await move(page, 'One', 'ArrowLeft');
  await expect.poll(() => order(page)).toEqual(TEXTS);
  // Escape puts a lifted card back.
  await page.getByRole('button', { name: 'Drag to reorder: Three' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => order(page)).not.toEqual(TEXTS);
  await page.keyboard.press('Escape');
  await expect.poll(() => order(page)).toEqual(TEXTS);
  // The order is saved: a reload shows it.
  await move(page, 'Two', 'ArrowDown');
  await page.reload();
  await expect
    .poll(() => order(page), { timeout: 30_000 })
    .toEqual(['One', 'Three', 'Four', 'Five', 'Two', 'Six', 'Seven']);
});

test('at 390 px (1 column) every arrow key moves a card one place', async ({ signedIn: page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addItems(page, server.url);
  await page.goto('/inspiration');
  await expect.poll(() => order(page)).toEqual(TEXTS);
  await move(page, 'One', 'ArrowDown');
  await expect.poll(() => order(page)).toEqual(['Two', 'One', 'Three', 'Four', 'Five', 'Six', 'Seven']);
  await move(page, 'One', 'ArrowRight');
  await expect.poll(() => order(page)).toEqual(['Two', 'Three', 'One', 'Four', 'Five', 'Six', 'Seven']);
  await move(page, 'One', 'ArrowUp');
  await expect.poll(() => order(page)).toEqual(['Two', 'One', 'Three', 'Four', 'Five', 'Six', 'Seven']);
  await move(page, 'One', 'ArrowLeft');
  await expect.poll(() => order(page)).toEqual(TEXTS);
});

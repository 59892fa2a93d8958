import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT = MONTHS.map((m) => m.slice(0, 3));

const card = (page: Page, text: string): Locator =>
  page.getByTestId('inspiration-card').filter({ hasText: text });
const texts = (page: Page) => page.getByTestId('item-text').allTextContents();

async function addItem(page: Page, text: string, tag: string, via: 'click' | 'keys' = 'click') {
  const box = page.getByRole('textbox', { name: 'New item text' });
  await page.getByRole('combobox', { name: 'Tag', exact: true }).selectOption(tag);
  await box.fill(text);
  if (via === 'keys') {
    await box.press('Control+Enter');
  } else {
    await page.getByRole('button', { name: 'Add Item' }).click();
  }
  await expect(card(page, text)).toBeVisible();
  await expect(box).toHaveValue('');
}

test('add items of each tag, search and filter, promote a note, work a goal (steps, due date, priority)', async ({
  signedIn: page,
}) => {
  await page.goto('/inspiration');
  await expect(page.getByRole('heading', { name: 'Your Inspiration Board' })).toBeVisible();
  await expect(page.getByText('No items yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Item' })).toBeDisabled();

  await addItem(page, 'Start a podcast about first-time managers', 'Idea');
  await expect(page.getByText('Inspiration item created successfully')).toBeVisible();
  await addItem(page, 'Founders breakfast on Friday', 'Event', 'keys');
  await addItem(page, 'Podcast guest list: ask Maya and Tom', 'Note');
  await addItem(page, 'Read 12 books this year', 'Goal');
  // Newest first.
  expect(await texts(page)).toEqual([
    'Read 12 books this year',
    'Podcast guest list: ask Maya and Tom',
    'Founders breakfast on Friday',
    'Start a podcast about first-time managers',
  ]);

  // Search (case-insensitive) combined with the tag filter.
  const search = page.getByRole('searchbox', { name: 'Search items' });
  const filter = page.getByRole('combobox', { name: 'Filter by tag' });
  await search.fill('PODCAST');
  await expect(page.getByTestId('item-text')).toHaveCount(2);
  await expect(page.getByTestId('board-tip')).toContainText('clear the search and the filter');
  await filter.selectOption('Note');
  await expect(page.getByTestId('item-text')).toHaveText(['Podcast guest list: ask Maya and Tom']);
  await search.fill('');
  await filter.selectOption('Event');
  await expect(page.getByTestId('item-text')).toHaveText(['Founders breakfast on Friday']);
  await filter.selectOption('All');
  await expect(page.getByTestId('item-text')).toHaveCount(4);

  // Promote the note to a goal.
  const note = card(page, 'Podcast guest list');
  await note.hover();
  await note.getByRole('button', { name: /^Promote to Goal/ }).click();
  await expect(note.getByText('No steps yet — add the first one above')).toBeVisible();
  await expect(note.getByText('Goal', { exact: true })).toBeVisible();
  await expect(note.getByRole('button', { name: /^Promote to Goal/ })).toHaveCount(0);

  // Steps and progress.
  const stepBox = note.getByRole('textbox', { name: 'Add a step...' });
  await stepBox.fill('Email Maya');
  await stepBox.press('Enter');
  await stepBox.fill('Call Tom');
  await note.getByRole('button', { name: 'Add step' }).click();
  await expect(note.getByTestId('step')).toHaveCount(2);
  await expect(note.getByTestId('goal-progress')).toHaveText('0%');
  await note.getByRole('checkbox', { name: 'Email Maya' }).check();
  await expect(note.getByTestId('goal-progress')).toHaveText('50%');

  // Due date: 'Set date' opens a calendar; the card shows 'MMM dd, yyyy'.
  const today = new Date();
  await note.getByRole('button', { name: 'Due date: Set date' }).click();
  await page
    .getByRole('button', { name: `15 ${MONTHS[today.getMonth()]} ${today.getFullYear()}`, exact: true })
    .click();
  const shown = `${SHORT[today.getMonth()]} 15, ${today.getFullYear()}`;
  await expect(note.getByRole('button', { name: `Due date: ${shown}` })).toBeVisible();

  // Priority.
  await note.getByRole('combobox', { name: 'Priority' }).selectOption('High');
  await expect(note.getByTestId('priority-badge')).toHaveText('High');

  // Everything is stored.
  await page.reload();
  const reloaded = card(page, 'Podcast guest list');
  await expect(reloaded.getByTestId('goal-progress')).toHaveText('50%');
  await expect(reloaded.getByRole('checkbox', { name: 'Email Maya' })).toBeChecked();
  await expect(reloaded.getByRole('button', { name: `Due date: ${shown}` })).toBeVisible();
  await expect(reloaded.getByTestId('priority-badge')).toHaveText('High');

  // The new goal's own card works the same way.
  await expect(card(page, 'Read 12 books').getByText('No steps yet — add the first one above')).toBeVisible();
});

test('reorder by keyboard drag (Space, arrow, Space), the order survives a reload; delete an item', async ({
  signedIn: page,
  server,
}) => {
  for (const text of ['Fourth', 'Third', 'Second', 'First']) {
    const res = await page.request.post(`${server.url}/api/inspiration`, {
      data: { text, tag: 'Idea' },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/inspiration');
  await expect(page.getByTestId('item-text')).toHaveText(['First', 'Second', 'Third', 'Fourth']);

  // Wide screen (3 columns): move 'First' one place to the right along its row.
  let handle = card(page, 'First').getByTestId('drag-handle');
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('item-text')).toHaveText(['Second', 'First', 'Third', 'Fourth']);
  await expect(page.getByText('Items reordered successfully')).toBeVisible();

  // Phone (1 column): move 'Second' down one place.
  await page.setViewportSize({ width: 390, height: 844 });
  // The column count follows a media query read in JS: wait until the board is one column (the cards one above the
  // other), or the arrow would be read in the three-column layout, where down is not a move.
  await expect
    .poll(async () => {
      const [second, first] = [
        await card(page, 'Second').boundingBox(),
        await card(page, 'First').boundingBox(),
      ];
      return second && first ? Math.abs(second.x - first.x) < 1 && first.y > second.y : false;
    })
    .toBe(true);
  handle = card(page, 'Second').getByTestId('drag-handle');
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('item-text')).toHaveText(['First', 'Second', 'Third', 'Fourth']);

  // And once more, so the stored order differs from the creation order.
  handle = card(page, 'Fourth').getByTestId('drag-handle');
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('item-text')).toHaveText(['First', 'Fourth', 'Second', 'Third']);
  // Wait for the request to land before reloading.
  await expect
    .poll(async () => {
      const res = await page.request.get(`${server.url}/api/inspiration`);
      return ((await res.json()) as { text: string }[]).map((i) => i.text);
    })
    .toEqual(['First', 'Fourth', 'Second', 'Third']);

  await page.reload();
  await expect(page.getByTestId('item-text')).toHaveText(['First', 'Fourth', 'Second', 'Third']);

  // Delete (the hover buttons are always shown on touch screens, and reachable by keyboard everywhere).
  await card(page, 'Second')
    .getByRole('button', { name: /^Delete item/ })
    .click();
  await expect(page.getByTestId('item-text')).toHaveText(['First', 'Fourth', 'Third']);
  await page.reload();
  await expect(page.getByTestId('item-text')).toHaveText(['First', 'Fourth', 'Third']);
});

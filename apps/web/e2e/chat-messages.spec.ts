import { expect, openAiTest as test } from './fixtures';

/**
 * Messages people can work with, against the OpenAI-compatible stub (a slow reply lets Stop land mid-reply):
 * Stop keeps exactly what was shown (after a reload too, with its mark), Regenerate, Edit and resend, Copy, and
 * a GFM table.
 */
const LONG_REPLY = Array.from(
  { length: 60 },
  (_, i) => `Step ${i + 1}: write down one thing you learned today and share it with a colleague.`,
).join(' ');
const TABLE_REPLY = [
  'Here is how the two offers compare:',
  '',
  '| Offer | Base salary | Equity | Commute | Growth | Manager |',
  '| --- | --- | --- | --- | --- | --- |',
  '| Acme Analytics | 95,000 EUR | 0.1% over 4 years | 45 minutes each way | Product track | Met twice |',
  '| Northwind Labs | 88,000 EUR | none | remote first | Team lead in a year | Not met yet |',
  '',
  '1. Ask Northwind to meet your manager.',
].join('\n');

test('Stop, reload, Regenerate, Edit and resend, Copy, and a GFM table', async ({ signedIn: page, stub }) => {
  test.setTimeout(120_000);
  stub.reset();
  stub.setJson('session_summary', {
    summary: 'You are choosing between two offers.',
    keyInsights: ['Growth matters most to you'],
    actionItems: [{ text: 'Ask to meet the manager', completed: false, dueDate: null }],
    sentiment: 'positive',
    progressMade: 'You listed what matters.',
    nextSteps: '1. Ask to meet the manager',
  });
  stub.setJson('memories', { memories: [] });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/dashboard/chat?new');
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
  const box = page.getByRole('textbox', { name: 'Message' });
  const replies = page.locator('[data-role="assistant"]');
  const lastReply = replies.last();
  const lastReplyText = lastReply.getByTestId('markdown-message');

  // --- Stop mid-reply: what is saved is what was shown -------------------------------------------------------
  stub.setReply(LONG_REPLY);
  stub.queue({ chunkDelayMs: 120 });
  await box.fill('How do I learn faster at work?');
  await box.press('Enter');
  await expect(lastReplyText).toContainText('Step 2:', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(lastReply.getByTestId('stopped-mark')).toBeVisible();
  const shown = (await lastReplyText.innerText()).trim();
  expect(shown.length).toBeGreaterThan(10);
  expect(LONG_REPLY.startsWith(shown)).toBe(true);
  expect(shown.length).toBeLessThan(LONG_REPLY.length);
  // Nothing more arrives after Stop.
  await page.waitForTimeout(600);
  expect((await lastReplyText.innerText()).trim()).toBe(shown);

  await page.reload();
  await expect(lastReplyText).toBeVisible();
  expect((await lastReplyText.innerText()).trim()).toBe(shown);
  await expect(lastReply.getByTestId('stopped-mark')).toHaveText('Stopped');

  // --- Regenerate: a different reply replaces the last one ---------------------------------------------------
  stub.setReply('A different angle: teach what you learn, the same day.');
  await page.getByRole('button', { name: 'Regenerate the last reply' }).click();
  await expect(lastReplyText).toHaveText('A different angle: teach what you learn, the same day.', {
    timeout: 30_000,
  });
  await expect(replies).toHaveCount(1);
  await expect(lastReply.getByTestId('stopped-mark')).toHaveCount(0);
  // (The session's title, made by the stub from its reply, may still say 'Step 1:' in the sidebar.)
  await expect(replies.getByText('Step 1:')).toHaveCount(0);

  // --- Edit and resend the last message ----------------------------------------------------------------------
  stub.setReply('Pair with a senior colleague once a week.');
  await page.getByRole('button', { name: 'Edit your last message' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your message' });
  await expect(editor).toHaveValue('How do I learn faster at work?');
  await editor.fill('How do I learn faster as a new engineer?');
  await page.getByRole('button', { name: 'Save and resend' }).click();
  await expect(lastReplyText).toHaveText('Pair with a senior colleague once a week.', { timeout: 30_000 });
  const userBubbles = page.locator('[data-role="user"]');
  await expect(userBubbles).toHaveCount(1);
  await expect(userBubbles.first()).toContainText('How do I learn faster as a new engineer?');
  await expect(replies).toHaveCount(1);

  // --- Copy --------------------------------------------------------------------------------------------------
  await lastReply.getByRole('button', { name: 'Copy message' }).click();
  await expect(lastReply.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Pair with a senior colleague once a week.',
  );

  // --- A GFM table, scrolling sideways on a phone ------------------------------------------------------------
  stub.setReply(TABLE_REPLY);
  await box.fill('Compare my two offers in a table.');
  await box.press('Enter');
  const table = lastReply.locator('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.locator('th')).toHaveCount(6);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/cm-shots/chat-1280.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  const region = lastReply.getByRole('region', { name: 'Table' });
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/cm-shots/chat-390.png' });
});

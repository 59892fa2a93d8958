import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openAiTest as test } from './fixtures';

/**
 * Continue (issue 26), against the OpenAI-compatible stub (a slow reply lets Stop land mid-reply): a stopped reply
 * offers Continue; pressing it streams the rest into the same reply, which completes (no Stopped mark, no
 * Continue) and stays whole after a reload. The model is sent the stopped text to go on from.
 */
const LONG_REPLY = Array.from(
  { length: 40 },
  (_, i) => `Step ${i + 1}: write down one thing you learned today and share it with a colleague.`,
).join(' ');

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('Stop a reply, Continue it to the end, and it stays whole after a reload', async ({
  signedIn: page,
  stub,
}) => {
  test.setTimeout(120_000);
  stub.reset();
  stub.setJson('memories', { memories: [] });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/dashboard/chat?new');
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
  const box = page.getByRole('textbox', { name: 'Message' });
  const reply = page.locator('[data-role="assistant"]').last();
  const replyText = reply.getByTestId('markdown-message');

  stub.setReply(LONG_REPLY);
  stub.queue({ chunkDelayMs: 120 });
  await box.fill('How do I learn faster at work?');
  await box.press('Enter');
  await expect(replyText).toContainText('Step 2:', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(reply.getByTestId('stopped-mark')).toBeVisible();
  const shown = (await replyText.innerText()).trim();
  expect(LONG_REPLY.startsWith(shown)).toBe(true);
  expect(shown.length).toBeLessThan(LONG_REPLY.length);

  const continueButton = reply.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/chat-continue-stopped-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(continueButton).toBeVisible();
  expect((await continueButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/chat-continue-stopped-390.png' });
  await page.setViewportSize({ width: 1280, height: 860 });

  // The model goes on from the stopped text (the stub writes the rest of the reply, slowly enough to watch). Its
  // default answer: the session's title and summary calls after the stopped reply may come first.
  stub.setReply(LONG_REPLY.slice(shown.length));
  stub.setChunkDelay(20);
  await continueButton.click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(replyText).toHaveText(LONG_REPLY, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);
  await expect(reply.getByTestId('stopped-mark')).toHaveCount(0);
  await expect(reply.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  const asked = stub.chatRequests().filter((r) => r.body?.stream === true);
  const sent = stub.messagesOf(asked.at(-1)!);
  expect(sent.at(-2)).toEqual({ role: 'assistant', content: shown });

  await page.reload();
  await expect(replyText).toHaveText(LONG_REPLY);
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);
  await expect(reply.getByTestId('stopped-mark')).toHaveCount(0);
  await expect(reply.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

import { expect, openAiTest as test } from './fixtures';

/**
 * The same session as chat.spec.ts, with the OpenAI provider: the api talks through the real `openai` SDK to an
 * OpenAI-compatible server on loopback (as it would to OpenAI, Ollama or vLLM).
 */
test('a session with an OpenAI-compatible server: streamed reply, then its structured summary in History', async ({
  signedIn: page,
  stub,
}) => {
  stub.reset();
  stub.setReply(
    'You have a clear target. Here is where to start:\n\n1. List three product decisions you influenced.\n2. Ask a PM for a 20-minute chat this week.',
  );
  stub.queue({ chunkDelayMs: 40 });
  stub.setJson('session_summary', {
    summary: 'You want to move from support into product management.',
    keyInsights: ['Support work already holds product decisions'],
    actionItems: [{ text: 'Ask a PM for a 20-minute chat', completed: false, dueDate: null }],
    sentiment: 'positive',
    progressMade: 'You named the role you want.',
    nextSteps: '1. List three product decisions you influenced',
  });

  await page.goto('/dashboard/chat?new');
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
  // A model is configured: the header says the mentor is online.
  await expect(page.getByText('AI Mentor • Online')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('I want to move from customer support into product management.');
  await box.press('Enter');

  const reply = page.locator('[data-role="assistant"]').last();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(reply).toContainText('Ask a PM for a 20-minute chat this week.', { timeout: 30_000 });
  await expect(reply.locator('ol > li')).toHaveCount(2);
  await expect(reply).not.toContainText(/offline/i);

  // The mentor was asked with the persona, the rule of 1 to 3 next steps and the user's words.
  const [request] = stub.chatRequests();
  const messages = stub.messagesOf(request!);
  expect(messages[0]!.role).toBe('system');
  expect(messages.at(-1)).toEqual({
    role: 'user',
    content: 'I want to move from customer support into product management.',
  });

  // The summary is written in the background: History reads it again by itself once that is done.
  await page.goto('/dashboard/history');
  await expect(page.getByText('You want to move from support into product management.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Ask a PM for a 20-minute chat', { exact: true })).toBeVisible();
});

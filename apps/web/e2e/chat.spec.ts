import type { Page } from '@playwright/test';
import { E2EServer, expect, signUpViaApi, test } from './fixtures';

/**
 * Records, in order, what the reply bubble goes through ('thinking', 'streaming', 'done'), however briefly each
 * state lasts: a MutationObserver in the page notes each state the first time it appears.
 */
async function recordReplyStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __replyStates: string[] }).__replyStates = seen;
    const note = (state: string) => {
      if (seen[seen.length - 1] !== state) seen.push(state);
    };
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="thinking"]')) note('thinking');
      if (document.querySelector('[data-live="streaming"]')) note('streaming');
      if (
        seen.length > 0 &&
        !document.querySelector('[data-live]') &&
        document.querySelector('[data-role="assistant"]')
      ) {
        note('done');
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  });
}

const replyStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __replyStates: string[] }).__replyStates);

test('hold a session: the reply streams in with next steps, and its summary appears in History', async ({
  signedIn: page,
}) => {
  await recordReplyStates(page);
  await page.goto('/dashboard/chat');
  await expect(page.getByText('Start a conversation')).toBeVisible();
  // No model configured: the header says the built-in offline mentor answers.
  await expect(page.getByText('Offline mentor')).toBeVisible();

  await page.getByRole('button', { name: 'Start new session' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('welcome-message')).toContainText("I'm your Career Coach");
  await expect(page.getByTestId('session-time')).toContainText('the clock starts with your first message');

  const box = page.getByRole('textbox', { name: 'Message' });
  const question = 'I want to move from customer support into product management within 6 months.';
  await box.fill(question);
  await expect(page.getByTestId('char-counter')).toHaveText(`${question.length} / 2000`);
  await box.press('Enter');
  await expect(box).toHaveValue('');

  // Thinking... first, then the text as it is written, with Stop while it is written.
  const reply = page.locator('[data-role="assistant"]').last();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(reply).toContainText('Next steps', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await replyStates(page)).toEqual(['thinking', 'streaming', 'done']);

  // The finished reply: Markdown, 1 to 3 next steps, honest about running offline.
  const steps = reply.locator('ol > li');
  expect(await steps.count()).toBeGreaterThanOrEqual(1);
  expect(await steps.count()).toBeLessThanOrEqual(3);
  await expect(reply).toContainText(/offline/i);
  await expect(page.getByTestId('session-time')).toHaveText(/^(60|59) min left$/);
  const title = await page
    .locator('[aria-label="Past sessions"] li')
    .first()
    .locator('p')
    .first()
    .innerText();

  // The session's summary shows in History (it is written in the background after the reply: the page reads the
  // list again by itself once that is done).
  const card = page.getByRole('article', { name: title });
  await page.goto('/dashboard/history');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('summary-text')).not.toBeEmpty();

  // 'View full chat' opens the session again with its messages.
  await card.getByRole('link', { name: 'View full chat' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=/);
  await expect(page.locator('[data-role="user"]')).toContainText('customer support into product management');
  await expect(page.locator('[data-role="assistant"]').last()).toContainText('Next steps');
});

test('Stop keeps what was written', async ({ page }) => {
  // A server of its own whose offline mentor writes a word every 150 ms (OFFLINE_WORD_DELAY_MS): a reply then takes
  // about 15 s, so Stop lands mid-reply however busy the machine is. At the default pace (about 2 s a reply) a
  // loaded browser could click after the last word, when there was nothing left to stop.
  test.setTimeout(120_000);
  const slow = new E2EServer({ OFFLINE_WORD_DELAY_MS: '150' });
  await slow.start();
  try {
    await signUpViaApi(page, slow);
    await page.goto(`${slow.url}/dashboard/chat`);
    await page.getByRole('button', { name: 'Start new session' }).click();
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Help me plan my week so I finally ship my side project.');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-live="streaming"]')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Stopped')).toBeVisible();
    // The reply's own text, not its whole bubble (which also holds the Stopped mark and the Continue button).
    const replyText = page.locator('[data-role="assistant"]').last().getByTestId('markdown-message');
    const kept = (await replyText.innerText()).trim();
    expect(kept.length).toBeGreaterThan(0);

    // The server kept the same partial reply: what was on screen is where it begins.
    await page.reload();
    await expect(replyText).toContainText(kept.slice(0, 20));
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  } finally {
    await slow.dispose();
  }
});

test('Starter limit: the warning badge, then no new session, and the counted one stays open', async ({
  signedIn: page,
  server,
  account,
}) => {
  // The trial is over and 4 of the 5 Starter sessions of this month are used.
  await server.sql([
    {
      sql: `update users set trial_ends_at = now() - interval '1 day', sessions_this_month = 4,
              starter_sessions_this_month = 4, sessions_month = to_char(now() at time zone 'utc', 'YYYY-MM-01')
            where email = $1`,
      params: [account.email],
    },
  ]);

  await page.goto('/dashboard/chat');
  await expect(page.getByTestId('session-limit-badge')).toHaveText('1 session remaining this month');

  // The 5th session may start.
  await page.getByRole('button', { name: 'Start new session' }).click();
  await expect(page.getByTestId('welcome-message')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('How do I prepare for a salary negotiation?');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-role="assistant"]').last()).toContainText('Next steps', {
    timeout: 30_000,
  });
  // In the counted session: no new one this month, and this one may go on.
  await expect(page.getByTestId('session-limit-badge')).toHaveText(
    'No new sessions left this month - you can finish this one',
  );

  // No 6th session can be made (it could not be used): '+ New' is off and says why.
  await expect(page.getByRole('button', { name: '+ New' })).toBeDisabled();
  const why = page.getByRole('complementary', { name: 'Chat sessions' }).getByRole('status');
  await expect(why.getByText('Session limit reached', { exact: true })).toBeVisible();
  await expect(why.getByText('Please upgrade your subscription to continue', { exact: true })).toBeVisible();
  await expect(page.locator('[aria-label="Past sessions"] li')).toHaveCount(1);

  // The counted 5th session stays open.
  await page.locator('[aria-label="Past sessions"] li').first().click();
  await expect(page.locator('[data-role="user"]')).toContainText('salary negotiation');
  await page.getByRole('textbox', { name: 'Message' }).fill('And what if they say no?');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-role="assistant"]').last()).toContainText('Next steps', {
    timeout: 30_000,
  });
  await expect(page.locator('[data-role="user"]')).toHaveCount(2);
});

test('390 px: the sessions list is a drawer and the input stays visible', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('complementary', { name: 'Chat sessions' })).toBeHidden();
  await page.getByRole('button', { name: 'Start new session' }).click();
  await expect(page.getByTestId('welcome-message')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await page.getByRole('button', { name: 'Sessions' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sessions' });
  await expect(drawer.getByLabel('Mentor for your next session')).toBeVisible();
  await drawer.getByLabel('Mentor for your next session').selectOption('life');
  await drawer.getByRole('button', { name: '+ New' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('active-mentor')).toHaveText('Life Mentor');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
});

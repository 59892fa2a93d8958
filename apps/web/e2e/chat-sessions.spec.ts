import type { Page } from '@playwright/test';
import { expect, openAiTest, test } from './fixtures';

/**
 * Sessions people manage: a session is titled from its first exchange (the offline mentor's topic phrase, or the
 * model's answer with an OpenAI-compatible server), renamed and deleted from its menu (keeping or removing its
 * summary, as History shows), and found again by a word of a message.
 */

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Chat sessions' });

async function sendAndWait(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('[data-role="assistant"]').last()).toBeVisible();
}

async function openMenu(page: Page, title: string) {
  await sidebar(page)
    .getByRole('button', { name: `Session options: ${title}` })
    .click();
}

test('offline: topic titles, rename, search by a message word, delete keeping or removing the summary', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/dashboard/chat');
  await sidebar(page).getByLabel('Mentor for your next session').selectOption('founder');
  await page.getByRole('button', { name: 'Start new session' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
  await sendAndWait(page, 'We need to raise a seed round from angel investors before the summer.');
  // The title comes from the topic once the reply is saved; the sidebar picks it up by itself.
  await expect(sidebar(page).getByText('Raising a seed round', { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // Rename from the menu.
  await openMenu(page, 'Raising a seed round');
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const title = sidebar(page).getByLabel('Session title');
  await title.fill('Angel round plan');
  await title.press('Enter');
  await expect(sidebar(page).getByText('Angel round plan', { exact: true })).toBeVisible();

  // A second session, about pricing.
  await sidebar(page).getByRole('button', { name: '+ New' }).click();
  await expect(page.getByTestId('welcome-message')).toBeVisible();
  await sendAndWait(page, 'How should we set our pricing this year?');
  await expect(sidebar(page).getByText('Setting your pricing', { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // Search finds the first session by a word of its message, with the word highlighted; a result opens it.
  await sidebar(page).getByRole('searchbox', { name: 'Search sessions' }).fill('angel');
  const results = sidebar(page).getByRole('list', { name: 'Search results' });
  await expect(results.getByText('Angel round plan')).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/angel/i);
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/chat-sessions-search-1280.png' });
  await results.getByText('Angel round plan').click();
  await expect(page.locator('[data-role="user"]').first()).toContainText('angel investors');
  await sidebar(page).getByRole('searchbox', { name: 'Search sessions' }).fill('zebra');
  await expect(sidebar(page).getByText('No sessions match your search.')).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Clear search' }).click();

  // Both summaries reach History (the page reads them again by itself once the sessions' work is done).
  await page.goto('/dashboard/history');
  await expect(page.getByText('Angel round plan').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Setting your pricing').first()).toBeVisible({ timeout: 30_000 });

  // Delete the open session, keeping its summary (the default): the view goes to the empty state.
  await page.goto('/dashboard/chat');
  await sidebar(page).getByText('Angel round plan').click();
  await openMenu(page, 'Angel round plan');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this session?' });
  await expect(dialog.getByText('Its summary stays in History.')).toBeVisible();
  await page.screenshot({ path: 'test-results/chat-sessions-delete-1280.png' });
  await dialog.getByRole('button', { name: 'Delete session' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
  await expect(page.getByText('Start a conversation')).toBeVisible();
  await expect(sidebar(page).getByText('Angel round plan')).toHaveCount(0);

  // Delete the other one with its summary.
  await openMenu(page, 'Setting your pricing');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('checkbox', { name: 'Also delete this session’s summary' }).check();
  await expect(dialog.getByText('Its summary will be deleted from History too.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete session' }).click();
  await expect(sidebar(page).getByText('Setting your pricing')).toHaveCount(0);

  await page.goto('/dashboard/history');
  await expect(page.getByText('Angel round plan').first()).toBeVisible();
  await expect(page.getByText('Setting your pricing')).toHaveCount(0);
  // The kept summary has no chat to open any more.
  await expect(page.getByRole('link', { name: 'View full chat' })).toHaveCount(0);
});

test('offline, 390 px: the session menu and search in the drawer', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/dashboard/chat?new');
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
  await sendAndWait(page, 'I have a job interview next week and I am nervous about it.');
  await page.getByRole('button', { name: 'Sessions', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Sessions' });
  await expect(drawer.getByText('Preparing for an interview', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await drawer.getByRole('button', { name: 'Session options: Preparing for an interview' }).click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await page.screenshot({ path: 'test-results/chat-sessions-menu-390.png' });
  await page.keyboard.press('Escape');
});

openAiTest(
  'with an OpenAI-compatible server the title comes from the model',
  async ({ signedIn: page, stub }) => {
    stub.reset();
    // The streamed reply first; then every plain completion (the title call) answers the default text.
    stub.queue({
      reply: 'Start with the people who already know you.\n\n1. List ten angels who invest at your stage.',
    });
    stub.setReply('"Pitch Deck For Angels."');
    stub.setJson('session_summary', {
      summary: 'You are preparing to pitch angels.',
      keyInsights: [],
      actionItems: [],
      sentiment: 'positive',
      progressMade: '',
      nextSteps: '1. List ten angels',
    });
    await page.goto('/dashboard/chat?new');
    await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
    await sendAndWait(page, 'Who should see my deck first?');
    // Cleaned: no quotes, no trailing period.
    await expect(sidebar(page).getByText('Pitch Deck For Angels', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const titleCall = stub
      .chatRequests()
      .find((r) => r.body?.stream !== true && r.body?.response_format === undefined);
    expect(stub.messagesOf(titleCall!)[0]!.content).toContain('3 to 6 words, no quotes, no trailing period');
  },
);

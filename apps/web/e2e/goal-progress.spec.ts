import { GOAL_TEMPLATE_MILESTONES } from '@mentor/validation';
import type { Page } from '@playwright/test';
import { startOpenAiStub, STUB_API_KEY, type OpenAiStub } from '../../api/test/openai-stub';
import { E2EServer, expect, signUpViaApi, test } from './fixtures';

// "A session can link to a goal so that progress updates": a goal-linked session moves its goal after the
// summary, the person sees 'Progress updated to …% from your session' in the chat and on the goal card, and
// Undo puts it back. Once with the offline mentor, once with an OpenAI-compatible server (the model's estimate).

const TITLES = GOAL_TEMPLATE_MILESTONES.map((m) => m.title);

// Each test is a whole visit (sign-up, goal, session, summary, several pages): slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function createGoal(page: Page, baseUrl: string, title: string, category: string) {
  const res = await page.request.post(`${baseUrl}/api/goals`, {
    headers: { origin: baseUrl },
    data: {
      title,
      description: 'Ninety days to a working product.',
      category,
      targetDate: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      milestones: TITLES.map((t, i) => ({ id: `m${i + 1}`, title: t, completed: false, completedAt: null })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** From the goal's card: 'Start coaching session', then one message and the mentor's reply. */
async function talkAboutGoal(page: Page, base: string, title: string, message: string) {
  await page.goto(`${base}/dashboard/goals`);
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Start coaching session' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('linked-goal')).toContainText(title);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(message);
  await box.press('Enter');
  await expect(page.locator('[data-role="assistant"]').last()).toContainText(/\S/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
}

test('offline mentor: the session moves the goal to 30%, ticks the first milestone, and Undo puts it back', async ({
  signedIn: page,
  server,
}) => {
  const title = 'Launch my side business';
  await createGoal(page, server.url, title, 'business');
  await talkAboutGoal(page, server.url, title, 'I finished the first milestone and booked two calls.');
  // A business goal's session starts with the founder mentor.
  await expect(page.getByTestId('active-mentor')).toHaveText('Founder Advisor');

  // The chat reads the goal again once the session's work (the summary, which moves the goal) is done: the notice
  // shows under the goal badge.
  const chatNotice = page.getByTestId('auto-progress-notice');
  await expect(chatNotice).toContainText('Progress updated to 30% from your session', { timeout: 20_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/goal-progress-chat-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The goal card says the same, with the first milestone ticked.
  await page.goto('/dashboard/goals');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('goal-progress')).toHaveText('30%');
  await expect(card.getByTestId('auto-progress-notice')).toContainText(
    'Progress updated to 30% from your session',
  );
  await card.getByRole('button', { name: /Key milestones/ }).click();
  await expect(card.getByRole('checkbox', { name: TITLES[0]! })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: TITLES[1]! })).not.toBeChecked();
  await page.screenshot({ path: 'test-results/goal-progress-goals-1280.png' });

  // The overview's Current Goals shows it too.
  await page.goto('/dashboard');
  const overviewCard = page
    .getByRole('region', { name: 'Current Goals' })
    .getByRole('article', { name: title });
  await expect(overviewCard.getByTestId('auto-progress-notice')).toBeVisible();

  // Undo: back to 0%, the milestone unticked, the notice gone.
  await page.goto('/dashboard/goals');
  await card.getByRole('button', { name: /^Undo/ }).click();
  await expect(page.getByText('The progress change from your session was undone')).toBeVisible();
  await expect(card.getByTestId('goal-progress')).toHaveText('0%');
  await expect(card.getByTestId('auto-progress-notice')).toHaveCount(0);
  await card.getByRole('button', { name: /Key milestones/ }).click();
  await expect(card.getByRole('checkbox', { name: TITLES[0]! })).not.toBeChecked();
});

test.describe('with an OpenAI-compatible server', () => {
  let stub: OpenAiStub;
  let server: E2EServer;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    stub = await startOpenAiStub();
    server = new E2EServer({ OPENAI_API_KEY: STUB_API_KEY, OPENAI_BASE_URL: stub.baseUrl });
    await server.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
    await stub?.close();
  });

  test('the model’s progress estimate and milestones move the goal', async ({ page }) => {
    await signUpViaApi(page, server, {
      email: `e2e-gp-${Date.now()}@example.com`,
      password: 'a long enough password',
      firstName: 'Eve',
      lastName: 'T',
    });
    stub.reset();
    stub.setReply('Well done.\n\n1. Plan the midpoint review.');
    stub.setJson('session_summary', {
      summary: 'You defined your outcomes and shipped a first deliverable.',
      keyInsights: [],
      actionItems: [{ text: 'Plan the midpoint review', completed: false, dueDate: null }],
      sentiment: 'positive',
      progressMade: 'You shipped your first deliverable.',
      nextSteps: '1. Plan the midpoint review',
      progressPercent: 45,
      completedMilestones: [TITLES[0], TITLES[1]],
    });
    const title = 'Get promoted to senior';
    await createGoal(page, server.url, title, 'career');
    await talkAboutGoal(page, server.url, title, 'The first deliverable is live!');
    await expect(page.getByTestId('active-mentor')).toHaveText('Career Coach');
    await expect(page.getByTestId('auto-progress-notice')).toContainText(
      'Progress updated to 45% from your session',
      { timeout: 20_000 },
    );
    // The summary request carried the goal and asked for the estimate.
    const summaryRequest = stub
      .chatRequests()
      .find((r) => JSON.stringify(r.body).includes('session_summary'))!;
    expect(JSON.stringify(summaryRequest.body)).toContain('progressPercent');
    expect(JSON.stringify(summaryRequest.body)).toContain(TITLES[1]!);

    await page.goto(`${server.url}/dashboard/goals`);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByTestId('goal-progress')).toHaveText('45%');
    await card.getByRole('button', { name: /Key milestones/ }).click();
    await expect(card.getByRole('checkbox', { name: TITLES[1]! })).toBeChecked();
  });
});

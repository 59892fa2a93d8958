import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type E2EServer } from './fixtures';

/**
 * Puts a finished career session with its summary into the database (the server restarts around it),
 * as the chat would after a mentor reply. Answers the session id.
 */
async function insertSummary(page: Page, server: E2EServer): Promise<string> {
  const me = await page.request.get(`${server.url}/api/auth/user`);
  const { id: userId } = (await me.json()) as { id: string };
  const [rows] = await server.sql([
    {
      sql: `with s as (
              insert into chat_sessions (user_id, mentor_id, title)
              select $1::uuid, id, $2 from mentors where type = 'career'
              returning id, user_id
            )
            insert into session_summaries (session_id, user_id, summary, key_insights, action_items, sentiment, progress_made, next_steps)
            select id, user_id, $3, $4::jsonb, $5::jsonb, 'positive', $6, $7 from s
            returning session_id as id`,
      params: [
        userId,
        'Career Coach Session 3/15/2026',
        'We mapped out your job search for the next month.',
        JSON.stringify([
          'Referrals beat cold applications',
          'Tailor each CV',
          'Batch your outreach',
          'Track replies weekly',
          'Rest on Sundays',
        ]),
        JSON.stringify([
          { text: 'Update the CV', completed: false, dueDate: null },
          { text: 'Message two alumni', completed: false, dueDate: '2020-01-01' },
          { text: 'Apply to three roles', completed: false, dueDate: null },
          { text: 'Book a mock interview', completed: false, dueDate: null },
        ]),
        'Picked three target roles',
        '1. Update the CV\n2. Message two alumni',
      ],
    },
  ]);
  const sessionId = (rows?.[0] as { id?: string } | undefined)?.id;
  if (!sessionId) throw new Error('summary not inserted');
  return sessionId;
}

test('a new user sees the empty history with Export All disabled and a way into chat', async ({
  signedIn: page,
}) => {
  await page.goto('/dashboard/history');
  await expect(page.getByRole('heading', { name: 'Session History' })).toBeVisible();
  await expect(page.getByText('No sessions yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export All' })).toBeDisabled();
  await page.getByRole('link', { name: 'Start a session' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
});

test('a summary shows on its card, an action item ticks done and stays done, Export All downloads it', async ({
  signedIn: page,
  server,
}) => {
  const sessionId = await insertSummary(page, server);
  await page.goto('/dashboard/history');

  const card = page.getByRole('article', { name: 'Career Coach Session 3/15/2026' });
  await expect(card.getByText('We mapped out your job search for the next month.')).toBeVisible();
  await expect(card.getByText('Positive')).toBeVisible();
  await expect(card.getByText('Picked three target roles')).toBeVisible();
  await expect(card.getByText('Overdue')).toBeVisible();
  await expect(card.getByText('Rest on Sundays')).toHaveCount(0);
  await card.getByRole('button', { name: 'Show all 5' }).click();
  await expect(card.getByText('Rest on Sundays')).toBeVisible();

  const item = card.getByRole('checkbox', { name: 'Update the CV' });
  // The list is refetched once the write has landed.
  const refetched = page.waitForResponse((res) => res.url().includes('summaries.list') && res.ok());
  await item.check();
  await expect(item).toBeChecked();
  await expect(card.getByText('Completed')).toBeVisible();
  await refetched;
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Update the CV' })).toBeChecked();

  await expect(page.getByRole('button', { name: 'Export All' })).toBeEnabled();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export All' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^mentorai-summaries-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    count: number;
    summaries: { sessionId: string; actionItems: { text: string; completed: boolean }[] }[];
  };
  expect(doc.count).toBe(1);
  expect(doc.summaries[0]?.sessionId).toBe(sessionId);
  expect(doc.summaries[0]?.actionItems[0]).toMatchObject({ text: 'Update the CV', completed: true });
  await expect(page.getByText('Export completed')).toBeVisible();

  await page.getByRole('link', { name: 'View full chat' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/chat\\?session=${sessionId}$`));
});

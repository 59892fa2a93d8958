import type { Page } from '@playwright/test';
import { expect, test, type E2EServer } from './fixtures';

/** Gives the signed-in user `count` finished career sessions, each with a summary, one minute apart. */
async function insertSessions(page: Page, server: E2EServer, count: number): Promise<void> {
  const me = await page.request.get(`${server.url}/api/auth/user`);
  const { id: userId } = (await me.json()) as { id: string };
  await server.sql([
    {
      sql: `with s as (
              insert into chat_sessions (user_id, mentor_id, title, started_at, created_at, updated_at)
              select $1::uuid, m.id, 'Paged session ' || g, now() - g * interval '1 minute',
                now() - g * interval '1 minute', now() - g * interval '1 minute'
              from mentors m cross join generate_series(1, $2::int) g where m.type = 'career'
              returning id, user_id, title, created_at
            )
            insert into session_summaries (session_id, user_id, summary, key_insights, action_items, sentiment,
              progress_made, next_steps, created_at, updated_at)
            select id, user_id, 'Summary of ' || title, '[]'::jsonb, '[]'::jsonb, 'positive', '', '', created_at,
              created_at
            from s`,
      params: [userId, count],
    },
  ]);
}

test('History and the chat sidebar show a page of 20 and the rest on Show more', async ({
  signedIn: page,
  server,
}) => {
  await insertSessions(page, server, 25);

  await page.goto('/dashboard/history');
  await expect(page.getByText('Summary of Paged session 1', { exact: true })).toBeVisible();
  await expect(page.getByTestId('summary-card')).toHaveCount(20);
  await expect(page.getByText('Summary of Paged session 25', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByTestId('summary-card')).toHaveCount(25);
  await expect(page.getByText('Summary of Paged session 25', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  await page.goto('/dashboard/chat');
  const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
  const list = sidebar.getByRole('list', { name: 'Past sessions' });
  await expect(list.getByText('Paged session 1', { exact: true })).toBeVisible();
  await expect(list.getByText('Paged session 25', { exact: true })).toHaveCount(0);
  await sidebar.getByRole('button', { name: 'Show more' }).click();
  await expect(list.getByText('Paged session 25', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

import { expect, newAccount, testWithAdmin } from './fixtures';

// The mentor's quality as a person sees it (issue 23): a follow-up stays on the topic of the first message,
// Regenerate keeps the earlier reply (n/m with arrows), and a thumbs down with a reason reaches the admin's AI
// Oversight tab. The file has its own server, where ADMIN_EMAILS makes this account an admin (on the shared
// server of the suite it would not be the first account).

const ADMIN = newAccount({ email: 'mentor-quality-admin-e2e@example.com' });

const test = testWithAdmin(ADMIN).extend({
  account: async ({}, use) => {
    await use(ADMIN);
  },
});

test('a follow-up stays on topic, Regenerate shows 2/2 with working arrows, and feedback reaches the admin', async ({
  signedIn: page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Start new session' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);

  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  const replies = page.locator('[data-role="assistant"]');
  const ask = async (text: string, count: number) => {
    await box.fill(text);
    await box.press('Enter');
    await expect(replies).toHaveCount(count);
    // The reply is done when Send is back and the reply has its actions.
    await expect(send).toBeVisible({ timeout: 30_000 });
    await expect(replies.last().getByRole('button', { name: 'Good reply' })).toBeVisible({ timeout: 30_000 });
  };

  await ask('I have a job interview for a product manager role next week. How do I prepare?', 1);
  await expect(replies.last()).toContainText(/interview/i);
  // A follow-up that does not name the topic again: the mentor keeps to it.
  await ask('What should I do the day before?', 2);
  const last = replies.last();
  await expect(last).toContainText(/interview/i);

  // Regenerate: a different reply, and the earlier one kept, with arrows between them.
  const textOf = () => replies.last().getByTestId('markdown-message');
  const first = await textOf().innerText();
  await last.getByRole('button', { name: 'Regenerate the last reply' }).click();
  const versions = replies.last().getByTestId('reply-versions');
  await expect(versions).toContainText('2/2', { timeout: 30_000 });
  await expect(send).toBeVisible();
  const second = await textOf().innerText();
  expect(second).not.toBe(first);
  await expect(versions.getByRole('button', { name: 'Next version' })).toBeDisabled();

  await versions.getByRole('button', { name: 'Previous version' }).click();
  await expect(versions).toContainText('1/2');
  await expect(textOf()).toHaveText(first);
  await versions.getByRole('button', { name: 'Next version' }).click();
  await expect(versions).toContainText('2/2');
  await expect(textOf()).toHaveText(second);

  // Thumbs down with a reason.
  const down = replies.last().getByRole('button', { name: 'Bad reply' });
  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  const reason = `Too generic for my situation ${Date.now()}`;
  await replies.last().getByRole('textbox', { name: 'What was wrong? (optional)' }).fill(reason);
  await replies.last().getByRole('button', { name: 'Send feedback' }).click();
  await expect(replies.last().getByText('Thanks for your feedback')).toBeVisible();

  // The reply with its arrows and thumbs on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await replies.last().getByTestId('message-actions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('mentor-quality-390.png') });
  await page.screenshot({ path: '/tmp/mentor-quality-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The admin sees it in AI Oversight: the mentor's figures and the reason, with no name.
  await page.goto('/admin?tab=ai');
  const card = page.getByTestId('feedback-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('feedback-reasons')).toContainText(reason);
  const byMentor = card.getByRole('table', { name: 'Per mentor' });
  await expect(byMentor.getByRole('row', { name: /Career Coach/ })).toContainText('0%');
  await expect(card.getByRole('table', { name: 'Per provider / model' })).toContainText('offline');
});

import { expect, test } from './fixtures';

test('long-term memory: off by default, switched on, facts from a session listed with their source, deleted', async ({
  signedIn: page,
}) => {
  await page.goto('/account/profile');
  const toggle = page.getByRole('switch', { name: 'Remember me across sessions' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Nothing remembered yet.', { exact: false })).toBeVisible();

  // A new account is in its Pro trial, so memory can be switched on.
  await toggle.click();
  await expect(page.getByText('Long-term memory is on')).toBeVisible();
  await expect(toggle).toBeChecked();

  // A session in which the person says something durable about themselves.
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Start new session' }).click();
  await expect(page.getByTestId('welcome-message')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(
    'I work as a nurse in a children’s hospital. I want to move into health tech within a year.',
  );
  await box.press('Enter');
  await expect(page.locator('[data-role="assistant"]').last()).toContainText('Next steps', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible({ timeout: 30_000 });

  // The facts show in Profile Settings (they are extracted in the background after the reply: the page reads
  // the list again by itself once that is done).
  const list = page.getByRole('list', { name: 'What your mentor remembers' });
  await page.goto('/account/profile');
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  const nurse = list.getByRole('listitem').filter({ hasText: 'You work as a nurse' });
  await expect(nurse).toBeVisible();

  // The source session link opens that session.
  await nurse.getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/);
  await expect(page.locator('[data-role="user"]')).toContainText('I work as a nurse');

  // Delete one, then all; it stays that way after a reload.
  await page.goto('/account/profile');
  await list
    .getByRole('button', { name: /^Delete memory: You work as a nurse/ })
    .first()
    .click();
  await expect(page.getByText('Memory deleted')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete all' }).click();
  await page
    .getByRole('dialog', { name: 'Delete all memories?' })
    .getByRole('button', { name: 'Delete all' })
    .click();
  await expect(page.getByText('All memories deleted')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nothing remembered yet.', { exact: false })).toBeVisible();

  // Off again: saved as such.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();
});

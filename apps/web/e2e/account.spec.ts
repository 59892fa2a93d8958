import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@mentor/validation';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type E2EServer } from './fixtures';

/** POST /api/login from a request context: the status (200 signed in, 401 refused). */
async function loginStatus(request: APIRequestContext, server: E2EServer, email: string, password: string) {
  const res = await request.post(`${server.url}/api/login`, {
    data: { email, password },
    headers: { origin: server.url },
  });
  return res.status();
}

async function openProfile(page: Page) {
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
}

test('Export Data downloads the selected types, with a goal made in the test', async ({
  signedIn: page,
  server,
}) => {
  const title = `Export goal ${Date.now()}`;
  const created = await page.request.post(`${server.url}/api/goals`, {
    headers: { origin: server.url },
    data: {
      title,
      description: 'Made by the export e2e test',
      category: 'career',
      status: 'active',
      progress: 0,
      targetDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/account/export');
  await page.getByRole('button', { name: MESSAGES.export.deselectAll }).click();
  await page.getByRole('button', { name: MESSAGES.export.button }).click();
  await expect(page.getByText(MESSAGES.export.noneSelectedBody)).toBeVisible();

  await page.getByRole('checkbox', { name: /Profile Information/ }).check();
  await page.getByRole('checkbox', { name: /Goals & Progress/ }).check();
  await expect(page.getByTestId('export-estimated-size')).toHaveText('~10 MB');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: MESSAGES.export.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mentorai-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    dataTypes: string[];
    format: string;
    profile: { user: { email: string } };
    goals: { goals: { title: string }[] };
    sessions?: unknown;
  };
  expect(file.dataTypes).toEqual(['profile', 'goals']);
  expect(file.format).toBe('json');
  expect(file.sessions).toBeUndefined();
  expect(file.goals.goals.map((g) => g.title)).toContain(title);
  await expect(page.getByText(MESSAGES.export.successTitle)).toBeVisible();
});

test('the onboarding questions are saved and shown on Profile', async ({ signedIn: page }) => {
  await page.goto('/dashboard');
  const questions = page.getByRole('form', { name: MESSAGES.onboarding.questionsTitle });
  await expect(questions).toBeVisible();
  await questions.getByRole('button', { name: MESSAGES.onboarding.save }).click();
  await expect(questions.getByText(MESSAGES.onboarding.primaryGoalRequired)).toBeVisible();
  await questions.getByLabel(MESSAGES.onboarding.goalLabel).fill('Ship my first product');
  await questions.getByRole('radio', { name: '6 months' }).check();
  await questions.getByRole('radio', { name: 'Supportive' }).check();
  await questions.getByRole('radio', { name: 'Founder Advisor' }).check();
  await questions.getByRole('button', { name: MESSAGES.onboarding.save }).click();
  await expect(page.getByText(MESSAGES.onboarding.savedTitle)).toBeVisible();
  await expect(questions).toBeHidden();
  // The rest of the panel is still there.
  await expect(page.getByRole('button', { name: 'Create 90-day goal' })).toBeVisible();

  await openProfile(page);
  const profile = page.getByRole('form', { name: MESSAGES.onboarding.profileTitle });
  await expect(profile.getByLabel(MESSAGES.onboarding.goalLabel)).toHaveValue('Ship my first product');
  await expect(profile.getByRole('radio', { name: '6 months' })).toBeChecked();
  await expect(profile.getByRole('radio', { name: 'Supportive' })).toBeChecked();
  await expect(profile.getByRole('radio', { name: 'Founder Advisor' })).toBeChecked();

  await profile.getByRole('radio', { name: 'Analytical' }).check();
  await profile.getByRole('button', { name: MESSAGES.onboarding.saveProfile }).click();
  await expect(page.getByText(MESSAGES.onboarding.profileSavedTitle)).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: MESSAGES.onboarding.profileTitle })
      .getByRole('radio', { name: 'Analytical' }),
  ).toBeChecked();
});

test('change password: the new one signs in, the old one does not', async ({
  signedIn: page,
  account,
  server,
  playwright,
}) => {
  await openProfile(page);
  const form = page.getByRole('form', { name: MESSAGES.account.changePasswordTitle });
  await form.getByLabel(MESSAGES.account.currentPasswordLabel).fill('not my password');
  await form.getByLabel(MESSAGES.account.newPasswordLabel).fill('an even longer new password');
  await form.getByRole('button', { name: MESSAGES.account.changePasswordButton }).click();
  await expect(form.getByText(MESSAGES.account.wrongPassword)).toBeVisible();

  await form.getByLabel(MESSAGES.account.currentPasswordLabel).fill(account.password);
  await form.getByRole('button', { name: MESSAGES.account.changePasswordButton }).click();
  await expect(page.getByText(MESSAGES.account.passwordChanged)).toBeVisible();

  const other = await playwright.request.newContext();
  expect(await loginStatus(other, server, account.email, account.password)).toBe(401);
  expect(await loginStatus(other, server, account.email, 'an even longer new password')).toBe(200);
  await other.dispose();
});

test('sign out another session from Active sessions', async ({
  signedIn: page,
  account,
  server,
  playwright,
}) => {
  const other = await playwright.request.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  expect(await loginStatus(other, server, account.email, account.password)).toBe(200);
  expect((await other.get(`${server.url}/api/auth/user`)).status()).toBe(200);

  await openProfile(page);
  const sessions = page.getByRole('region', { name: MESSAGES.account.sessionsTitle });
  await expect(sessions.getByTestId('login-session')).toHaveCount(2);
  await expect(sessions.getByText(MESSAGES.account.thisDevice)).toBeVisible();
  await sessions.getByRole('button', { name: `${MESSAGES.account.signOutSession}: Safari on iOS` }).click();
  await expect(page.getByText(MESSAGES.account.sessionSignedOut)).toBeVisible();
  await expect(sessions.getByTestId('login-session')).toHaveCount(1);
  await expect(sessions.getByText(MESSAGES.account.noOtherSessions)).toBeVisible();

  expect((await other.get(`${server.url}/api/auth/user`)).status()).toBe(401);
  // This browser is still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await other.dispose();
});

test('delete account: lands on the landing page signed out; the old password no longer signs in', async ({
  signedIn: page,
  account,
  server,
  playwright,
}) => {
  await openProfile(page);
  await page.getByRole('button', { name: MESSAGES.account.deleteButton }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.account.deleteTitle });
  await dialog.getByLabel(MESSAGES.account.deleteConfirmLabel).fill('someone@else.com');
  await dialog
    .getByRole('textbox', { name: MESSAGES.account.deletePasswordLabel, exact: true })
    .fill(account.password);
  await dialog.getByRole('button', { name: MESSAGES.account.deleteButton }).click();
  await expect(dialog.getByText(MESSAGES.account.deleteConfirmMismatch)).toBeVisible();

  await dialog.getByLabel(MESSAGES.account.deleteConfirmLabel).fill(account.email);
  await dialog.getByRole('button', { name: MESSAGES.account.deleteButton }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
  expect((await page.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);

  const other = await playwright.request.newContext();
  expect(await loginStatus(other, server, account.email, account.password)).toBe(401);
  await other.dispose();
});

test('the sign-out confirm page: Cancel keeps the session, Sign out ends it', async ({
  signedIn: page,
  server,
}) => {
  await page.goto('/sign-out');
  await expect(page.getByText(MESSAGES.auth.signOutConfirm)).toBeVisible();
  await page.getByRole('link', { name: MESSAGES.auth.cancel }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Good (morning|afternoon)/)).toBeVisible();

  await page.goto('/sign-out');
  await page.getByRole('button', { name: MESSAGES.auth.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
  expect((await page.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);
});

import { linkIn, startSmtpStub, type SmtpStub } from '../../api/test/smtp-stub';
import { E2EServer, expect, newAccount, signUpViaApi, test } from './fixtures';

/**
 * The mails as a person meets them: the api sends over SMTP to a real SMTP server on loopback (`smtp-server`), the
 * test reads each mail back (`mailparser`) and follows its link in the browser.
 */
const smtpTest = test.extend<object, { smtp: SmtpStub }>({
  smtp: [
    async ({}, use) => {
      const smtp = await startSmtpStub();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ smtp }, use) => {
      const server = new E2EServer({ SMTP_URL: smtp.url, MAIL_FROM: 'MentorAI <mentor@mentorai.test>' });
      await server.start();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

smtpTest('resets a forgotten password through the mail’s link', async ({ page, server, smtp }) => {
  const account = await signUpViaApi(page, server, newAccount({ firstName: 'Rosa' }));
  await page.context().clearCookies();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  const mails = await smtp.waitFor(account.email, 2, 30_000); // the sign-up's verification, then the reset
  const reset = mails.find((m) => m.mail.subject === 'Reset your MentorAI password');
  expect(reset).toBeDefined();
  const link = linkIn(reset!.mail.text, `${server.url}/reset-password?token=`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const fresh = 'my brand new password';
  await page.getByLabel('New password').fill(fresh);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password').fill('yet another password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();

  // The new password signs in; the old one does not.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill(fresh);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

smtpTest('verifies the address from the mail, and the banner goes', async ({ page, server, smtp }) => {
  const account = await signUpViaApi(page, server, newAccount({ firstName: 'Vik' }));
  await page.goto('/dashboard');
  const banner = page.getByText(`Please verify your email address: we sent a link to ${account.email}.`);
  await expect(banner).toBeVisible();

  const [mail] = await smtp.waitFor(account.email, 1, 30_000);
  expect(mail!.mail.subject).toBe('Verify your email address for MentorAI');
  expect(mail!.mail.html).toContain('Verify email address');
  await page.goto(linkIn(mail!.mail.text, `${server.url}/verify-email?token=`));
  await expect(page.getByText('Your email address is verified.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText(/Good (morning|afternoon)/)).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('turns summary emails off in Profile, and it stays off', async ({ signedIn: page }) => {
  await page.goto('/account/profile');
  const summaries = page.getByRole('switch', { name: 'Email me each session summary' });
  await expect(summaries).toBeChecked();
  await summaries.click({ force: true });
  await expect(page.getByText('Email preferences saved').first()).toBeVisible();
  await expect(summaries).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email me each session summary' })).not.toBeChecked();
  const me = await page.request.get('/api/auth/user');
  expect(((await me.json()) as { summaryEmails: boolean }).summaryEmails).toBe(false);
});

test('without SMTP the admin reads the mail in the Outbox and follows its link', async ({ page }) => {
  // A server of its own, so this account is its first: the admin.
  const own = new E2EServer();
  await own.start();
  try {
    const admin = await signUpViaApi(page, own, newAccount({ firstName: 'Ada' }));
    await page.goto(`${own.url}/admin?tab=outbox`);
    await expect(page.getByText(/SMTP is not configured/)).toBeVisible();
    const row = page.getByTestId('outbox-row').filter({ hasText: admin.email });
    await expect(row).toHaveCount(1);
    // The page may open before the mail's job has run (Queued, 'Not rendered yet'): the Outbox looks again by
    // itself until the mail is kept, as the admin would wait for it.
    await expect(row.getByText('Kept', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Verify your email address for MentorAI' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Verify your email address for MentorAI').first()).toBeVisible();
    const frame = page.frameLocator('iframe[title="Email HTML"]');
    await expect(frame.getByText('Verify email address')).toBeVisible();
    const text = (await dialog.locator('pre').first().textContent()) ?? '';
    await page.goto(linkIn(text, `${own.url}/verify-email?token=`));
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await page.goto(`${own.url}/dashboard`);
    await expect(page.getByText(/Please verify your email address/)).toHaveCount(0);
  } finally {
    await own.dispose();
  }
});

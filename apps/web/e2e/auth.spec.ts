import { expect, newAccount, test } from './fixtures';

test('a signed-out visit to /dashboard lands on the landing page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toHaveCount(0);
});

test('create account, edit profile, sign out, sign in, sign out', async ({ page }) => {
  const account = newAccount({ firstName: 'Nadia', lastName: 'Okafor' });

  // Sign in from the landing page goes through /api/login to the sign-in screen.
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Good (morning|afternoon)/)).toBeVisible();
  await expect(page.getByText('Nadia').first()).toBeVisible();

  // Edit the profile.
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First Name').fill('Nadia Grace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been successfully updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Nadia Grace');

  // Sign out (with confirmation).
  await page
    .getByRole('button', { name: /Nadia Grace/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Are you sure you want to sign out?')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();

  // Sign in again with the password.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // And out again.
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
});

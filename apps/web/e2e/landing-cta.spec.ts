import { expect, test } from './fixtures';

// The email typed in the landing page's final call to action reaches the sign-in page (through /api/login).

test('the email typed in the final call to action is in the sign-in form', async ({ page }) => {
  await page.goto('/');
  const cta = page.locator('#cta');
  await cta.getByRole('textbox', { name: 'Email address' }).fill('Ada.Lovelace@Example.com');
  await cta.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/sign-in\?email=ada\.lovelace%40example\.com$/);
  await expect(
    page.getByRole('form', { name: 'Sign in' }).getByRole('textbox', { name: /Email/ }),
  ).toHaveValue('ada.lovelace@example.com');
  // Something that is not an email is not carried.
  await page.goto('/');
  await page.locator('#cta').getByRole('textbox', { name: 'Email address' }).fill('"><script>');
  await page.locator('#cta').getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

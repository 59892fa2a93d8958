import { MESSAGES } from '@mentor/validation';
import { expect, test } from './fixtures';

const B = MESSAGES.billing;

// The default e2e server has no Stripe settings: online payment is off.
test('payments disabled: the plan buttons say so plainly, nothing pretends to succeed', async ({
  signedIn: page,
}) => {
  await page.goto('/upgrade');
  await expect(page.getByTestId('payments-disabled')).toContainText(B.paymentsDisabled);
  await expect(page.getByTestId('plan-pro').getByRole('button', { name: 'Go Pro' })).toBeDisabled();
  await expect(
    page.getByTestId('plan-founder').getByRole('button', { name: 'Join Founder+' }),
  ).toBeDisabled();
  await page.goto('/account/subscription');
  await expect(page.getByTestId('payments-disabled')).toContainText(B.paymentsDisabled);
  await expect(page.getByTestId('current-plan-badge')).toHaveText('Pro trial');
});

test('a support request is sent from Help & Support', async ({ signedIn: page }) => {
  const H = MESSAGES.help;
  await page.goto('/account/help');
  await page.getByRole('button', { name: H.send }).click();
  await expect(page.getByText(MESSAGES.support.subjectRequired)).toBeVisible();

  await page.getByRole('textbox', { name: H.subjectLabel }).fill('Billing question');
  await page.getByRole('textbox', { name: H.messageLabel }).fill('How do I change my card on file?');
  await page.getByRole('button', { name: H.send }).click();
  await expect(page.getByText(MESSAGES.support.successTitle)).toBeVisible();
  await expect(page.getByText(MESSAGES.support.successBody)).toBeVisible();
  await expect(page.getByRole('textbox', { name: H.subjectLabel })).toHaveValue('');
});

import { MESSAGES } from '@mentor/validation';
import { startStripeStub, type StripeStub } from '../../api/test/stripe-stub';
import { E2EServer, expect, newAccount, signUpViaApi, test as base } from './fixtures';

const B = MESSAGES.billing;

/**
 * Plans and payments in the browser. With Stripe configured, the api talks through the real `stripe` SDK to the
 * Stripe stand-in of apps/api/test/stripe-stub.ts, which also serves the checkout page: its Pay button delivers
 * the signed webhooks to the app and sends the browser back to the success URL, as Stripe Checkout does.
 */
const test = base.extend<object, { stripe: StripeStub }>({
  stripe: [
    async ({}, use) => {
      const stub = await startStripeStub({ hostedCheckout: true });
      await use(stub);
      await stub.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ stripe }, use) => {
      const server = new E2EServer({
        STRIPE_SECRET_KEY: stripe.config.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.config.webhookSecret,
        STRIPE_PRICE_PRO: stripe.config.prices.pro,
        STRIPE_PRICE_FOUNDER: stripe.config.prices.founder,
        STRIPE_API_BASE: `http://${stripe.api.host}:${stripe.api.port}`,
      });
      await server.start();
      stripe.setWebhookUrl(`${server.url}/api/billing/webhook`);
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test('a trial user sees the Pro trial on the Subscription page, then a user set to Pro sees Pro', async ({
  page,
  server,
}) => {
  const account = await signUpViaApi(page, server, newAccount());
  await page.goto('/account/subscription');
  await expect(page.getByTestId('current-plan-badge')).toHaveText('Pro trial');
  await expect(page.getByTestId('trial-banner')).toHaveAttribute('data-variant', 'trial');
  await expect(page.getByTestId('plan-status')).toHaveText('Active');
  await expect(page.getByTestId('plan-next-billing')).toHaveText('N/A');
  await expect(page.getByTestId('plan-pro-marker')).toHaveText(B.yourTrial);

  await server.sql([
    {
      sql: `update users set subscription_tier = 'pro', sessions_limit = -1 where email = $1`,
      params: [account.email],
    },
  ]);
  await page.goto('/account/subscription');
  await expect(page.getByTestId('current-plan-badge')).toHaveText('Pro');
  await expect(page.getByTestId('plan-pro-marker')).toHaveText(B.currentPlan);
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  // The plan was set by an admin, not bought online: no billing information, no checkout.
  await expect(page.getByRole('heading', { name: B.billingInfoTitle })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('plan-badge')).toHaveText('Pro');
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
});

test('upgrade: Go Pro goes through Stripe Checkout and the user comes back on Pro', async ({
  signedIn: page,
  stripe,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  await page.getByTestId('trial-banner').getByRole('link', { name: MESSAGES.trial.upgrade }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('heading', { name: B.upgradeTitle })).toBeVisible();

  await page.getByTestId('plan-pro').getByRole('button', { name: 'Go Pro' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${stripe.api.port}/c/pay/`));
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  await expect(page).toHaveURL(/\/account\/subscription$/);
  await expect(page.getByText(B.checkoutSuccessTitle)).toBeVisible();
  await expect(page.getByTestId('current-plan-badge')).toHaveText('Pro');
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  await expect(page.getByTestId('billing-card')).toHaveText('Visa •••• 4242');
  await expect(page.getByTestId('plan-next-billing')).not.toHaveText('N/A');
  expect(stripe.requestsTo('POST /v1/checkout/sessions')).toHaveLength(1);
});

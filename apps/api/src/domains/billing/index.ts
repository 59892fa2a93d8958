/** The billing domain's public surface: plans and online payments. */
import type { Config } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

export { providerRevenue } from './billing.service';
export type { PaymentProvider } from './payment-provider';

/** Stripe when its settings are present; undefined otherwise (checkout and portal then say payments are off). */
export function createPaymentProvider(config: Config): PaymentProvider | undefined {
  return config.stripe ? createStripeProvider(config.stripe) : undefined;
}

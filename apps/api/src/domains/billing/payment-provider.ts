import type { CheckoutPlan, SubscriptionSummary } from '@mentor/validation';

/** The user a checkout is for. */
interface CheckoutCustomer {
  id: string;
  email: string;
  /** The provider's customer id when the user has paid before: reused, so they keep one billing account. */
  paymentCustomerId: string | null;
}

/** A subscription as the provider holds it: the details the Subscription page shows plus what identifies it. */
export interface ProviderSubscription extends SubscriptionSummary {
  id: string;
  customerId: string | null;
  priceId: string | null;
  /** The plan the price id stands for; null for a price this server does not sell. */
  plan: CheckoutPlan | null;
  /** The user id the checkout wrote into the subscription's metadata, when it came from our checkout. */
  userId: string | null;
}

/** A subscription's state carried by a webhook event. */
export type SubscriptionChange = Pick<
  ProviderSubscription,
  'id' | 'customerId' | 'status' | 'priceId' | 'plan' | 'userId'
>;

interface EventBase {
  /** The provider's event id (the same on every delivery of one event). */
  id: string;
  type: string;
  /** When the provider created the event (its order, not the order of delivery). */
  created: Date;
}

/** A verified webhook event, in the terms the billing service works with. */
export type BillingEvent =
  | (EventBase & {
      kind: 'checkout.completed';
      /** Our user id (the checkout's client reference). */
      userId: string | null;
      customerId: string | null;
      /** Null when the checkout was not for a subscription. */
      subscriptionId: string | null;
    })
  | (EventBase & { kind: 'subscription'; deleted: boolean; subscription: SubscriptionChange })
  | (EventBase & { kind: 'ignored' });

/** Revenue from the provider's records, in US dollars (cents rounded). */
export interface ProviderRevenue {
  /** Active and past-due subscriptions' prices × quantity, normalised to a month (a yearly price ÷ 12). */
  monthlyRevenue: number;
  /** The sum of paid invoices' amounts. */
  totalRevenue: number;
  currency: 'usd';
}

/**
 * Online payments: a hosted checkout page, a hosted billing portal (change card, cancel), a subscription's details
 * and verified webhook events. Stripe is the one implementation; tests run it against a stub server.
 */
export interface PaymentProvider {
  /** The hosted payment page's URL for a subscription to `plan`. */
  createCheckout(input: {
    user: CheckoutCustomer;
    plan: CheckoutPlan;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** The hosted billing portal's URL for a customer (Manage billing, Cancel Subscription). */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  subscriptionDetails(subscriptionId: string): Promise<ProviderSubscription>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): BillingEvent;
  /** Revenue from the provider's subscriptions and paid invoices (US dollar amounts only). */
  revenue(): Promise<ProviderRevenue>;
}

/** The provider refused or could not be reached (its message is for the log, not for people). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

import Stripe from 'stripe';

// The Stripe objects and webhook deliveries the stub (stripe-stub.ts) answers with and tests build, and the stub's
// keys and prices.

export const STUB_SECRET_KEY = 'sk_test_stub';
export const STUB_WEBHOOK_SECRET = 'whsec_test_stub';
export const STUB_PRICES = { pro: 'price_pro_test', founder: 'price_founder_test' } as const;
/** The stub prices' amounts in cents and their billing interval (Pro $39 a month, Founder+ $199 a year). */
const STUB_PRICE_AMOUNTS: Record<string, { unitAmount: number; interval: 'month' | 'year' }> = {
  [STUB_PRICES.pro]: { unitAmount: 3900, interval: 'month' },
  [STUB_PRICES.founder]: { unitAmount: 19_900, interval: 'year' },
};

/** A Stripe subscription object as the API and webhook events carry it (one item, one price). */
export function stripeSubscription(input: {
  id: string;
  customer: string;
  price: string;
  status?: string;
  /** The price's amount in cents and interval (the stub prices' own by default) and the item's quantity. */
  unitAmount?: number;
  interval?: 'month' | 'year';
  quantity?: number;
  userId?: string;
  /** The end of the current period, in seconds since the epoch. */
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  /** An expanded default payment method (card and billing address), as a retrieval with `expand` gives it. */
  paymentMethod?: {
    brand: string;
    last4: string;
    address?: { line1: string; city: string; postal_code: string; country: string };
  };
}): Record<string, unknown> & { id: string } {
  const periodEnd = input.periodEnd ?? 1_797_000_000;
  const listed = STUB_PRICE_AMOUNTS[input.price];
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: input.userId ? { userId: input.userId } : {},
    default_payment_method: input.paymentMethod
      ? {
          id: 'pm_stub',
          object: 'payment_method',
          type: 'card',
          card: { brand: input.paymentMethod.brand, last4: input.paymentMethod.last4 },
          billing_details: {
            address: input.paymentMethod.address
              ? { line2: null, state: null, ...input.paymentMethod.address }
              : null,
          },
        }
      : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          price: {
            id: input.price,
            object: 'price',
            currency: 'usd',
            unit_amount: input.unitAmount ?? listed?.unitAmount ?? 0,
            recurring: { interval: input.interval ?? listed?.interval ?? 'month', interval_count: 1 },
          },
          quantity: input.quantity ?? 1,
          current_period_start: periodEnd - 30 * 86_400,
          current_period_end: periodEnd,
        },
      ],
    },
  };
}

/** A Stripe invoice as GET /v1/invoices lists it; `amountPaid` in cents. */
export function stripeInvoice(input: {
  id: string;
  amountPaid: number;
  status?: string;
  currency?: string;
}): Record<string, unknown> & { id: string } {
  const status = input.status ?? 'paid';
  return {
    id: input.id,
    object: 'invoice',
    status,
    currency: input.currency ?? 'usd',
    amount_paid: status === 'paid' ? input.amountPaid : 0,
    amount_due: input.amountPaid,
  };
}

/** A webhook delivery signed the way Stripe signs it (`Stripe-Signature` over the exact body). */
export function signedEvent(
  input: { id: string; type: string; created: number; object: Record<string, unknown> },
  secret: string = STUB_WEBHOOK_SECRET,
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: input.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: input.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type,
    data: { object: input.object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

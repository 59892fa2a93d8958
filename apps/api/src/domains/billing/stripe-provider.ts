import type { BillingAddress, CheckoutPlan, PaymentCard } from '@mentor/validation';
import Stripe from 'stripe';
import type { StripeConfig } from '../../env';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type BillingEvent,
  type PaymentProvider,
  type ProviderRevenue,
  type ProviderSubscription,
  type SubscriptionChange,
} from './payment-provider';

const REQUEST_TIMEOUT_MS = 20_000;
/** Page size of the revenue lists (Stripe's maximum). */
const LIST_PAGE_SIZE = 100;
/** At most this many subscriptions and as many invoices are read for the revenue figures (bounded work). */
const REVENUE_LIST_MAX = 10_000;
/** Subscription statuses that bring in money each period (a past-due renewal is being retried). */
const REVENUE_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'past_due']);

/** How many of each billing interval make a month. */
const PER_MONTH: Record<string, number> = { day: 365 / 12, week: 52 / 12, month: 1, year: 1 / 12 };

/** One subscription item's amount per month in cents (a yearly price ÷ 12); 0 for a non-USD or metered price. */
function monthlyCents(item: Stripe.SubscriptionItem): number {
  const { price } = item;
  if (price.currency !== 'usd' || price.unit_amount === null || !price.recurring) return 0;
  const amount = price.unit_amount * (item.quantity ?? 1);
  const count = price.recurring.interval_count || 1;
  const perMonth = PER_MONTH[price.recurring.interval] ?? 0;
  return (amount * perMonth) / count;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/** The Stripe SDK's error for a refused or failed call: the log gets its type, code and message. */
function providerError(what: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(
      `Stripe ${what} failed: ${error.type} ${error.code ?? ''} ${error.message}`,
      {
        cause: error,
      },
    );
  }
  return new PaymentProviderError(`Stripe ${what} failed`, { cause: error });
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The expanded object, or null when the field holds only an id (or nothing). */
function expanded<T extends { id: string }>(value: string | T | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null;
}

function cardOf(method: Stripe.PaymentMethod | null): PaymentCard | null {
  return method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
}

function addressOf(address: Stripe.Address | null | undefined): BillingAddress | null {
  if (!address) return null;
  const out: BillingAddress = {
    line1: address.line1 ?? null,
    line2: address.line2 ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postalCode: address.postal_code ?? null,
    country: address.country ?? null,
  };
  return Object.values(out).some((v) => v !== null && v !== '') ? out : null;
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'MentorAI' },
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });

  const planOf = (priceId: string | null): CheckoutPlan | null =>
    priceId === config.prices.pro ? 'pro' : priceId === config.prices.founder ? 'founder' : null;

  /** The state of a subscription as an event or a retrieval carries it. */
  function changeOf(sub: Stripe.Subscription): SubscriptionChange {
    const priceId = sub.items.data[0]?.price.id ?? null;
    return {
      id: sub.id,
      customerId: idOf(sub.customer),
      status: sub.status,
      priceId,
      plan: planOf(priceId),
      userId: sub.metadata?.userId ?? null,
    };
  }

  return {
    async createCheckout({ user, plan, successUrl, cancelUrl }) {
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'subscription',
        line_items: [{ price: config.prices[plan], quantity: 1 }],
        client_reference_id: user.id,
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { userId: user.id, plan },
        subscription_data: { metadata: { userId: user.id, plan } },
      };
      const create = (customer: string | null) =>
        stripe.checkout.sessions.create(
          customer ? { ...params, customer } : { ...params, customer_email: user.email },
        );
      try {
        let session: Stripe.Checkout.Session;
        try {
          session = await create(user.paymentCustomerId);
        } catch (error) {
          // A customer deleted on Stripe's side: start again as a new customer rather than fail for good.
          const missingCustomer =
            error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'resource_missing' &&
            error.param === 'customer';
          if (!user.paymentCustomerId || !missingCustomer) throw error;
          session = await create(null);
        }
        if (!session.url) throw new PaymentProviderError('Stripe answered a checkout session without a URL');
        return session.url;
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : providerError('checkout', error);
      }
    },

    async createPortal({ customerId, returnUrl }) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      } catch (error) {
        throw providerError('billing portal', error);
      }
    },

    async subscriptionDetails(subscriptionId): Promise<ProviderSubscription> {
      let sub: Stripe.Subscription;
      try {
        sub = await stripe.subscriptions.retrieve(subscriptionId, {
          expand: ['default_payment_method', 'customer', 'customer.invoice_settings.default_payment_method'],
        });
      } catch (error) {
        throw providerError('subscription retrieval', error);
      }
      const customer = expanded(sub.customer);
      // A deleted customer carries no payment method or address.
      const liveCustomer = customer && !('deleted' in customer && customer.deleted) ? customer : null;
      const method =
        expanded(sub.default_payment_method) ??
        expanded(liveCustomer?.invoice_settings?.default_payment_method);
      const periodEnd = sub.items.data[0]?.current_period_end ?? null;
      return {
        ...changeOf(sub),
        currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000).toISOString(),
        cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
        card: cardOf(method),
        billingAddress: addressOf(method?.billing_details?.address) ?? addressOf(liveCustomer?.address),
      };
    },

    async revenue(): Promise<ProviderRevenue> {
      try {
        let monthly = 0;
        let seen = 0;
        // Auto-pagination: the SDK asks for the next page (starting_after) as the loop goes on.
        for await (const sub of stripe.subscriptions.list({
          status: 'all',
          limit: LIST_PAGE_SIZE,
          expand: ['data.items.data.price'],
        })) {
          if ((seen += 1) > REVENUE_LIST_MAX) break;
          if (!REVENUE_STATUSES.has(sub.status)) continue;
          for (const item of sub.items.data) monthly += monthlyCents(item);
        }
        let total = 0;
        seen = 0;
        for await (const invoice of stripe.invoices.list({ status: 'paid', limit: LIST_PAGE_SIZE })) {
          if ((seen += 1) > REVENUE_LIST_MAX) break;
          if (invoice.currency === 'usd') total += invoice.amount_paid;
        }
        return { monthlyRevenue: dollars(monthly), totalRevenue: dollars(total), currency: 'usd' };
      } catch (error) {
        throw providerError('revenue', error);
      }
    },

    parseWebhook(rawBody, signatureHeader): BillingEvent {
      if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError('The Stripe signature does not match the body', { cause: error });
      }
      const base = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          return {
            ...base,
            kind: 'checkout.completed',
            userId: session.client_reference_id ?? session.metadata?.userId ?? null,
            customerId: idOf(session.customer),
            subscriptionId: session.mode === 'subscription' ? idOf(session.subscription) : null,
          };
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return {
            ...base,
            kind: 'subscription',
            deleted: event.type === 'customer.subscription.deleted',
            subscription: changeOf(event.data.object),
          };
        default:
          return { ...base, kind: 'ignored' };
      }
    },
  };
}

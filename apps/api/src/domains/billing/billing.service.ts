import type { Database, UserRow } from '@mentor/db';
import {
  CHECKOUT_RETURN_PATHS,
  MESSAGES,
  planState,
  STARTER_SESSIONS_LIMIT,
  UNLIMITED_SESSIONS,
  type BillingStatus,
  type CheckoutPlan,
  type RedirectUrl,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { findUser, findUserByPaymentCustomer, updatePlan, type PlanUpdate } from '../account';
import { sessions } from '../auth';
import * as repo from './billing.repository';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type BillingEvent,
  type PaymentProvider,
  type ProviderRevenue,
  type SubscriptionChange,
} from './payment-provider';

export interface BillingDeps {
  db: Database;
  /** Undefined when online payment is not configured on this server. */
  payments: PaymentProvider | undefined;
  /** The app's public address, for the provider's return URLs. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Provider statuses that keep the paid plan: paid up, in a provider-side trial, or a renewal being retried. */
const ACCESS_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Provider statuses after which a subscription never comes back (a new checkout makes a new one). */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function paymentsOf(deps: BillingDeps): PaymentProvider {
  if (!deps.payments) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: MESSAGES.billing.paymentsDisabled });
  }
  return deps.payments;
}

function unavailable(error: unknown): TRPCError {
  return new TRPCError({ code: 'BAD_GATEWAY', message: MESSAGES.billing.providerUnavailable, cause: error });
}

/** How long the provider's revenue figures are reused before the provider is asked again. */
const REVENUE_CACHE_MS = 60_000;
/** The last revenue figures per provider instance (one per app), so a dashboard view does not call the provider. */
const revenueCache = new WeakMap<PaymentProvider, { at: number; figures: ProviderRevenue }>();

/**
 * Revenue from the payment provider's records, cached for 60 s per app; null when the provider cannot answer
 * (logged as a warning; the caller falls back to its own figures).
 */
export async function providerRevenue(
  deps: { payments: PaymentProvider; log: FastifyBaseLogger },
  now: Date,
): Promise<ProviderRevenue | null> {
  const cached = revenueCache.get(deps.payments);
  const at = now.getTime();
  if (cached && at >= cached.at && at - cached.at < REVENUE_CACHE_MS) return cached.figures;
  try {
    const figures = await deps.payments.revenue();
    revenueCache.set(deps.payments, { at, figures });
    return figures;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error }, 'the payment provider could not report revenue; list prices are shown');
    return null;
  }
}

/** Whether online payment is on, the user's plan, and their subscription's details when they have one. */
export async function billingStatus(deps: BillingDeps, user: UserRow, now: Date): Promise<BillingStatus> {
  const status: BillingStatus = {
    enabled: deps.payments !== undefined,
    plan: planState(user, now),
    subscription: null,
    subscriptionUnavailable: false,
  };
  if (!deps.payments || !user.paymentSubscriptionId) return status;
  try {
    const details = await deps.payments.subscriptionDetails(user.paymentSubscriptionId);
    status.subscription = {
      status: details.status,
      currentPeriodEnd: details.currentPeriodEnd,
      cancelAtPeriodEnd: details.cancelAtPeriodEnd,
      card: details.card,
      billingAddress: details.billingAddress,
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error }, 'the payment provider could not report a subscription');
    status.subscriptionUnavailable = true;
  }
  return status;
}

/**
 * The payment page for Go Pro / Join Founder+. A user who already pays online changes or cancels their plan in
 * the billing portal instead (a second checkout would start a second subscription).
 */
export async function startCheckout(
  deps: BillingDeps,
  user: UserRow,
  plan: CheckoutPlan,
): Promise<RedirectUrl> {
  const payments = paymentsOf(deps);
  if (user.paymentSubscriptionId && user.subscriptionTier !== 'starter') {
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.billing.alreadySubscribed });
  }
  try {
    const url = await payments.createCheckout({
      user: { id: user.id, email: user.email, paymentCustomerId: user.paymentCustomerId },
      plan,
      successUrl: `${deps.publicUrl}${CHECKOUT_RETURN_PATHS.success}`,
      cancelUrl: `${deps.publicUrl}${CHECKOUT_RETURN_PATHS.cancel}`,
    });
    return { url };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw unavailable(error);
    throw error;
  }
}

/** The billing portal (Manage billing, Cancel Subscription) for a user who has a billing account. */
export async function openPortal(deps: BillingDeps, user: UserRow): Promise<RedirectUrl> {
  const payments = paymentsOf(deps);
  if (!user.paymentCustomerId) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: MESSAGES.billing.noBillingAccount });
  }
  try {
    const url = await payments.createPortal({
      customerId: user.paymentCustomerId,
      returnUrl: `${deps.publicUrl}${CHECKOUT_RETURN_PATHS.portal}`,
    });
    return { url };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw unavailable(error);
    throw error;
  }
}

/** What a webhook delivery did; every outcome answers 200 (the provider stops retrying). */
export type WebhookOutcome =
  /** The user's plan was updated. */
  | 'applied'
  /** The same event was applied before: nothing changed. */
  | 'duplicate'
  /** An event older than one already applied to the same subscription (or for an ended one): nothing changed. */
  | 'stale'
  /** An event type this server does not act on, or a checkout that was not for a subscription. */
  | 'ignored'
  /** No user matches the event (unknown or deleted account). */
  | 'unmatched'
  /** A price this server does not sell: the user's plan is left as it is. */
  | 'unknown-price'
  /** An event that ends or pauses another subscription than the one the user's plan comes from. */
  | 'other-subscription';

/**
 * A webhook delivery: verify the signature over the raw body, then apply the event once (by event id) and in
 * order (by the provider's `created`, per subscription).
 */
export async function handleWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
  now: Date,
): Promise<WebhookOutcome> {
  const payments = paymentsOf(deps);
  let event: BillingEvent;
  try {
    event = payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    deps.log.warn({ err: error }, 'a payments webhook with a bad signature was refused');
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.billing.invalidSignature });
  }

  let outcome: WebhookOutcome;
  if (event.kind === 'ignored') {
    outcome = 'ignored';
  } else if (event.kind === 'subscription') {
    outcome = await applySubscription(deps, event, event.subscription, event.deleted, null, now);
  } else if (!event.subscriptionId) {
    outcome = 'ignored';
  } else if (await repo.hasEvent(deps.db, event.id)) {
    outcome = 'duplicate';
  } else {
    // The completed checkout names the subscription; its state (status, price) comes from the provider.
    let subscription: SubscriptionChange;
    try {
      subscription = await payments.subscriptionDetails(event.subscriptionId);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw unavailable(error);
      throw error;
    }
    if (!subscription.customerId) subscription = { ...subscription, customerId: event.customerId };
    outcome = await applySubscription(deps, event, subscription, false, event.userId, now);
  }
  deps.log.info({ eventId: event.id, type: event.type, outcome }, 'payments webhook');
  return outcome;
}

async function applySubscription(
  deps: BillingDeps,
  event: { id: string; type: string; created: Date },
  change: SubscriptionChange,
  deleted: boolean,
  checkoutUserId: string | null,
  now: Date,
): Promise<WebhookOutcome> {
  let planOf: string | undefined;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    if (!(await repo.recordEvent(trx, { id: event.id, type: event.type, eventCreatedAt: event.created }))) {
      return 'duplicate';
    }
    const user = await ownerOf(trx, change, checkoutUserId);
    if (!user) return 'unmatched';

    const known = await repo.lockSubscription(trx, change.id, user.id);
    if (event.created < known.lastEventAt || (known.status !== null && ENDED_STATUSES.has(known.status))) {
      return 'stale';
    }
    const ended = deleted || ENDED_STATUSES.has(change.status);
    const status = deleted ? 'canceled' : change.status;
    await repo.saveSubscription(trx, change.id, { userId: user.id, lastEventAt: event.created, status }, now);

    const grants = !ended && ACCESS_STATUSES.has(change.status);
    if (grants && change.plan === null) {
      deps.log.warn({ eventId: event.id, priceId: change.priceId }, 'a subscription to an unknown price');
      return 'unknown-price';
    }
    // Only a subscription that gives access takes over the plan from another one the user has.
    if (!grants && user.paymentSubscriptionId && user.paymentSubscriptionId !== change.id) {
      return 'other-subscription';
    }
    const customer = { paymentCustomerId: change.customerId ?? user.paymentCustomerId };
    const patch: PlanUpdate =
      grants && change.plan
        ? {
            ...customer,
            subscriptionTier: change.plan,
            subscriptionStatus: status,
            sessionsLimit: UNLIMITED_SESSIONS,
            paymentSubscriptionId: change.id,
            paymentPriceId: change.priceId,
          }
        : {
            ...customer,
            subscriptionTier: 'starter',
            subscriptionStatus: status,
            sessionsLimit: STARTER_SESSIONS_LIMIT,
            // An ended subscription is gone; one waiting for payment (incomplete, unpaid, paused) stays linked.
            paymentSubscriptionId: ended ? null : change.id,
            paymentPriceId: ended ? null : change.priceId,
          };
    await updatePlan(trx, user.id, patch, now);
    planOf = user.id;
    return 'applied';
  });
  // The plan changed: the user's cached sessions are read again (their next request sees the new plan).
  if (planOf) sessions.invalidateUser(planOf);
  return outcome;
}

/** The user an event is for: the id our checkout wrote, the subscription's known owner, or the customer's user. */
async function ownerOf(
  db: Database,
  change: SubscriptionChange,
  checkoutUserId: string | null,
): Promise<UserRow | undefined> {
  for (const id of [checkoutUserId, change.userId, await repo.findSubscriptionUserId(db, change.id)]) {
    if (id && UUID.test(id)) {
      const user = await findUser(db, id);
      if (user) return user;
    }
  }
  return change.customerId ? findUserByPaymentCustomer(db, change.customerId) : undefined;
}

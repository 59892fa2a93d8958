import type { UserRow } from '@mentor/db';
import { MESSAGES } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, testTargets, type Client, type TestApp } from '../../../test/helpers';
import {
  signedEvent,
  startStripeStub,
  STUB_PRICES,
  STUB_SECRET_KEY,
  stripeSubscription,
  type StripeStub,
} from '../../../test/stripe-stub';
import { loadConfig } from '../../env';

// Payments through the real `stripe` SDK against a Stripe stand-in on loopback (test/stripe-stub.ts), and webhook
// deliveries signed the way Stripe signs them.

const T0 = 1_794_000_000; // a Stripe `created` (seconds)

describe.each(testTargets())('billing with Stripe on %s', (target) => {
  let stub: StripeStub;
  let t: TestApp;
  let eventCounter = 0;

  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createTestApp({
      target,
      // The app's public address differs from the test client's origin, which is allowed explicitly.
      config: { publicUrl: 'https://mentor.example', allowedOrigins: [ORIGIN], stripe: stub.config },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(() => stub.reset());

  const deliver = (
    event: { type: string; object: Record<string, unknown>; created?: number; id?: string },
    options: { signature?: string | null; tamper?: (payload: string) => string } = {},
  ) => {
    eventCounter += 1;
    const signed = signedEvent({
      id: event.id ?? `evt_${eventCounter}_${Math.random().toString(36).slice(2, 8)}`,
      type: event.type,
      created: event.created ?? T0,
      object: event.object,
    });
    const signature = options.signature === undefined ? signed.signature : options.signature;
    return t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      // Stripe's call: no Origin, no cookie.
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload: options.tamper ? options.tamper(signed.payload) : signed.payload,
    });
  };

  const subscriptionEvent = (
    type: 'created' | 'updated' | 'deleted',
    input: Parameters<typeof stripeSubscription>[0],
    created: number,
    id?: string,
  ) => deliver({ type: `customer.subscription.${type}`, object: stripeSubscription(input), created, id });

  const plan = (u: UserRow) => ({
    subscriptionTier: u.subscriptionTier,
    subscriptionStatus: u.subscriptionStatus,
    sessionsLimit: u.sessionsLimit,
    paymentCustomerId: u.paymentCustomerId,
    paymentSubscriptionId: u.paymentSubscriptionId,
    paymentPriceId: u.paymentPriceId,
  });

  const trpcPost = (c: Client, path: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trpc/${path}`,
      headers: { origin: ORIGIN, cookie: c.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  describe('checkout', () => {
    it('opens a Stripe Checkout session in subscription mode for Go Pro, for this user, returning to the app', async () => {
      const c = await t.signUp();
      const { url } = await c.caller().billing.checkout({ plan: 'pro' });
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

      const [sent] = stub.requestsTo('POST /v1/checkout/sessions');
      expect(sent?.headers.authorization).toBe(`Bearer ${STUB_SECRET_KEY}`);
      expect(sent?.body).toMatchObject({
        mode: 'subscription',
        'line_items[0][price]': STUB_PRICES.pro,
        'line_items[0][quantity]': '1',
        client_reference_id: c.user.id,
        customer_email: c.user.email,
        success_url: 'https://mentor.example/account/subscription?checkout=success',
        cancel_url: 'https://mentor.example/upgrade?checkout=cancelled',
        'metadata[userId]': c.user.id,
        'subscription_data[metadata][userId]': c.user.id,
      });
      expect(sent?.body.customer).toBeUndefined();
    });

    it('uses the Founder+ price for Join Founder+, over HTTP too', async () => {
      const c = await t.signUp();
      const res = await trpcPost(c, 'billing.checkout', { plan: 'founder' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ result: { data: { url: string } } }>().result.data.url).toMatch(
        /^https:\/\/checkout/,
      );
      expect(stub.requestsTo('POST /v1/checkout/sessions')[0]?.body['line_items[0][price]']).toBe(
        STUB_PRICES.founder,
      );
    });

    it('reuses the customer the user already has', async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ paymentCustomerId: 'cus_known' })
        .where('id', '=', c.user.id)
        .execute();
      await t.caller(await c.reload()).billing.checkout({ plan: 'pro' });
      const body = stub.requestsTo('POST /v1/checkout/sessions')[0]?.body;
      expect(body?.customer).toBe('cus_known');
      expect(body?.customer_email).toBeUndefined();
    });

    it('starts again as a new customer when Stripe no longer knows the stored one', async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ paymentCustomerId: 'cus_gone' })
        .where('id', '=', c.user.id)
        .execute();
      stub.deleteCustomer('cus_gone');
      const { url } = await t.caller(await c.reload()).billing.checkout({ plan: 'pro' });
      expect(url).toMatch(/^https:\/\/checkout/);
      const sent = stub.requestsTo('POST /v1/checkout/sessions');
      expect(sent.map((r) => r.body.customer ?? r.body.customer_email)).toEqual(['cus_gone', c.user.email]);
    });

    it('refuses a second subscription to a user who already pays online', async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ subscriptionTier: 'pro', paymentCustomerId: 'cus_p', paymentSubscriptionId: 'sub_p' })
        .where('id', '=', c.user.id)
        .execute();
      await expect(t.caller(await c.reload()).billing.checkout({ plan: 'founder' })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: MESSAGES.billing.alreadySubscribed,
      });
      expect(stub.requestsTo('POST /v1/checkout/sessions')).toEqual([]);
    });

    it('refuses a plan that is not sold online with its message', async () => {
      const c = await t.signUp();
      const res = await trpcPost(c, 'billing.checkout', { plan: 'starter' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(MESSAGES.billing.invalidPlan);
    });

    it('answers 502 with a clear message when Stripe fails', async () => {
      const c = await t.signUp();
      stub.failNext('POST /v1/checkout/sessions', 400);
      const res = await trpcPost(c, 'billing.checkout', { plan: 'pro' });
      expect(res.statusCode).toBe(502);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        MESSAGES.billing.providerUnavailable,
      );
    });
  });

  describe('portal', () => {
    it('opens the billing portal for the user’s customer, returning to the Subscription page', async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ paymentCustomerId: 'cus_portal' })
        .where('id', '=', c.user.id)
        .execute();
      const { url } = await t.caller(await c.reload()).billing.portal();
      expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
      expect(stub.requestsTo('POST /v1/billing_portal/sessions')[0]?.body).toEqual({
        customer: 'cus_portal',
        return_url: 'https://mentor.example/account/subscription',
      });
    });

    it('answers 412 to a user without a billing account', async () => {
      const c = await t.signUp();
      const res = await trpcPost(c, 'billing.portal', {});
      expect(res.statusCode).toBe(412);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        MESSAGES.billing.noBillingAccount,
      );
      expect(stub.requests).toEqual([]);
    });
  });

  describe('status', () => {
    it('says payments are on and gives the plan state of a Starter account in its trial', async () => {
      const c = await t.signUp();
      const status = await c.caller().billing.status();
      expect(status).toMatchObject({
        enabled: true,
        subscription: null,
        subscriptionUnavailable: false,
        plan: {
          tier: 'pro',
          subscribedTier: 'starter',
          fromTrial: true,
          trial: { active: true, daysLeft: 14, endsAt: '2026-11-24T09:00:00.000Z' },
          trialAccess: { status: 'pro', reason: 'trial' },
          sessions: { limit: -1, used: 0, remaining: null },
        },
      });
      expect(stub.requests).toEqual([]);
    });

    it('gives a subscriber the next billing date, card and billing address from Stripe', async () => {
      const c = await t.signUp();
      const periodEnd = Date.parse('2026-12-10T09:00:00.000Z') / 1000;
      stub.setSubscription(
        stripeSubscription({
          id: 'sub_details',
          customer: 'cus_details',
          price: STUB_PRICES.pro,
          periodEnd,
          paymentMethod: {
            brand: 'visa',
            last4: '4242',
            address: { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'US' },
          },
        }),
      );
      await subscriptionEvent(
        'created',
        { id: 'sub_details', customer: 'cus_details', price: STUB_PRICES.pro, userId: c.user.id },
        T0,
      );
      const status = await t.caller(await c.reload()).billing.status();
      expect(status.plan).toMatchObject({
        tier: 'pro',
        paid: true,
        hasSubscription: true,
        trialAccess: null,
      });
      expect(status.subscription).toEqual({
        status: 'active',
        currentPeriodEnd: '2026-12-10T09:00:00.000Z',
        cancelAtPeriodEnd: false,
        card: { brand: 'visa', last4: '4242' },
        billingAddress: {
          line1: '1 Main St',
          line2: null,
          city: 'Springfield',
          state: null,
          postalCode: '12345',
          country: 'US',
        },
      });
      const [get] = stub.requestsTo('GET /v1/subscriptions/sub_details');
      expect(Object.values(get!.query)).toContain('default_payment_method');
    });

    it("falls back to the customer's default card and address, and reports a cancellation at period end", async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ subscriptionTier: 'pro', paymentCustomerId: 'cus_fb', paymentSubscriptionId: 'sub_fb' })
        .where('id', '=', c.user.id)
        .execute();
      stub.setSubscription({
        ...stripeSubscription({
          id: 'sub_fb',
          customer: 'cus_fb',
          price: STUB_PRICES.pro,
          cancelAtPeriodEnd: true,
        }),
        customer: {
          id: 'cus_fb',
          object: 'customer',
          address: {
            line1: '9 Side Rd',
            line2: null,
            city: 'Leeds',
            state: null,
            postal_code: 'LS1',
            country: 'GB',
          },
          invoice_settings: {
            default_payment_method: {
              id: 'pm_fb',
              object: 'payment_method',
              card: { brand: 'mastercard', last4: '4444' },
              billing_details: { address: null },
            },
          },
        },
      });
      const { subscription } = await t.caller(await c.reload()).billing.status();
      expect(subscription).toMatchObject({
        cancelAtPeriodEnd: true,
        card: { brand: 'mastercard', last4: '4444' },
        billingAddress: { line1: '9 Side Rd', city: 'Leeds', postalCode: 'LS1', country: 'GB' },
      });
    });

    it('still answers the plan when Stripe cannot be reached for the details', async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ subscriptionTier: 'pro', paymentSubscriptionId: 'sub_unknown_to_stripe' })
        .where('id', '=', c.user.id)
        .execute();
      const status = await t.caller(await c.reload()).billing.status();
      expect(status).toMatchObject({ enabled: true, subscription: null, subscriptionUnavailable: true });
      expect(status.plan.tier).toBe('pro');
    });
  });

  describe('webhook', () => {
    it('applies a signed subscription event: the user is on the plan of its price, unlimited', async () => {
      const c = await t.signUp();
      const res = await subscriptionEvent(
        'created',
        { id: 'sub_a', customer: 'cus_a', price: STUB_PRICES.pro, userId: c.user.id },
        T0,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      expect(plan(await c.reload())).toEqual({
        subscriptionTier: 'pro',
        subscriptionStatus: 'active',
        sessionsLimit: -1,
        paymentCustomerId: 'cus_a',
        paymentSubscriptionId: 'sub_a',
        paymentPriceId: STUB_PRICES.pro,
      });
      // A plan change in the portal moves the user to the other price's plan.
      await subscriptionEvent(
        'updated',
        { id: 'sub_a', customer: 'cus_a', price: STUB_PRICES.founder, userId: c.user.id },
        T0 + 60,
      );
      expect((await c.reload()).subscriptionTier).toBe('founder');
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const c = await t.signUp();
      const object = stripeSubscription({
        id: 'sub_bad',
        customer: 'cus_b',
        price: STUB_PRICES.pro,
        userId: c.user.id,
      });
      const tampered = await deliver(
        { type: 'customer.subscription.created', object },
        { tamper: (p) => p.replace('"active"', '"trialing"') },
      );
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json()).toEqual({ message: MESSAGES.billing.invalidSignature });
      const forged = signedEvent(
        { id: 'evt_forged', type: 'customer.subscription.created', created: T0, object },
        'whsec_someone_else',
      );
      const wrongSecret = await deliver(
        { type: 'customer.subscription.created', object, id: 'evt_forged' },
        { signature: forged.signature },
      );
      expect(wrongSecret.statusCode).toBe(400);
      const unsigned = await deliver({ type: 'customer.subscription.created', object }, { signature: null });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toEqual({ message: MESSAGES.billing.invalidSignature });
      expect((await c.reload()).subscriptionTier).toBe('starter');
    });

    it('applies the same event once, however often it is delivered', async () => {
      const c = await t.signUp();
      const first = { id: 'sub_once', customer: 'cus_once', price: STUB_PRICES.pro, userId: c.user.id };
      expect((await subscriptionEvent('created', first, T0, 'evt_once')).json()).toMatchObject({
        outcome: 'applied',
      });
      await subscriptionEvent('updated', { ...first, price: STUB_PRICES.founder }, T0 + 10, 'evt_later');
      const again = await subscriptionEvent('created', first, T0, 'evt_once');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect((await c.reload()).subscriptionTier).toBe('founder');
      const rows = await t.db.selectFrom('billingEvents').select('id').where('id', '=', 'evt_once').execute();
      expect(rows).toHaveLength(1);
    });

    it('applies a delivery repeated at the same moment once', async () => {
      const c = await t.signUp();
      const input = { id: 'sub_race', customer: 'cus_race', price: STUB_PRICES.pro, userId: c.user.id };
      const results = await Promise.all(
        Array.from({ length: 5 }, () => subscriptionEvent('created', input, T0, 'evt_race')),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const outcomes = results.map((r) => r.json<{ outcome: string }>().outcome).sort();
      expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      expect((await c.reload()).subscriptionTier).toBe('pro');
    });

    it('ignores an event older than one already applied to the same subscription', async () => {
      const c = await t.signUp();
      const sub = { id: 'sub_order', customer: 'cus_order', price: STUB_PRICES.pro, userId: c.user.id };
      await subscriptionEvent('updated', { ...sub, status: 'past_due' }, T0 + 100);
      const late = await subscriptionEvent('created', { ...sub, status: 'active' }, T0);
      expect(late.json()).toEqual({ received: true, outcome: 'stale' });
      expect(plan(await c.reload())).toMatchObject({
        subscriptionTier: 'pro',
        subscriptionStatus: 'past_due',
      });
    });

    it('puts the user back on Starter when the subscription is deleted, and keeps them there', async () => {
      const c = await t.signUp();
      const sub = { id: 'sub_del', customer: 'cus_del', price: STUB_PRICES.founder, userId: c.user.id };
      await subscriptionEvent('created', sub, T0);
      expect((await c.reload()).subscriptionTier).toBe('founder');
      const res = await subscriptionEvent('deleted', { ...sub, status: 'canceled' }, T0 + 200);
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      expect(plan(await c.reload())).toEqual({
        subscriptionTier: 'starter',
        subscriptionStatus: 'canceled',
        sessionsLimit: 5,
        paymentCustomerId: 'cus_del',
        paymentSubscriptionId: null,
        paymentPriceId: null,
      });
      // A late update of the ended subscription changes nothing.
      const late = await subscriptionEvent('updated', { ...sub, status: 'active' }, T0 + 100);
      expect(late.json()).toMatchObject({ outcome: 'stale' });
      expect((await c.reload()).subscriptionTier).toBe('starter');
      // The billing portal stays open to them (invoices, a new card).
      expect((await t.caller(await c.reload()).billing.portal()).url).toMatch(/^https:\/\/billing/);
    });

    it('puts a paying user whose payment is not completed on Starter, linked to the subscription', async () => {
      const c = await t.signUp();
      const sub = { id: 'sub_unpaid', customer: 'cus_unpaid', price: STUB_PRICES.pro, userId: c.user.id };
      await subscriptionEvent('created', sub, T0);
      await subscriptionEvent('updated', { ...sub, status: 'unpaid' }, T0 + 50);
      expect(plan(await c.reload())).toMatchObject({
        subscriptionTier: 'starter',
        subscriptionStatus: 'unpaid',
        sessionsLimit: 5,
        paymentSubscriptionId: 'sub_unpaid',
      });
    });

    it('applies a completed checkout from the subscription Stripe reports, to the checkout’s user', async () => {
      const c = await t.signUp();
      // A subscription without our metadata: the checkout's client_reference_id names the user.
      stub.setSubscription(
        stripeSubscription({ id: 'sub_ck', customer: 'cus_ck', price: STUB_PRICES.founder }),
      );
      const res = await deliver({
        type: 'checkout.session.completed',
        created: T0,
        object: {
          id: 'cs_test_done',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: c.user.id,
          customer: 'cus_ck',
          subscription: 'sub_ck',
          metadata: {},
        },
      });
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      expect(stub.requestsTo('GET /v1/subscriptions/sub_ck')).toHaveLength(1);
      expect(plan(await c.reload())).toEqual({
        subscriptionTier: 'founder',
        subscriptionStatus: 'active',
        sessionsLimit: -1,
        paymentCustomerId: 'cus_ck',
        paymentSubscriptionId: 'sub_ck',
        paymentPriceId: STUB_PRICES.founder,
      });
      // Later events name only the subscription: it is known now.
      await subscriptionEvent(
        'deleted',
        { id: 'sub_ck', customer: 'cus_ck', price: STUB_PRICES.founder },
        T0 + 5,
      );
      expect((await c.reload()).subscriptionTier).toBe('starter');
    });

    it('answers 502 for a completed checkout while Stripe is unreachable, so Stripe delivers it again', async () => {
      const c = await t.signUp();
      stub.setSubscription(
        stripeSubscription({ id: 'sub_retry', customer: 'cus_r', price: STUB_PRICES.pro }),
      );
      const checkout = {
        id: 'evt_checkout_retry',
        type: 'checkout.session.completed',
        created: T0,
        object: {
          id: 'cs_r',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: c.user.id,
          customer: 'cus_r',
          subscription: 'sub_retry',
        },
      };
      stub.failNext('GET /v1/subscriptions/sub_retry', 400);
      const failed = await deliver(checkout);
      expect(failed.statusCode).toBe(502);
      expect((await c.reload()).subscriptionTier).toBe('starter');
      const retried = await deliver(checkout);
      expect(retried.json()).toMatchObject({ outcome: 'applied' });
      expect((await c.reload()).subscriptionTier).toBe('pro');
    });

    it('finds the user by their customer id when the event carries no user id', async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ paymentCustomerId: 'cus_byid' })
        .where('id', '=', c.user.id)
        .execute();
      const res = await subscriptionEvent(
        'created',
        { id: 'sub_byid', customer: 'cus_byid', price: STUB_PRICES.pro },
        T0,
      );
      expect(res.json()).toMatchObject({ outcome: 'applied' });
      expect((await c.reload()).subscriptionTier).toBe('pro');
    });

    it('answers 200 and changes nothing for events it does not act on or cannot place', async () => {
      const c = await t.signUp();
      const other = await deliver({ type: 'invoice.paid', object: { id: 'in_1', object: 'invoice' } });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
      const nobody = await subscriptionEvent(
        'created',
        { id: 'sub_nobody', customer: 'cus_nobody', price: STUB_PRICES.pro, userId: 'not-a-user' },
        T0,
      );
      expect(nobody.json()).toEqual({ received: true, outcome: 'unmatched' });
      const strangePrice = await subscriptionEvent(
        'created',
        { id: 'sub_strange', customer: 'cus_s', price: 'price_not_sold_here', userId: c.user.id },
        T0,
      );
      expect(strangePrice.json()).toEqual({ received: true, outcome: 'unknown-price' });
      expect(plan(await c.reload())).toMatchObject({
        subscriptionTier: 'starter',
        paymentSubscriptionId: null,
      });
    });

    it('keeps the plan of the current subscription when an older one ends', async () => {
      const c = await t.signUp();
      await subscriptionEvent(
        'created',
        { id: 'sub_old', customer: 'cus_two', price: STUB_PRICES.pro, userId: c.user.id },
        T0,
      );
      await subscriptionEvent(
        'created',
        { id: 'sub_new', customer: 'cus_two', price: STUB_PRICES.founder, userId: c.user.id },
        T0 + 10,
      );
      const res = await subscriptionEvent(
        'deleted',
        { id: 'sub_old', customer: 'cus_two', price: STUB_PRICES.pro, userId: c.user.id, status: 'canceled' },
        T0 + 20,
      );
      expect(res.json()).toMatchObject({ outcome: 'other-subscription' });
      expect(plan(await c.reload())).toMatchObject({
        subscriptionTier: 'founder',
        paymentSubscriptionId: 'sub_new',
      });
    });

    it('needs no Origin (a server-to-server call), while other state-changing calls still do', async () => {
      const res = await deliver({ type: 'invoice.paid', object: { id: 'in_2', object: 'invoice' } });
      expect(res.statusCode).toBe(200);
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/trpc/billing.checkout',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ plan: 'pro' }),
      });
      expect(foreign.statusCode).toBe(403);
    });
  });

  it('answers 401 signed out for every billing procedure', async () => {
    const anonymous = t.caller(null);
    await expect(anonymous.billing.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.billing.checkout({ plan: 'pro' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.billing.portal()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const res = await t.app.inject({ method: 'GET', url: '/api/trpc/billing.status' });
    expect(res.statusCode).toBe(401);
  });
});

describe('billing without Stripe settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('says payments are off and still answers the plan', async () => {
    const c = await t.signUp();
    const status = await c.caller().billing.status();
    expect(status).toMatchObject({
      enabled: false,
      subscription: null,
      plan: { tier: 'pro', fromTrial: true },
    });
  });

  it('answers checkout and portal 412 with the plain message, never a fake success', async () => {
    const c = await t.signUp();
    await t.db.updateTable('users').set({ paymentCustomerId: 'cus_x' }).where('id', '=', c.user.id).execute();
    for (const [path, body] of [
      ['billing.checkout', { plan: 'pro' }],
      ['billing.portal', {}],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/trpc/${path}`,
        headers: { origin: ORIGIN, cookie: c.cookie!, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, path).toBe(412);
      expect(res.json<{ error: { message: string } }>().error.message, path).toBe(
        MESSAGES.billing.paymentsDisabled,
      );
    }
    expect(MESSAGES.billing.paymentsDisabled).toMatch(
      /not enabled on this server.*admin can change your plan/,
    );
  });

  it('answers the webhook 412 and changes nothing', async () => {
    const c = await t.signUp();
    const { payload, signature } = signedEvent({
      id: 'evt_off',
      type: 'customer.subscription.created',
      created: T0,
      object: stripeSubscription({
        id: 'sub_off',
        customer: 'cus_off',
        price: STUB_PRICES.pro,
        userId: c.user.id,
      }),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({ message: MESSAGES.billing.paymentsDisabled });
    expect((await c.reload()).subscriptionTier).toBe('starter');
  });
});

describe('Stripe settings', () => {
  const all = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_PRO: 'price_p',
    STRIPE_PRICE_FOUNDER: 'price_f',
  };

  it('turns payments on only with the key, the webhook secret and both prices together', () => {
    expect(loadConfig(all).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { pro: 'price_p', founder: 'price_f' },
      api: undefined,
    });
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ ...all, STRIPE_PRICE_FOUNDER: '' })).toThrow(
      /STRIPE_PRICE_FOUNDER: Stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_FOUNDER together/,
    );
    expect(() => loadConfig({ ...all, STRIPE_PRICE_FOUNDER: 'price_p' })).toThrow(/must differ/);
  });

  it('points the SDK at another host, port and protocol with STRIPE_API_BASE', () => {
    expect(loadConfig({ ...all, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(loadConfig({ ...all, STRIPE_API_BASE: 'https://stripe.internal' }).stripe?.api).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(() => loadConfig({ ...all, STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
  });
});

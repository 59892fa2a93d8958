import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConfig } from '../src/env';
import {
  signedEvent,
  stripeSubscription,
  STUB_PRICES,
  STUB_SECRET_KEY,
  STUB_WEBHOOK_SECRET,
} from './stripe-objects';

// The tests import the objects and the stub's keys from here, with the stub.
export {
  signedEvent,
  stripeInvoice,
  stripeSubscription,
  STUB_PRICES,
  STUB_SECRET_KEY,
} from './stripe-objects';

/**
 * A Stripe API stand-in on loopback for tests: the real `stripe` SDK talks to it over HTTP (form-encoded bodies,
 * Bearer key), exactly as it talks to api.stripe.com. It speaks what MentorAI uses:
 * - POST /v1/checkout/sessions and POST /v1/billing_portal/sessions (answer a hosted page URL);
 * - GET /v1/subscriptions/:id (answers the subscription the test programmed, 404 otherwise);
 * - GET /v1/subscriptions and GET /v1/invoices: Stripe's paged lists (`limit`, `starting_after`, a `status` filter)
 *   of the programmed subscriptions and invoices;
 * - POST /v1/customers and GET /v1/customers/:id.
 * Every request is recorded; a customer can be marked deleted; the next answers can be programmed to fail.
 */

interface StripeStubRequest {
  method: string;
  path: string;
  /** Query parameters (GET), e.g. `expand[0]`. */
  query: Record<string, string>;
  /** The form-encoded body, flat, with Stripe's bracket keys: `line_items[0][price]`. */
  body: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface StripeStub {
  /** The SDK's host, port and protocol (STRIPE_API_BASE). */
  api: NonNullable<StripeConfig['api']>;
  /** A full Stripe config for the app, pointed at the stub. */
  config: StripeConfig;
  requests: StripeStubRequest[];
  /** Requests to one path (method and path prefix), e.g. `POST /v1/checkout/sessions`. */
  requestsTo(methodAndPath: string): StripeStubRequest[];
  /** What GET /v1/subscriptions/:id answers for this subscription's id. */
  setSubscription(subscription: Record<string, unknown> & { id: string }): void;
  /** An invoice GET /v1/invoices lists (e.g. from `stripeInvoice`). */
  setInvoice(invoice: Record<string, unknown> & { id: string }): void;
  /** Requests naming this customer answer Stripe's 'No such customer' (a customer deleted on Stripe's side). */
  deleteCustomer(id: string): void;
  /** The next request to a path answers this HTTP status with a Stripe error body. */
  failNext(methodAndPath: string, status: number): void;
  /**
   * Hosted pages only: where the stub's checkout page delivers its signed webhook events (the app's
   * `/api/billing/webhook`).
   */
  setWebhookUrl(url: string): void;
  reset(): void;
  close(): Promise<void>;
}

function flat(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

function stripeError(
  res: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stub' });
  res.end(JSON.stringify({ error }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_stub' });
  res.end(JSON.stringify(body));
}

/**
 * One page of a Stripe list: `status` filters (except 'all'), `starting_after` continues after that id, `limit`
 * (default 10) bounds the page, and `has_more` says whether another page follows.
 */
function listPage(items: Record<string, unknown>[], url: URL) {
  const status = url.searchParams.get('status');
  const filtered = status && status !== 'all' ? items.filter((item) => item.status === status) : items;
  const after = url.searchParams.get('starting_after');
  const start = after ? filtered.findIndex((item) => item.id === after) + 1 : 0;
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const data = filtered.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < filtered.length, url: url.pathname };
}

export interface StripeStubOptions {
  /**
   * Serve the checkout page itself (for browser tests): checkout URLs point at the stub, whose page has a Pay
   * button that creates the subscription, delivers signed `checkout.session.completed` and
   * `customer.subscription.created` events to the webhook URL, and redirects to the session's success URL.
   */
  hostedCheckout?: boolean;
}

const CHECKOUT_PAGE = /^\/c\/pay\/([^/]+)$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeStub(options: StripeStubOptions = {}): Promise<StripeStub> {
  const requests: StripeStubRequest[] = [];
  const checkouts = new Map<string, Record<string, string>>();
  let webhookUrl: string | null = null;
  let origin = '';
  const subscriptions = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, Record<string, unknown>>();
  const deletedCustomers = new Set<string>();
  const failures: { key: string; status: number }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_stub${(counter += 1)}`;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const method = req.method ?? 'GET';
      const body = flat(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({
        method,
        path: url.pathname,
        query: flat(url.searchParams),
        body,
        headers: req.headers,
      });
      const key = `${method} ${url.pathname}`;

      const page = options.hostedCheckout ? CHECKOUT_PAGE.exec(url.pathname) : null;
      if (page) {
        void checkoutPage(res, method, decodeURIComponent(page[1]!));
        return undefined;
      }

      const failure = failures.findIndex((f) => key.startsWith(f.key));
      if (failure >= 0) {
        const [{ status }] = failures.splice(failure, 1) as [{ key: string; status: number }];
        return stripeError(res, status, {
          type: status >= 500 ? 'api_error' : 'invalid_request_error',
          message: `Stub failure ${status}`,
        });
      }
      if (req.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`) {
        return stripeError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
      }
      const customer = body.customer;
      if (customer && deletedCustomers.has(customer)) {
        return stripeError(res, 400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'customer',
          message: `No such customer: '${customer}'`,
        });
      }

      if (key === 'POST /v1/checkout/sessions') {
        const id = nextId('cs_test');
        checkouts.set(id, body);
        return json(res, {
          id,
          object: 'checkout.session',
          mode: body.mode,
          customer: customer ?? null,
          customer_email: body.customer_email ?? null,
          client_reference_id: body.client_reference_id ?? null,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: options.hostedCheckout ? `${origin}/c/pay/${id}` : `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (key === 'POST /v1/billing_portal/sessions') {
        const id = nextId('bps');
        return json(res, {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      if (key === 'POST /v1/customers') {
        const created = { id: nextId('cus'), object: 'customer', email: body.email ?? null, address: null };
        customers.set(created.id, created);
        return json(res, created);
      }
      if (key === 'GET /v1/subscriptions' || key === 'GET /v1/invoices') {
        const store = key === 'GET /v1/subscriptions' ? subscriptions : invoices;
        return json(res, listPage([...store.values()], url));
      }
      const match = /^GET \/v1\/(subscriptions|customers)\/([^/]+)$/.exec(key);
      if (match) {
        const store = match[1] === 'subscriptions' ? subscriptions : customers;
        const found = store.get(decodeURIComponent(match[2]!));
        if (found) return json(res, found);
        return stripeError(res, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'id',
          message: `No such ${match[1] === 'subscriptions' ? 'subscription' : 'customer'}: '${match[2]}'`,
        });
      }
      return stripeError(res, 404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL: ${key}`,
      });
    });
  });
  /** The hosted checkout page: GET shows a Pay button; POST subscribes, delivers the webhooks, then redirects. */
  async function checkoutPage(res: ServerResponse, method: string, id: string): Promise<void> {
    const session = checkouts.get(id);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('No such checkout session');
      return;
    }
    if (method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><title>Stub Checkout</title></head><body>` +
          `<h1>Stub Checkout</h1><p>Price ${escapeHtml(session['line_items[0][price]'] ?? '')}</p>` +
          `<form method="post"><button type="submit">Pay and subscribe</button></form></body></html>`,
      );
      return;
    }
    const customer = session.customer ?? nextId('cus');
    const userId = session.client_reference_id ?? session['subscription_data[metadata][userId]'];
    const subscription = stripeSubscription({
      id: nextId('sub'),
      customer,
      price: session['line_items[0][price]'] ?? '',
      userId,
      paymentMethod: {
        brand: 'visa',
        last4: '4242',
        address: { line1: '1 Stub Street', city: 'Testville', postal_code: '12345', country: 'US' },
      },
    });
    subscriptions.set(subscription.id, subscription);
    customers.set(customer, {
      id: customer,
      object: 'customer',
      email: session.customer_email ?? null,
      address: null,
    });
    const created = Math.floor(Date.now() / 1000);
    const events = [
      signedEvent({
        id: nextId('evt'),
        type: 'checkout.session.completed',
        created,
        object: {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          customer,
          subscription: subscription.id,
          client_reference_id: session.client_reference_id ?? null,
          metadata: {},
        },
      }),
      signedEvent({
        id: nextId('evt'),
        type: 'customer.subscription.created',
        created,
        object: subscription,
      }),
    ];
    for (const event of events) {
      if (!webhookUrl) break;
      await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
    }
    res.writeHead(303, { location: session.success_url ?? '/' });
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  const api = { host: '127.0.0.1', port, protocol: 'http' as const };

  return {
    api,
    config: {
      secretKey: STUB_SECRET_KEY,
      webhookSecret: STUB_WEBHOOK_SECRET,
      prices: { ...STUB_PRICES },
      api,
    },
    requests,
    requestsTo: (methodAndPath) => requests.filter((r) => `${r.method} ${r.path}`.startsWith(methodAndPath)),
    setSubscription: (subscription) => void subscriptions.set(subscription.id, subscription),
    setInvoice: (invoice) => void invoices.set(invoice.id, invoice),
    deleteCustomer: (id) => void deletedCustomers.add(id),
    failNext: (methodAndPath, status) => void failures.push({ key: methodAndPath, status }),
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    reset() {
      requests.length = 0;
      subscriptions.clear();
      customers.clear();
      invoices.clear();
      deletedCustomers.clear();
      failures.length = 0;
      checkouts.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ORIGIN, type TestApp } from './helpers';

// Two-factor sign-in in the api's tests: a browser that keeps its cookies (the session's and the remembered
// device's), and the authenticator app's codes computed here from the key the setup showed.

/** The app's code for `key` (as the setup shows it) at `at`, `steps` 30-second steps later. */
export function totpCode(key: string, at: Date, steps = 0): string {
  const raw = decodeBase32IgnorePadding(key.replace(/\s/g, ''));
  const step = Math.floor(at.getTime() / 1000 / 30) + steps;
  return generateHOTP(raw, BigInt(step), 6);
}

/** A browser: its own cookie jar, one address, one User-Agent. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly options: { ip?: string; userAgent?: string } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        origin: ORIGIN,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...(this.options.userAgent ? { 'user-agent': this.options.userAgent } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      remoteAddress: this.options.ip ?? '10.70.0.1',
    });
    for (const cookie of res.cookies) {
      // A cleared cookie: empty, expiring in 1970 (the app's clock is fixed in tests, so no other date is "past").
      const cleared =
        !cookie.value || (cookie.expires !== undefined && cookie.expires.getTime() < 86_400_000);
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get = (url: string) => this.send('GET', url);
  post = (url: string, body?: unknown) => this.send('POST', url, body ?? {});
  patch = (url: string, body?: unknown) => this.send('PATCH', url, body ?? {});
  delete = (url: string) => this.send('DELETE', url);

  /** tRPC over HTTP, as the web app calls it. */
  async trpcQuery<T>(path: string): Promise<{ res: LightMyRequestResponse; data?: T }> {
    const res = await this.get(`/api/trpc/${path}`);
    return {
      res,
      data: res.statusCode === 200 ? res.json<{ result: { data: T } }>().result.data : undefined,
    };
  }

  async trpcMutation<T>(path: string, input?: unknown): Promise<{ res: LightMyRequestResponse; data?: T }> {
    const res = await this.post(`/api/trpc/${path}`, input ?? {});
    return {
      res,
      data: res.statusCode === 200 ? res.json<{ result: { data: T } }>().result.data : undefined,
    };
  }

  /** POST /api/login with the password. */
  signIn(email: string, password = PASSWORD) {
    return this.post('/api/login', { email, password });
  }

  async isSignedIn(): Promise<boolean> {
    return (await this.get('/api/auth/user')).statusCode === 200;
  }
}

export const PASSWORD = 'correct horse battery';

export interface Enabled {
  key: string;
  codes: string[];
}

/** Sets two-factor sign-in up for the signed-in `browser`: the setup, then its first code. */
export async function enableTwoFactor(t: TestApp, browser: Browser): Promise<Enabled> {
  const setup = await browser.post('/api/auth/two-factor/totp/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { key } = setup.json<{ key: string }>();
  const confirmed = await browser.post('/api/auth/two-factor/totp/confirm', {
    code: totpCode(key, t.clock.now()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { key, codes: confirmed.json<{ codes: string[] }>().codes };
}

/** A new account signed in from its own browser. */
export async function signedUpBrowser(
  t: TestApp,
  options: { ip?: string; userAgent?: string } = {},
): Promise<{ browser: Browser; email: string; id: string }> {
  const client = await t.signUp();
  const browser = new Browser(t.app, options);
  const res = await browser.signIn(client.user.email);
  expect(res.statusCode, res.body).toBe(200);
  return { browser, email: client.user.email, id: client.user.id };
}

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, testTargets, type TestApp } from '../../../test/helpers';
import { totpCode } from '../../../test/two-factor';
import {
  CookieJar,
  followToCallback,
  s256,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test/oidc-provider';

// The OpenID Connect sign-in, end to end over real connections: the app (driven by inject, as the browser's side
// of the app) against a real provider (oidc-provider) on loopback, reached by openid-client for discovery, the
// token endpoint and userinfo, and by a fetch "browser" for the authorization and interaction redirects.

const PUBLIC_URL = 'http://app.test';
const CALLBACK_URL = `${PUBLIC_URL}/api/auth/oidc/callback`;
const FLOW_COOKIE = 'mentor_oidc';
const SESSION_COOKIE = 'mentor_session';

interface FlowState {
  verifier: string;
  state: string;
  nonce: string;
}

/** `name=value` exactly as a Set-Cookie header of the response gave it (undefined when not set or cleared). */
function cookiePair(res: LightMyRequestResponse, name: string): string | undefined {
  const cookie = res.cookies.find((c) => c.name === name);
  return cookie && cookie.value ? `${name}=${encodeURIComponent(cookie.value)}` : undefined;
}

function flowOf(cookie: string): FlowState {
  return JSON.parse(decodeURIComponent(cookie.slice(FLOW_COOKIE.length + 1))) as FlowState;
}

function withFlow(flow: FlowState): string {
  return `${FLOW_COOKIE}=${encodeURIComponent(JSON.stringify(flow))}`;
}

/** The app's config for the provider; ORIGIN stays allowed for the test helpers' password sign-ups. */
function appConfig(op: TestOidcProvider, adminEmails: string[] = []) {
  return {
    publicUrl: PUBLIC_URL,
    allowedOrigins: [ORIGIN],
    adminEmails,
    oidc: { issuerUrl: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret, allowHttp: true },
  };
}

describe.each(testTargets())('OpenID Connect sign-in on %s', (target) => {
  let op: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    op = await startOidcProvider({ publicUrl: PUBLIC_URL });
    t = await createTestApp({
      target,
      config: appConfig(op, ['chief@example.com']),
    });
    await t.signUp(); // the first account ever is admin; the accounts below follow the ordinary rules
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });
  beforeEach(() => {
    op.errors.length = 0;
    op.interactions.length = 0;
    op.requests.length = 0;
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** GET /api/login signed out: the provider's authorization URL and the flow cookie. */
  async function beginLogin() {
    const res = await get('/api/login');
    expect(res.statusCode).toBe(302);
    const flowCookie = cookiePair(res, FLOW_COOKIE);
    expect(flowCookie).toBeDefined();
    return { res, authorizationUrl: new URL(res.headers.location as string), flowCookie: flowCookie! };
  }

  const params = (res: { headers: Record<string, unknown> }) =>
    new URL(res.headers.location as string).searchParams;

  /** The browser at the provider: signs in as `subject` (or refuses: 'deny') and comes back with the callback URL. */
  async function atProvider(authorizationUrl: URL, subject: string, jar?: CookieJar) {
    op.nextSignIn = subject === 'deny' ? 'deny' : { subject };
    return followToCallback(authorizationUrl.href, CALLBACK_URL, jar);
  }

  const callback = (callbackUrl: URL, cookie?: string) =>
    get(`${callbackUrl.pathname}${callbackUrl.search}`, cookie);

  /** The whole browser flow for `subject`: answers the callback's response and the session cookie it set. */
  async function signInWithProvider(subject: string, jar?: CookieJar) {
    const { authorizationUrl, flowCookie } = await beginLogin();
    const callbackUrl = await atProvider(authorizationUrl, subject, jar);
    const res = await callback(callbackUrl, flowCookie);
    return { res, session: cookiePair(res, SESSION_COOKIE) };
  }

  async function signedInUser(session: string | undefined) {
    expect(session).toBeDefined();
    const res = await get('/api/auth/user', session);
    expect(res.statusCode).toBe(200);
    return res.json<{
      id: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      isAdmin: boolean;
      emailVerified: boolean;
    }>();
  }

  const userByEmail = (email: string) =>
    t.db.selectFrom('users').select(['id', 'email', 'isAdmin']).where('email', '=', email).executeTakeFirst();
  const identitiesOf = (userId: string) =>
    t.db
      .selectFrom('oidcIdentities')
      .select(['issuer', 'subject', 'email'])
      .where('userId', '=', userId)
      .execute();

  function expectRefused(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?error=oidc');
    expect(cookiePair(res, SESSION_COOKIE)).toBeUndefined();
    // the one-time flow cookie is spent either way
    const cleared = res.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cleared?.value ?? '').toBe('');
  }

  it('GET /api/login sends a signed-out browser to the provider with PKCE (S256), state, nonce and the scopes', async () => {
    const { res, authorizationUrl, flowCookie } = await beginLogin();
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${op.issuer}/auth`);
    const params = authorizationUrl.searchParams;
    expect(params.get('client_id')).toBe(op.clientId);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(CALLBACK_URL);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');

    const flow = flowOf(flowCookie);
    expect(params.get('code_challenge')).toBe(s256(flow.verifier));
    expect(flow.verifier).toMatch(/^[\w-]{43,128}$/);
    expect(params.get('state')).toBe(flow.state);
    expect(params.get('nonce')).toBe(flow.nonce);
    expect(flow.state.length).toBeGreaterThanOrEqual(32);
    expect(flow.nonce.length).toBeGreaterThanOrEqual(32);

    const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc', maxAge: 600 });

    // every sign-in gets its own secrets
    const again = flowOf((await beginLogin()).flowCookie);
    expect(again.verifier).not.toBe(flow.verifier);
    expect(again.state).not.toBe(flow.state);
    expect(again.nonce).not.toBe(flow.nonce);
  });

  it('passes the email carried from the landing page to the provider as login_hint (a valid one only)', async () => {
    expect(params(await get('/api/login')).get('login_hint')).toBeNull();
    expect(params(await get('/api/login?email=Ada%40Example.com')).get('login_hint')).toBe('ada@example.com');
    expect(params(await get('/api/login?email=%22%3E%3Cscript%3E')).get('login_hint')).toBeNull();
  });

  it('creates an account from a verified email: names from the claims, Starter with a 14-day trial, signed in', async () => {
    op.accounts.set('sub-new', {
      email: 'Nova.Person@Example.com',
      emailVerified: true,
      givenName: 'Nova',
      familyName: 'Person',
    });
    const { authorizationUrl, flowCookie } = await beginLogin();
    const callbackUrl = await atProvider(authorizationUrl, 'sub-new');
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();
    expect(callbackUrl.searchParams.get('state')).toBe(flowOf(flowCookie).state);
    expect(callbackUrl.searchParams.get('iss')).toBe(op.issuer);
    expect(op.interactions).toEqual(['login', 'consent']);

    const res = await callback(callbackUrl, flowCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    const session = cookiePair(res, SESSION_COOKIE);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe('');

    const user = await signedInUser(session);
    expect(user).toMatchObject({
      email: 'nova.person@example.com',
      firstName: 'Nova',
      lastName: 'Person',
      subscriptionTier: 'starter',
      isAdmin: false,
      trialStartedAt: '2026-11-10T09:00:00.000Z',
      trialEndsAt: '2026-11-24T09:00:00.000Z',
      // The provider vouched for the address: verified, and no verification mail.
      emailVerified: true,
    });
    expect(
      await t.db.selectFrom('emailOutbox').select('kind').where('userId', '=', user.id).execute(),
    ).toEqual([]);
    expect(await identitiesOf(user.id)).toEqual([
      { issuer: op.issuer, subject: 'sub-new', email: 'nova.person@example.com' },
    ]);
    const password = await t.db
      .selectFrom('passwordCredentials')
      .select('userId')
      .where('userId', '=', user.id)
      .execute();
    expect(password).toEqual([]);
    // the app redeemed the code at the token endpoint with the client secret and the PKCE verifier
    expect(op.requests).toContain('/token');
    expect(op.errors).toEqual([]);

    // the session is a real one: tRPC sees the same user
    const me = await t.app.inject({ method: 'GET', url: '/api/trpc/auth.me', headers: { cookie: session! } });
    expect(me.json<{ result: { data: { id: string } } }>().result.data.id).toBe(user.id);
  });

  it('links an existing password account with the same verified email, and finds it by the identity afterwards', async () => {
    const c = await t.signUp({
      email: 'linked@example.com',
      firstName: 'Pat',
      lastName: 'Word',
      password: 'pass-word-1',
    });
    op.accounts.set('sub-linked', {
      email: 'LINKED@example.com',
      emailVerified: true,
      givenName: 'Other',
      familyName: 'Name',
    });

    // The password session is cached (its second read is a hit) before the provider's sign-in verifies the address.
    const cache = t.app.sessionCache.stats;
    expect((await c.get('/api/auth/user')).json()).toMatchObject({ emailVerified: false });
    const hits = cache.hits;
    await c.get('/api/auth/user');
    expect(cache.hits).toBe(hits + 1);

    const browser = new CookieJar(); // the provider remembers this browser: the second sign-in needs no prompt
    const first = await signInWithProvider('sub-linked', browser);
    // The verified address invalidated the cached password session: it is read again and shows it at once.
    const misses = cache.misses;
    expect((await c.get('/api/auth/user')).json()).toMatchObject({ emailVerified: true });
    expect(cache.misses).toBe(misses + 1);
    expect(first.res.headers.location).toBe('/dashboard');
    expect(op.interactions).toEqual(['login', 'consent']);
    const user = await signedInUser(first.session);
    expect(user.id).toBe(c.user.id);
    // The password account's address was unverified; the provider's word verifies it.
    expect(c.user.emailVerifiedAt).toBeNull();
    expect(user.emailVerified).toBe(true);
    // linking keeps the account's own profile
    expect(user).toMatchObject({ email: 'linked@example.com', firstName: 'Pat', lastName: 'Word' });
    expect(await identitiesOf(c.user.id)).toEqual([
      { issuer: op.issuer, subject: 'sub-linked', email: 'linked@example.com' },
    ]);
    const sameEmail = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'linked@example.com')
      .execute();
    expect(sameEmail).toHaveLength(1);

    // the email changes at the provider (and is not even verified any more): the identity still finds the account
    op.accounts.set('sub-linked', {
      email: 'renamed@example.com',
      emailVerified: false,
      givenName: 'Other',
      familyName: 'Name',
    });
    op.interactions.length = 0;
    const second = await signInWithProvider('sub-linked', browser);
    expect(op.interactions).toEqual([]);
    expect(second.res.headers.location).toBe('/dashboard');
    expect((await signedInUser(second.session)).id).toBe(c.user.id);
    expect(await userByEmail('renamed@example.com')).toBeUndefined();
    expect(await identitiesOf(c.user.id)).toHaveLength(1);

    // the password still signs in too
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN },
      payload: { email: 'linked@example.com', password: 'pass-word-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unverified email: no session, no account, and no link to an existing account of that email', async () => {
    op.accounts.set('sub-unverified', {
      email: 'unverified@example.com',
      emailVerified: false,
      givenName: 'Un',
      familyName: 'Verified',
    });
    expectRefused((await signInWithProvider('sub-unverified')).res);
    expect(await userByEmail('unverified@example.com')).toBeUndefined();

    // without an email_verified claim at all
    op.accounts.set('sub-unknown', { email: 'unknown-verification@example.com' });
    expectRefused((await signInWithProvider('sub-unknown')).res);
    expect(await userByEmail('unknown-verification@example.com')).toBeUndefined();

    // without any email
    op.accounts.set('sub-noemail', { givenName: 'No', familyName: 'Email' });
    expectRefused((await signInWithProvider('sub-noemail')).res);

    // an unverified claim to someone's address never takes over their account
    const victim = await t.signUp({ email: 'victim@example.com' });
    op.accounts.set('sub-attacker', { email: 'victim@example.com', emailVerified: false });
    expectRefused((await signInWithProvider('sub-attacker')).res);
    expect(await identitiesOf(victim.user.id)).toEqual([]);
    const identities = await t.db
      .selectFrom('oidcIdentities')
      .select('subject')
      .where('subject', 'in', ['sub-unverified', 'sub-unknown', 'sub-noemail', 'sub-attacker'])
      .execute();
    expect(identities).toEqual([]);
  });

  it('refuses a verified email the app cannot keep (over 254 characters), and clips names to 100 characters', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    op.accounts.set('sub-long-email', { email: long, emailVerified: true });
    expectRefused((await signInWithProvider('sub-long-email')).res);
    expect(await userByEmail(long)).toBeUndefined();

    op.accounts.set('sub-long-name', {
      email: 'long.name@example.com',
      emailVerified: true,
      givenName: `  ${'N'.repeat(150)}  `,
      familyName: '   ',
    });
    const { res } = await signInWithProvider('sub-long-name');
    expect(res.headers.location).toBe('/dashboard');
    const user = await signedInUser(cookiePair(res, SESSION_COOKIE));
    expect(user).toMatchObject({
      email: 'long.name@example.com',
      firstName: 'N'.repeat(100),
      lastName: null,
    });
  });

  it('refuses a callback whose state was tampered with, or that belongs to another sign-in', async () => {
    op.accounts.set('sub-state', { email: 'state@example.com', emailVerified: true });

    const { authorizationUrl, flowCookie } = await beginLogin();
    const callbackUrl = await atProvider(authorizationUrl, 'sub-state');
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', `${callbackUrl.searchParams.get('state')}x`);
    expectRefused(await callback(tampered, flowCookie));

    // an attacker's callback (their code and state) in a browser that started its own sign-in
    const attacker = await beginLogin();
    const attackerCallback = await atProvider(attacker.authorizationUrl, 'sub-state');
    const victim = await beginLogin();
    expectRefused(await callback(attackerCallback, victim.flowCookie));

    expect(await userByEmail('state@example.com')).toBeUndefined();
    // the code was never redeemed
    expect(op.requests).not.toContain('/token');
  });

  it('refuses a callback without the flow cookie', async () => {
    op.accounts.set('sub-nocookie', { email: 'nocookie@example.com', emailVerified: true });
    const { authorizationUrl } = await beginLogin();
    const callbackUrl = await atProvider(authorizationUrl, 'sub-nocookie');
    expectRefused(await callback(callbackUrl));
    expect(await userByEmail('nocookie@example.com')).toBeUndefined();
  });

  it('refuses a flow cookie with the wrong PKCE verifier (the provider refuses the code) or the wrong nonce', async () => {
    op.accounts.set('sub-pkce', { email: 'pkce@example.com', emailVerified: true });

    const one = await beginLogin();
    const oneCallback = await atProvider(one.authorizationUrl, 'sub-pkce');
    const otherVerifier = flowOf((await beginLogin()).flowCookie).verifier;
    expectRefused(
      await callback(oneCallback, withFlow({ ...flowOf(one.flowCookie), verifier: otherVerifier })),
    );
    expect(op.errors).toContainEqual(
      expect.objectContaining({ event: 'grant.error', error: 'invalid_grant' }),
    );

    const two = await beginLogin();
    const twoCallback = await atProvider(two.authorizationUrl, 'sub-pkce');
    expectRefused(
      await callback(twoCallback, withFlow({ ...flowOf(two.flowCookie), nonce: 'not-the-nonce-sent' })),
    );

    // a cookie that is not a flow at all
    const three = await beginLogin();
    const threeCallback = await atProvider(three.authorizationUrl, 'sub-pkce');
    expectRefused(await callback(threeCallback, `${FLOW_COOKIE}=garbage`));

    expect(await userByEmail('pkce@example.com')).toBeUndefined();
  });

  it('refuses when the user declines at the provider', async () => {
    const { authorizationUrl, flowCookie } = await beginLogin();
    const callbackUrl = await atProvider(authorizationUrl, 'deny');
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(callbackUrl.searchParams.get('state')).toBe(flowOf(flowCookie).state);
    expectRefused(await callback(callbackUrl, flowCookie));
  });

  it('refuses a replayed callback: the code works once', async () => {
    op.accounts.set('sub-replay', { email: 'replay@example.com', emailVerified: true });
    const { authorizationUrl, flowCookie } = await beginLogin();
    const callbackUrl = await atProvider(authorizationUrl, 'sub-replay');
    const first = await callback(callbackUrl, flowCookie);
    expect(first.headers.location).toBe('/dashboard');
    expectRefused(await callback(callbackUrl, flowCookie));
  });

  it('makes an ADMIN_EMAILS address admin, at creation and at a later sign-in', async () => {
    op.accounts.set('sub-chief', {
      email: 'Chief@Example.com',
      emailVerified: true,
      givenName: 'Chief',
      familyName: 'Admin',
    });
    const first = await signInWithProvider('sub-chief');
    const chief = await signedInUser(first.session);
    expect(chief).toMatchObject({ email: 'chief@example.com', isAdmin: true });

    // listed after the account existed (e.g. admin removed by hand, then ADMIN_EMAILS set): promoted at sign-in
    await t.db.updateTable('users').set({ isAdmin: false }).where('id', '=', chief.id).execute();
    const again = await signInWithProvider('sub-chief');
    expect((await signedInUser(again.session)).isAdmin).toBe(true);
  });

  it('refuses a banned account (by its identity or by its email) with ?error=banned and no session', async () => {
    op.accounts.set('sub-banned', { email: 'banned@example.com', emailVerified: true });
    const first = await signInWithProvider('sub-banned');
    const user = await signedInUser(first.session);
    await t.db.updateTable('users').set({ bannedAt: t.clock.now() }).where('id', '=', user.id).execute();

    for (const subject of ['sub-banned', 'sub-banned-other']) {
      // the second subject is new: it would be linked by the verified email of the banned account
      op.accounts.set(subject, { email: 'banned@example.com', emailVerified: true });
      const { res } = await signInWithProvider(subject);
      expect(res.statusCode, subject).toBe(302);
      expect(res.headers.location, subject).toBe('/sign-in?error=banned');
      expect(cookiePair(res, SESSION_COOKIE), subject).toBeUndefined();
    }
    expect((await get('/api/auth/user', first.session)).statusCode).toBe(401);

    await t.db.updateTable('users').set({ bannedAt: null }).where('id', '=', user.id).execute();
    const back = await signInWithProvider('sub-banned');
    expect(back.res.headers.location).toBe('/dashboard');
    expect((await signedInUser(back.session)).id).toBe(user.id);
  });

  it('sends a signed-in browser from GET /api/login to /dashboard without going to the provider', async () => {
    const c = await t.signUp();
    const res = await c.get('/api/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    expect(res.cookies.find((x) => x.name === FLOW_COOKIE)).toBeUndefined();
    expect(op.requests).toEqual([]);
  });

  it('replaces a session the browser already had with the one of the account that signed in', async () => {
    const c = await t.signUp();
    op.accounts.set('sub-switch', { email: 'switch@example.com', emailVerified: true });
    const { authorizationUrl, flowCookie } = await beginLogin();
    const callbackUrl = await atProvider(authorizationUrl, 'sub-switch');
    const res = await callback(callbackUrl, `${c.cookie!}; ${flowCookie}`);
    expect(res.headers.location).toBe('/dashboard');
    expect((await signedInUser(cookiePair(res, SESSION_COOKIE))).email).toBe('switch@example.com');
    expect((await c.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('asks an account with two-factor sign-in for its second step after the provider', async () => {
    op.accounts.set('sub-2fa', { email: 'second.step@example.com', emailVerified: true });
    const first = await signInWithProvider('sub-2fa');
    expect(first.res.headers.location).toBe('/dashboard');
    const post = (cookie: string, url: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const { key } = (await post(first.session!, '/api/auth/two-factor/totp/setup', {})).json<{
      key: string;
    }>();
    const on = await post(first.session!, '/api/auth/two-factor/totp/confirm', {
      code: totpCode(key, t.clock.now()),
    });
    expect(on.statusCode, on.body).toBe(200);

    // The provider's sign-in is the first step now: the callback lands on the second step's page.
    const { res, session } = await signInWithProvider('sub-2fa');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in/two-factor');
    expect(session).toBeDefined();
    expect((await get('/api/auth/user', session)).statusCode).toBe(401);
    expect((await get('/api/login', session)).headers.location).toBe('/sign-in/two-factor');
    t.clock.advance(30_000);
    const verified = await post(session!, '/api/auth/two-factor/totp', {
      code: totpCode(key, t.clock.now()),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await signedInUser(session)).email).toBe('second.step@example.com');
  });
});

describe.each(testTargets())('OpenID Connect sign-in with claims in the ID token on %s', (target) => {
  let op: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    op = await startOidcProvider({ publicUrl: PUBLIC_URL, conformIdTokenClaims: false });
    t = await createTestApp({ target, config: appConfig(op) });
    await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  it('creates the account from the ID token alone', async () => {
    op.accounts.set('sub-id-token', {
      email: 'idtoken@example.com',
      emailVerified: true,
      givenName: 'Ida',
      familyName: 'Token',
    });
    op.nextSignIn = { subject: 'sub-id-token' };
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    const flowCookie = cookiePair(login, FLOW_COOKIE)!;
    const callbackUrl = await followToCallback(login.headers.location as string, CALLBACK_URL);
    const res = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: flowCookie },
    });
    expect(res.headers.location).toBe('/dashboard');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookiePair(res, SESSION_COOKIE)! },
    });
    expect(me.json()).toMatchObject({ email: 'idtoken@example.com', firstName: 'Ida', lastName: 'Token' });
    expect(op.requests).not.toContain('/me');
  });
});

describe('OpenID Connect sign-in over https (Secure cookies)', () => {
  let op: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    op = await startOidcProvider({ publicUrl: PUBLIC_URL });
    t = await createTestApp({ config: { ...appConfig(op), cookieSecure: true } });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  it('names the flow cookie and the session cookie with the __Host- prefix (Secure, Path=/), and signs in', async () => {
    op.accounts.set('sub-secure', { email: 'secure@example.com', emailVerified: true });
    op.nextSignIn = { subject: 'sub-secure' };
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    const flow = login.cookies.find((c) => c.name === '__Host-mentor_oidc');
    expect(flow).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(flow?.domain).toBeUndefined();
    expect(login.cookies.find((c) => c.name === FLOW_COOKIE)).toBeUndefined();
    const callbackUrl = await followToCallback(login.headers.location as string, CALLBACK_URL);
    const res = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: `__Host-mentor_oidc=${flow!.value}` },
    });
    expect(res.headers.location).toBe('/dashboard');
    const session = res.cookies.find((c) => c.name === '__Host-mentor_session');
    expect(session).toMatchObject({ secure: true, path: '/' });
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `__Host-mentor_session=${session!.value}` },
    });
    expect(me.json()).toMatchObject({ email: 'secure@example.com' });
  });
});

describe.each(testTargets())('OpenID Connect sign-in with the provider down on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    const op = await startOidcProvider({ publicUrl: PUBLIC_URL });
    await op.close(); // nothing listens at its address any more
    t = await createTestApp({ target, config: appConfig(op) });
  });
  afterAll(async () => t?.close());

  it('GET /api/login sends the browser back to the sign-in page with the error, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?error=oidc');
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)).toBeUndefined();
  });

  it('keeps a carried email on the way back to the sign-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login?email=ada%40example.com' });
    expect(res.headers.location).toBe('/sign-in?error=oidc&email=ada%40example.com');
  });
});

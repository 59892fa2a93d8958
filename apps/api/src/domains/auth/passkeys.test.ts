import { MESSAGES, TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, refusedInput, testTargets, type TestApp } from '../../../test/helpers';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import { Browser, enableTwoFactor, signedUpBrowser } from '../../../test/two-factor';

// Passkeys through the REST routes and tRPC over HTTP, answered by a software authenticator (test/
// soft-authenticator.ts: real ES256 keys and signatures), so @simplewebauthn/server's checks run for real:
// register several, name, rename and remove them, sign in with one instead of a password, use one as the second
// step; challenges single use and expiring; another user's passkey ids 404.

interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

describe.each(testTargets())('passkeys on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  /** Registers a passkey of `authenticator` for the signed-in `browser` under `name`. */
  const addPasskey = async (browser: Browser, authenticator: SoftAuthenticator, name: string) => {
    const options = await browser.post('/api/auth/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    const response = authenticator.register(options.json<PublicKeyCredentialCreationOptionsJSON>());
    const res = await browser.post('/api/auth/passkeys', { name, response });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PasskeyInfo>();
  };

  /** Signs in with a passkey from a new browser: answers the browser and the sign-in's response. */
  const signInWithPasskey = async (authenticator: SoftAuthenticator, choose = {}) => {
    const browser = new Browser(t.app);
    const options = await browser.post('/api/auth/passkey/options');
    expect(options.statusCode, options.body).toBe(200);
    const response = authenticator.authenticate(
      options.json<PublicKeyCredentialRequestOptionsJSON>(),
      choose,
    );
    return { browser, res: await browser.post('/api/auth/passkey', { response }) };
  };

  it('registers several passkeys with names, lists, renames and removes them', async () => {
    const { browser, id } = await signedUpBrowser(t);
    const laptop = new SoftAuthenticator(ORIGIN);
    const phone = new SoftAuthenticator(ORIGIN);

    const options = (
      await browser.post('/api/auth/passkeys/options')
    ).json<PublicKeyCredentialCreationOptionsJSON>();
    expect(options.rp).toEqual({ name: 'MentorAI', id: 'localhost' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials).toEqual([]);
    expect(options.attestation).toBe('none');

    const first = await addPasskey(browser, laptop, '  Work laptop ');
    expect(first).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      createdAt: t.clock.now().toISOString(),
      lastUsedAt: null,
      backedUp: true,
    });
    t.clock.advance(1000);
    await addPasskey(browser, phone, 'Phone');
    // A second registration names the passkeys already there, so an authenticator does not make a duplicate.
    const again = (
      await browser.post('/api/auth/passkeys/options')
    ).json<PublicKeyCredentialCreationOptionsJSON>();
    expect(again.excludeCredentials!.map((c) => c.id).sort()).toEqual(
      [...laptop.credentialIds, ...phone.credentialIds].sort(),
    );

    const list = (await browser.get('/api/auth/passkeys')).json<PasskeyInfo[]>();
    expect(list.map((p) => p.name)).toEqual(['Work laptop', 'Phone']);
    // What is stored: the credential's id, public key, counter, transports; never a private key.
    const rows = await t.db.selectFrom('passkeys').selectAll().where('userId', '=', id).execute();
    expect(rows.map((r) => r.credentialId).sort()).toEqual(
      [...laptop.credentialIds, ...phone.credentialIds].sort(),
    );
    expect(rows[0]).toMatchObject({
      counter: 0,
      transports: ['internal', 'hybrid'],
      deviceType: 'multiDevice',
    });

    const renamed = await browser.patch(`/api/auth/passkeys/${first.id}`, { name: 'Old laptop' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<PasskeyInfo>().name).toBe('Old laptop');
    const blank = await browser.patch(`/api/auth/passkeys/${first.id}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(refusedInput(M.passkeyNameRequired, { name: [M.passkeyNameRequired] }));
    expect((await browser.patch(`/api/auth/passkeys/${first.id}`, { name: 'x'.repeat(65) })).json()).toEqual(
      refusedInput(M.passkeyNameTooLong, { name: [M.passkeyNameTooLong] }),
    );

    expect((await browser.delete(`/api/auth/passkeys/${first.id}`)).statusCode).toBe(204);
    expect((await browser.get('/api/auth/passkeys')).json<PasskeyInfo[]>().map((p) => p.name)).toEqual([
      'Phone',
    ]);
    // The removed passkey no longer signs in.
    const removed = await signInWithPasskey(laptop);
    expect(removed.res.statusCode).toBe(400);
    expect(removed.res.json()).toEqual({ message: M.passkeyFailed });
  });

  it('refuses a registration with a bad name, a forged answer, another origin or a used challenge', async () => {
    const { browser } = await signedUpBrowser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = (
      await browser.post('/api/auth/passkeys/options')
    ).json<PublicKeyCredentialCreationOptionsJSON>();
    const response = authenticator.register(options);
    expect((await browser.post('/api/auth/passkeys', { name: '', response })).json()).toEqual(
      refusedInput(M.passkeyNameRequired, { name: [M.passkeyNameRequired] }),
    );
    const garbled = await browser.post('/api/auth/passkeys', {
      name: 'Key',
      response: { ...response, response: { ...response.response, attestationObject: '!!' } },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json<{ message: string }>().message).toBe(M.passkeyResponseInvalid);

    // From another site: the challenge is spent and the answer refused.
    const phishing = authenticator.register(options, { origin: 'https://evil.example' });
    expect((await browser.post('/api/auth/passkeys', { name: 'Key', response: phishing })).json()).toEqual({
      message: M.passkeyFailed,
    });
    // The same challenge again: used.
    expect((await browser.post('/api/auth/passkeys', { name: 'Key', response })).json()).toEqual({
      message: M.passkeyExpired,
    });
    // A challenge this server never gave, or one past its 5 minutes.
    const madeUp = authenticator.register(options, { challenge: 'bm90LW91cnM' });
    expect((await browser.post('/api/auth/passkeys', { name: 'Key', response: madeUp })).json()).toEqual({
      message: M.passkeyExpired,
    });
    const late = (
      await browser.post('/api/auth/passkeys/options')
    ).json<PublicKeyCredentialCreationOptionsJSON>();
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect(
      (
        await browser.post('/api/auth/passkeys', { name: 'Key', response: authenticator.register(late) })
      ).json(),
    ).toEqual({ message: M.passkeyExpired });
    // Another user's challenge is not this user's.
    const other = await signedUpBrowser(t);
    const theirs = (
      await other.browser.post('/api/auth/passkeys/options')
    ).json<PublicKeyCredentialCreationOptionsJSON>();
    expect(
      (
        await browser.post('/api/auth/passkeys', { name: 'Key', response: authenticator.register(theirs) })
      ).json(),
    ).toEqual({ message: M.passkeyExpired });
    expect((await browser.get('/api/auth/passkeys')).json()).toEqual([]);
  });

  it('signs in with a passkey instead of a password, and not with one that fails its checks', async () => {
    const { browser: owner, email } = await signedUpBrowser(t);
    const authenticator = new SoftAuthenticator(ORIGIN, { counts: true });
    const passkey = await addPasskey(owner, authenticator, 'Laptop');

    const options = (
      await new Browser(t.app).post('/api/auth/passkey/options')
    ).json<PublicKeyCredentialRequestOptionsJSON>();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    t.clock.advance(60_000);
    const { browser, res } = await signInWithPasskey(authenticator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ email: string }>().email).toBe(email);
    expect(await browser.isSignedIn()).toBe(true);
    const used = (await owner.get('/api/auth/passkeys')).json<PasskeyInfo[]>()[0]!;
    expect(used).toMatchObject({ id: passkey.id, lastUsedAt: t.clock.now().toISOString() });
    const row = await t.db
      .selectFrom('passkeys')
      .select('counter')
      .where('id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(row.counter).toBe(1);

    // Without user verification (no fingerprint, no PIN): refused for a sign-in without a password.
    const unverified = await signInWithPasskey(authenticator, { userVerified: false });
    expect(unverified.res.json()).toEqual({ message: M.passkeyFailed });
    expect(await unverified.browser.isSignedIn()).toBe(false);
    // Signed for another origin: refused.
    const elsewhere = await signInWithPasskey(authenticator, { origin: 'https://evil.example' });
    expect(elsewhere.res.json()).toEqual({ message: M.passkeyFailed });
    // A passkey this server never registered: refused.
    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.register(
      (await owner.post('/api/auth/passkeys/options')).json<PublicKeyCredentialCreationOptionsJSON>(),
    );
    expect((await signInWithPasskey(stranger)).res.json()).toEqual({ message: M.passkeyFailed });
    // An answer replayed: its challenge was used.
    const replayBrowser = new Browser(t.app);
    const replayOptions = (
      await replayBrowser.post('/api/auth/passkey/options')
    ).json<PublicKeyCredentialRequestOptionsJSON>();
    const response = authenticator.authenticate(replayOptions);
    expect((await replayBrowser.post('/api/auth/passkey', { response })).statusCode).toBe(200);
    expect((await new Browser(t.app).post('/api/auth/passkey', { response })).json()).toEqual({
      message: M.passkeyExpired,
    });
    // A malformed answer.
    expect((await new Browser(t.app).post('/api/auth/passkey', { response: { id: 'x' } })).statusCode).toBe(
      400,
    );
  });

  it('a passkey sign-in needs no second step; a banned account is refused', async () => {
    const { browser: owner, email, id } = await signedUpBrowser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(owner, authenticator, 'Laptop');
    await enableTwoFactor(t, owner);
    const { browser, res } = await signInWithPasskey(authenticator);
    expect(res.json<{ email: string }>().email).toBe(email);
    expect(await browser.isSignedIn()).toBe(true);

    await t.db.updateTable('users').set({ bannedAt: t.clock.now() }).where('id', '=', id).execute();
    const banned = await signInWithPasskey(authenticator);
    expect(banned.res.statusCode).toBe(403);
    expect(banned.res.json()).toEqual({ message: MESSAGES.auth.banned });
    expect(await banned.browser.isSignedIn()).toBe(false);
  });

  it('does the second step with a passkey of the account, and remembers the device when asked', async () => {
    const { browser: owner, email } = await signedUpBrowser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(owner, authenticator, 'Security key');
    await enableTwoFactor(t, owner);

    const browser = new Browser(t.app);
    expect((await browser.signIn(email)).json()).toEqual({
      twoFactorRequired: true,
      methods: { totp: true, recoveryCode: true, passkey: true },
    });
    const options = await browser.post('/api/auth/two-factor/passkey/options');
    const allowed = options.json<PublicKeyCredentialRequestOptionsJSON>().allowCredentials!;
    expect(allowed.map((c) => c.id)).toEqual(authenticator.credentialIds);

    // Another account's passkey cannot do this account's step.
    const other = await signedUpBrowser(t);
    const otherKey = new SoftAuthenticator(ORIGIN);
    await addPasskey(other.browser, otherKey, 'Theirs');
    const forged = otherKey.authenticate({
      ...options.json<PublicKeyCredentialRequestOptionsJSON>(),
      allowCredentials: [],
    });
    expect((await browser.post('/api/auth/two-factor/passkey', { response: forged })).json()).toEqual({
      message: M.passkeyFailed,
    });
    expect(await browser.isSignedIn()).toBe(false);

    const again = await browser.post('/api/auth/two-factor/passkey/options');
    const response = authenticator.authenticate(again.json<PublicKeyCredentialRequestOptionsJSON>(), {
      userVerified: false,
    });
    const done = await browser.post('/api/auth/two-factor/passkey', { response, rememberDevice: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(await browser.isSignedIn()).toBe(true);
    expect(browser.cookies.has('mentor_device')).toBe(true);
    await browser.post('/api/logout');
    expect((await browser.signIn(email)).json<{ email: string }>().email).toBe(email);
  });

  it("answers 404 for another user's passkey ids, 401 signed out, and works over tRPC", async () => {
    const a = await signedUpBrowser(t);
    const b = await signedUpBrowser(t);
    const passkey = await addPasskey(a.browser, new SoftAuthenticator(ORIGIN), 'Mine');
    for (const id of [passkey.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const renamed = await b.browser.patch(`/api/auth/passkeys/${id}`, { name: 'Taken' });
      expect(renamed.statusCode, id).toBe(404);
      expect(renamed.json()).toEqual({ message: M.passkeyNotFound });
      expect((await b.browser.delete(`/api/auth/passkeys/${id}`)).statusCode).toBe(404);
    }
    expect((await a.browser.get('/api/auth/passkeys')).json<PasskeyInfo[]>()).toEqual([passkey]);
    const rename = await b.browser.trpcMutation('passkeys.rename', { id: passkey.id, name: 'Taken' });
    expect(rename.res.statusCode).toBe(404);

    const anonymous = new Browser(t.app);
    for (const [method, url] of [
      ['GET', '/api/auth/passkeys'],
      ['POST', '/api/auth/passkeys/options'],
      ['POST', '/api/auth/passkeys'],
      ['PATCH', `/api/auth/passkeys/${passkey.id}`],
      ['DELETE', `/api/auth/passkeys/${passkey.id}`],
    ] as const) {
      const res = await anonymous.send(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const list = await a.browser.trpcQuery<PasskeyInfo[]>('passkeys.list');
    expect(list.data).toEqual([passkey]);
  });

  it('limits passkey sign-in options per address (each keeps a challenge)', async () => {
    const browser = new Browser(t.app, { ip: '10.50.0.1' });
    for (let i = 0; i < 30; i += 1)
      expect((await browser.post('/api/auth/passkey/options')).statusCode).toBe(200);
    const limited = await browser.post('/api/auth/passkey/options');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: M.tooManyPasskeyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new Browser(t.app, { ip: '10.50.0.2' }).post('/api/auth/passkey/options')).statusCode).toBe(
      200,
    );
  });
});

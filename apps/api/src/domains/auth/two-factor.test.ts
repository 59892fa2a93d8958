import { MESSAGES, TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusedInput, testTargets, type TestApp } from '../../../test/helpers';
import { Browser, enableTwoFactor, PASSWORD, signedUpBrowser, totpCode } from '../../../test/two-factor';

// Two-factor sign-in through the REST routes and tRPC over HTTP (the web app's path), on a real database: the
// authenticator app's setup, the sign-in's second step with a code or a recovery code, remembered devices, turning
// it off. Codes are computed here from the key the setup shows (RFC 6238, @oslojs/otp), at the app's clock.

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const STEP = 30_000;

interface Status {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  hasPassword: boolean;
  requiredForAdmin: boolean;
}

describe.each(testTargets())('two-factor sign-in on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  /** A signed-up account with two-factor sign-in on, and its browser. */
  const withTwoFactor = async (options: { ip?: string; userAgent?: string } = {}) => {
    const account = await signedUpBrowser(t, options);
    const enabled = await enableTwoFactor(t, account.browser);
    return { ...account, ...enabled };
  };

  it('sets the authenticator app up with a QR code and the key as text, and turns on with its first code', async () => {
    const { browser, email } = await signedUpBrowser(t);
    expect((await browser.get('/api/auth/two-factor')).json<Status>()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      hasPassword: true,
      requiredForAdmin: false,
    });

    const setup = await browser.post('/api/auth/two-factor/totp/setup');
    expect(setup.statusCode).toBe(200);
    const { keyUri, key } = setup.json<{ keyUri: string; key: string }>();
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const uri = new URL(keyUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/MentorAI:${email}`);
    expect(uri.searchParams.get('secret')).toBe(key.replace(/ /g, ''));
    expect(uri.searchParams.get('issuer')).toBe('MentorAI');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    // Still off until a code confirms it: a sign-in asks for nothing more.
    expect((await browser.get('/api/auth/two-factor')).json<Status>().enabled).toBe(false);

    // A code of another key, a malformed one, nothing: refused with the field's message.
    const wrong = await browser.post('/api/auth/two-factor/totp/confirm', {
      code: totpCode('AAAA BBBB CCCC DDDD EEEE FFFF GGGG HHHH', t.clock.now()),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusedInput(M.codeWrong, { code: [M.codeWrong] }));
    const malformed = await browser.post('/api/auth/two-factor/totp/confirm', { code: '12a456' });
    expect(malformed.json()).toEqual(refusedInput(M.codeFormat, { code: [M.codeFormat] }));
    expect((await browser.post('/api/auth/two-factor/totp/confirm', {})).json()).toEqual(
      refusedInput(M.codeRequired),
    );

    // The code as an app shows it ("123 456") turns it on and answers 10 recovery codes, once.
    const code = totpCode(key, t.clock.now());
    const confirmed = await browser.post('/api/auth/two-factor/totp/confirm', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { codes } = confirmed.json<{ codes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    const status = (await browser.get('/api/auth/two-factor')).json<Status>();
    expect(status).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      enabledAt: t.clock.now().toISOString(),
    });
    // This session did the step by turning it on: it stays signed in.
    expect(await browser.isSignedIn()).toBe(true);

    // Again: already on.
    expect((await browser.post('/api/auth/two-factor/totp/setup')).json()).toEqual({ message: M.alreadyOn });
    expect((await browser.post('/api/auth/two-factor/totp/setup')).statusCode).toBe(409);
    expect(
      (await browser.post('/api/auth/two-factor/totp/confirm', { code: totpCode(key, t.clock.now()) }))
        .statusCode,
    ).toBe(409);

    // At rest: the key encrypted, the recovery codes hashed.
    const userId = (await browser.get('/api/auth/user')).json<{ id: string }>().id;
    const stored = await t.db
      .selectFrom('totpCredentials')
      .select('keyCiphertext')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const rawKey = Buffer.from(key.replace(/ /g, ''), 'ascii');
    expect(stored.keyCiphertext).not.toContain(key.replace(/ /g, ''));
    expect(Buffer.from(stored.keyCiphertext, 'base64').includes(rawKey)).toBe(false);
    const hashes = await t.db
      .selectFrom('recoveryCodes')
      .select('codeHash')
      .where('userId', '=', userId)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) {
      expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((c) => c.replace(/-/g, ''))).not.toContain(codeHash);
    }
  });

  it('a confirm without a setup says to start again', async () => {
    const { browser } = await signedUpBrowser(t);
    const res = await browser.post('/api/auth/two-factor/totp/confirm', { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.noSetup });
  });

  it('asks for the second step after the password; the waiting session can do nothing else', async () => {
    const { email, key } = await withTwoFactor();
    const browser = new Browser(t.app);
    const first = await browser.signIn(email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      twoFactorRequired: true,
      methods: { totp: true, recoveryCode: true, passkey: false },
    });
    expect(browser.cookies.has('mentor_session')).toBe(true);

    // Not signed in: REST and tRPC answer as to a signed-out browser.
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    expect((await browser.get('/api/goals')).statusCode).toBe(401);
    expect((await browser.post('/api/inspiration', { text: 'x', tag: 'Idea' })).statusCode).toBe(401);
    expect((await browser.trpcQuery('auth.me')).data).toBeNull();
    expect((await browser.trpcQuery('twoFactor.status')).res.statusCode).toBe(401);
    // GET /api/login sends it to the second step's page.
    const login = await browser.get('/api/login');
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/sign-in/two-factor');
    // The step's page learns the ways.
    expect((await browser.get('/api/auth/two-factor/challenge')).json()).toEqual({
      methods: { totp: true, recoveryCode: true, passkey: false },
    });
    expect((await browser.trpcQuery('twoFactor.challenge')).data).toEqual({
      methods: { totp: true, recoveryCode: true, passkey: false },
    });

    // A wrong code: the clear message, still waiting.
    t.clock.advance(STEP);
    const wrong = await browser.post('/api/auth/two-factor/totp', { code: totpCode(key, t.clock.now(), 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusedInput(M.codeWrong, { code: [M.codeWrong] }));
    expect(await browser.isSignedIn()).toBe(false);

    // The right code: signed in, the same session (no new cookie needed).
    const code = totpCode(key, t.clock.now());
    const verified = await browser.post('/api/auth/two-factor/totp', { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ email: string }>().email).toBe(email);
    expect(await browser.isSignedIn()).toBe(true);
    expect((await browser.get('/api/goals')).statusCode).toBe(200);
    expect(browser.cookies.has('mentor_device')).toBe(false);

    // The same code in another sign-in at once: a code works once.
    const other = new Browser(t.app);
    await other.signIn(email);
    const replay = await other.post('/api/auth/two-factor/totp', { code });
    expect(replay.json()).toEqual(refusedInput(M.codeWrong, { code: [M.codeWrong] }));
    // The previous step's code also no longer works; the next one does.
    expect(
      (await other.post('/api/auth/two-factor/totp', { code: totpCode(key, t.clock.now(), -1) })).statusCode,
    ).toBe(400);
    t.clock.advance(STEP);
    expect(
      (await other.post('/api/auth/two-factor/totp', { code: totpCode(key, t.clock.now()) })).statusCode,
    ).toBe(200);
  });

  it('signs in with a recovery code once, as typed (any case, with or without dashes)', async () => {
    const { email, codes, browser: owner } = await withTwoFactor();
    const browser = new Browser(t.app);
    await browser.signIn(email);
    const typed = codes[3]!.replace(/-/g, ' ').toLowerCase();
    const res = await browser.post('/api/auth/two-factor/recovery', { code: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect(await browser.isSignedIn()).toBe(true);
    expect((await owner.get('/api/auth/two-factor')).json<Status>().recoveryCodesLeft).toBe(9);

    const again = new Browser(t.app);
    await again.signIn(email);
    const reused = await again.post('/api/auth/two-factor/recovery', { code: codes[3] });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(refusedInput(M.recoveryCodeWrong, { code: [M.recoveryCodeWrong] }));
    const malformed = await again.post('/api/auth/two-factor/recovery', { code: 'not-a-code' });
    expect(malformed.json()).toEqual(refusedInput(M.recoveryCodeFormat, { code: [M.recoveryCodeFormat] }));
    // Another account's code is no code of this one.
    const stranger = await withTwoFactor();
    const foreign = await again.post('/api/auth/two-factor/recovery', { code: stranger.codes[0] });
    expect(foreign.json()).toEqual(refusedInput(M.recoveryCodeWrong, { code: [M.recoveryCodeWrong] }));
    expect(await again.isSignedIn()).toBe(false);
  });

  it('the second-step routes need a waiting sign-in', async () => {
    const anonymous = new Browser(t.app);
    for (const [url, body] of [
      ['/api/auth/two-factor/totp', { code: '123456' }],
      ['/api/auth/two-factor/recovery', { code: 'ABCD-EFGH-IJKL-MNOP' }],
      ['/api/auth/two-factor/passkey/options', {}],
    ] as const) {
      const res = await anonymous.post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: M.noPendingSignIn });
    }
    expect((await anonymous.get('/api/auth/two-factor/challenge')).json()).toEqual({
      message: M.noPendingSignIn,
    });
    expect((await anonymous.trpcQuery('twoFactor.challenge')).data).toBeNull();
    // A signed-in session of an account without it has nothing waiting either.
    const { browser } = await signedUpBrowser(t);
    expect((await browser.post('/api/auth/two-factor/totp', { code: '123456' })).json()).toEqual({
      message: M.noPendingSignIn,
    });
  });

  it('every other session waits for the second step once it is turned on', async () => {
    const { browser, email } = await signedUpBrowser(t);
    const phone = new Browser(t.app);
    expect((await phone.signIn(email)).json<{ email: string }>().email).toBe(email);
    // The phone's session is read (and cached) before.
    expect(await phone.isSignedIn()).toBe(true);
    const { key } = await enableTwoFactor(t, browser);
    expect(await phone.isSignedIn()).toBe(false);
    expect((await phone.get('/api/auth/two-factor/challenge')).statusCode).toBe(200);
    t.clock.advance(STEP);
    expect(
      (await phone.post('/api/auth/two-factor/totp', { code: totpCode(key, t.clock.now()) })).statusCode,
    ).toBe(200);
    expect(await phone.isSignedIn()).toBe(true);
    expect(await browser.isSignedIn()).toBe(true);
  });

  it("remembers a device for 30 days, lists and forgets it; another user's device id is 404", async () => {
    const { email, key, browser: owner } = await withTwoFactor();
    const laptop = new Browser(t.app, { userAgent: CHROME_LINUX });
    await laptop.signIn(email);
    t.clock.advance(STEP);
    const verified = await laptop.post('/api/auth/two-factor/totp', {
      code: totpCode(key, t.clock.now()),
      rememberDevice: true,
    });
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.find((c) => c.name === 'mentor_device')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires!.getTime()).toBe(t.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);

    // Signing out and in again from this browser: no second step.
    await laptop.post('/api/logout');
    const again = await laptop.signIn(email);
    expect(again.json<{ email: string }>().email).toBe(email);
    expect(await laptop.isSignedIn()).toBe(true);

    const devices = (await owner.get('/api/auth/two-factor/devices')).json<
      { id: string; device: string }[]
    >();
    expect(devices).toEqual([
      {
        id: expect.any(String),
        device: 'Chrome on Linux',
        createdAt: expect.any(String),
        lastUsedAt: t.clock.now().toISOString(),
        expiresAt: expect.any(String),
      },
    ]);
    // Stored hashed.
    const row = await t.db
      .selectFrom('rememberedDevices')
      .select('tokenHash')
      .where('id', '=', devices[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toBe(cookie.value);

    // Another user cannot forget it (404), nor a made-up id, nor a malformed one.
    const stranger = await signedUpBrowser(t);
    for (const id of [devices[0]!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await stranger.browser.delete(`/api/auth/two-factor/devices/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: M.deviceNotFound });
    }
    expect((await owner.get('/api/auth/two-factor/devices')).json()).toHaveLength(1);

    // After 30 days the browser asks again.
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    await laptop.post('/api/logout');
    expect((await laptop.signIn(email)).json()).toMatchObject({ twoFactorRequired: true });
  });

  it('forgets remembered devices one by one, all at once, at a password change and when turned off', async () => {
    const { email, key, browser: owner, id } = await withTwoFactor();
    let password = PASSWORD;
    const remember = async () => {
      const b = new Browser(t.app);
      await b.signIn(email, password);
      t.clock.advance(STEP);
      const res = await b.post('/api/auth/two-factor/totp', {
        code: totpCode(key, t.clock.now()),
        rememberDevice: true,
      });
      expect(res.statusCode).toBe(200);
      await b.post('/api/logout');
      return b;
    };
    const skips = async (b: Browser) => {
      const res = await b.signIn(email, password);
      expect(res.statusCode, res.body).toBe(200);
      const skipped = !('twoFactorRequired' in res.json<object>());
      await b.post('/api/logout');
      return skipped;
    };

    const one = await remember();
    const two = await remember();
    expect(await skips(one)).toBe(true);
    const list = (await owner.get('/api/auth/two-factor/devices')).json<{ id: string }[]>();
    expect(list).toHaveLength(2);
    // One by one (the newest first in the list: `two`).
    expect((await owner.delete(`/api/auth/two-factor/devices/${list[0]!.id}`)).statusCode).toBe(204);
    expect(await skips(two)).toBe(false);
    expect(await skips(one)).toBe(true);
    // All at once.
    const forgot = await owner.delete('/api/auth/two-factor/devices');
    expect(forgot.json()).toEqual({ forgotten: 1 });
    expect(await skips(one)).toBe(false);

    // A password change forgets them.
    const three = await remember();
    expect(await skips(three)).toBe(true);
    const changed = await owner.trpcMutation('account.changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase here',
    });
    expect(changed.res.statusCode, changed.res.body).toBe(200);
    password = 'a brand new passphrase here';
    expect(await skips(three)).toBe(false);
    const devicesOf = () =>
      t.db.selectFrom('rememberedDevices').where('userId', '=', id).select('id').execute();
    expect(await devicesOf()).toEqual([]);

    // Turning it off forgets them.
    await remember();
    expect(await devicesOf()).toHaveLength(1);
    expect((await owner.post('/api/auth/two-factor/disable', { password })).statusCode).toBe(200);
    expect(await devicesOf()).toEqual([]);
  });

  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const { email, key, codes, browser } = await withTwoFactor();
    expect((await browser.post('/api/auth/two-factor/recovery-codes', { code: '000000' })).json()).toEqual(
      refusedInput(M.codeWrong, { code: [M.codeWrong] }),
    );
    t.clock.advance(STEP);
    const res = await browser.post('/api/auth/two-factor/recovery-codes', {
      code: totpCode(key, t.clock.now()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ codes: string[] }>().codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    const other = new Browser(t.app);
    await other.signIn(email);
    expect((await other.post('/api/auth/two-factor/recovery', { code: codes[0] })).statusCode).toBe(400);
    expect((await other.post('/api/auth/two-factor/recovery', { code: fresh[0] })).statusCode).toBe(200);
    // Without two-factor sign-in there is nothing to renew.
    const plain = await signedUpBrowser(t);
    expect(
      (await plain.browser.post('/api/auth/two-factor/recovery-codes', { code: '123456' })).json(),
    ).toEqual({
      message: M.notOn,
    });
  });

  it('turns off with a current code or the password; then the password alone signs in', async () => {
    const { email, key, browser } = await withTwoFactor();
    const neither = await browser.post('/api/auth/two-factor/disable', {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual(refusedInput(M.disableNeedsProof, { code: [M.disableNeedsProof] }));
    const wrongCode = await browser.post('/api/auth/two-factor/disable', { code: '000000' });
    expect(wrongCode.json()).toEqual(refusedInput(M.codeWrong, { code: [M.codeWrong] }));
    const wrongPassword = await browser.post('/api/auth/two-factor/disable', { password: 'not my password' });
    expect(wrongPassword.json()).toEqual(
      refusedInput(MESSAGES.account.wrongPassword, { password: [MESSAGES.account.wrongPassword] }),
    );
    expect((await browser.get('/api/auth/two-factor')).json<Status>().enabled).toBe(true);

    const off = await browser.post('/api/auth/two-factor/disable', { password: PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect((await browser.get('/api/auth/two-factor')).json<Status>()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await new Browser(t.app).signIn(email)).json()).toMatchObject({ email });
    expect((await browser.post('/api/auth/two-factor/disable', { password: PASSWORD })).json()).toEqual({
      message: M.notOn,
    });

    // On again (a new key) and off with a code.
    t.clock.advance(STEP);
    const again = await enableTwoFactor(t, browser);
    expect(again.key).not.toBe(key);
    t.clock.advance(STEP);
    expect(
      (await browser.post('/api/auth/two-factor/disable', { code: totpCode(again.key, t.clock.now()) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 401 signed out on every route of the Profile section', async () => {
    const anonymous = new Browser(t.app);
    for (const [method, url] of [
      ['GET', '/api/auth/two-factor'],
      ['POST', '/api/auth/two-factor/totp/setup'],
      ['POST', '/api/auth/two-factor/totp/confirm'],
      ['POST', '/api/auth/two-factor/recovery-codes'],
      ['POST', '/api/auth/two-factor/disable'],
      ['GET', '/api/auth/two-factor/devices'],
      ['DELETE', '/api/auth/two-factor/devices'],
      ['DELETE', '/api/auth/two-factor/devices/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await anonymous.send(method, url, method === 'POST' ? { code: '123456' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json<{ message: string }>().message).toContain('Unauthorized');
    }
  });

  it('works the same over tRPC: the step sets the remembered-device cookie there too', async () => {
    const { email, key } = await withTwoFactor();
    const browser = new Browser(t.app);
    await browser.signIn(email);
    t.clock.advance(STEP);
    const wrong = await browser.trpcMutation('twoFactor.verifyTotp', { code: '000000' });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.json<{ error: { message: string } }>().error.message).toBe(M.codeWrong);
    const ok = await browser.trpcMutation<{ email: string }>('twoFactor.verifyTotp', {
      code: totpCode(key, t.clock.now()),
      rememberDevice: true,
    });
    expect(ok.data?.email).toBe(email);
    expect(browser.cookies.has('mentor_device')).toBe(true);
    const status = await browser.trpcQuery<Status>('twoFactor.status');
    expect(status.data?.enabled).toBe(true);
  });
});

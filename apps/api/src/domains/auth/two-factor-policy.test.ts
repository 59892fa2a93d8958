import { MESSAGES, TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusedInput, testTargets, type TestApp } from '../../../test/helpers';
import { Browser, enableTwoFactor, signedUpBrowser, totpCode } from '../../../test/two-factor';

// Two-factor sign-in's rules around the codes: every guess is throttled exactly like a password (one count for
// both, per address and per account, the burst mailed to the owner), and the admins' setting that requires it of
// admin accounts.

const STEP = 30_000;
const MINUTE = 60_000;

describe.each(testTargets())('two-factor sign-in: throttle and admin requirement on %s', (target) => {
  let t: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    t = await createTestApp({ target });
    // The first account ever is admin.
    admin = (await signedUpBrowser(t)).browser;
  });
  afterAll(async () => t?.close());

  const waitingSignIn = async (email: string, ip: string) => {
    const browser = new Browser(t.app, { ip });
    expect((await browser.signIn(email)).json()).toMatchObject({ twoFactorRequired: true });
    return browser;
  };

  it('locks the second step out after 10 wrong codes from one address, like passwords, until the window passes', async () => {
    const { browser: owner, email } = await signedUpBrowser(t);
    const { key, codes } = await enableTwoFactor(t, owner);
    const browser = await waitingSignIn(email, '10.60.0.1');
    for (let i = 0; i < 10; i += 1) {
      const res = await browser.post('/api/auth/two-factor/totp', { code: String(100000 + i) });
      expect(res.statusCode, `guess ${i}`).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(M.codeWrong);
    }
    // The 11th, even the right code or a recovery code: 429 with Retry-After.
    t.clock.advance(STEP);
    const blocked = await browser.post('/api/auth/two-factor/totp', { code: totpCode(key, t.clock.now()) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.auth.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const recovery = await browser.post('/api/auth/two-factor/recovery', { code: codes[0] });
    expect(recovery.statusCode).toBe(429);
    expect(await browser.isSignedIn()).toBe(false);

    // The owner was mailed about the burst, as for passwords.
    const alerts = await t.db
      .selectFrom('emailOutbox')
      .select('payload')
      .where('toAddress', '=', email)
      .where('kind', '=', 'sign-in-alert')
      .execute();
    expect(alerts).toHaveLength(1);

    // Once the window has passed, the right code works.
    t.clock.advance(10 * MINUTE + 1000);
    const later = await browser.post('/api/auth/two-factor/totp', { code: totpCode(key, t.clock.now()) });
    expect(later.statusCode, later.body).toBe(200);
    expect(await browser.isSignedIn()).toBe(true);
  });

  it("counts wrong passwords and wrong codes together, and recovery codes like the app's codes", async () => {
    const { browser: owner, email } = await signedUpBrowser(t);
    const { codes } = await enableTwoFactor(t, owner);
    const ip = '10.60.0.2';
    const stranger = new Browser(t.app, { ip });
    for (let i = 0; i < 5; i += 1) expect((await stranger.signIn(email, `wrong ${i}`)).statusCode).toBe(401);
    const browser = await waitingSignIn(email, ip);
    for (let i = 0; i < 5; i += 1) {
      const res = await browser.post('/api/auth/two-factor/recovery', { code: `AAAA-BBBB-CCCC-DDD${i + 2}` });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(M.recoveryCodeWrong);
    }
    expect((await browser.post('/api/auth/two-factor/recovery', { code: codes[0] })).statusCode).toBe(429);
    expect((await stranger.signIn(email)).statusCode).toBe(429);
    // Another address is held back only by the account's short wait after the burst (1 s, doubling), never locked out.
    const home = new Browser(t.app, { ip: '10.60.0.3' });
    t.clock.advance(2000);
    expect((await home.signIn(email)).json()).toMatchObject({ twoFactorRequired: true });
    t.clock.advance(5000);
    expect((await home.post('/api/auth/two-factor/recovery', { code: codes[0] })).statusCode).toBe(200);
  });

  it('throttles codes given inside the account per account (making new recovery codes)', async () => {
    const { browser, email } = await signedUpBrowser(t);
    const { key } = await enableTwoFactor(t, browser);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await browser.post('/api/auth/two-factor/recovery-codes', { code: String(200000 + i) })).statusCode,
      ).toBe(400);
    }
    t.clock.advance(STEP);
    const blocked = await browser.post('/api/auth/two-factor/recovery-codes', {
      code: totpCode(key, t.clock.now()),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.auth.tooManyAttempts });
    // The owner's own sign-in is not held back by these.
    expect((await new Browser(t.app, { ip: '10.60.0.9' }).signIn(email)).statusCode).toBe(200);
  });

  describe('"Require two-factor sign-in for admin accounts"', () => {
    const setting = (browser: Browser, value: unknown) =>
      browser.patch('/api/admin/settings/sign-in', { requireAdminTwoFactor: value });

    it('is refused to a member (403), signed out (401) and with a bad value (400)', async () => {
      const member = (await signedUpBrowser(t)).browser;
      expect((await setting(member, true)).statusCode).toBe(403);
      expect((await member.get('/api/admin/settings/sign-in')).json()).toEqual({
        message: MESSAGES.generic.forbidden,
      });
      expect((await setting(new Browser(t.app), true)).statusCode).toBe(401);
      const bad = await setting(admin, 'yes');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(
        refusedInput('requireAdminTwoFactor must be true or false', {
          requireAdminTwoFactor: ['requireAdminTwoFactor must be true or false'],
        }),
      );
      expect((await admin.get('/api/admin/settings/sign-in')).json()).toEqual({
        requireAdminTwoFactor: false,
      });
    });

    it('needs two-factor sign-in on the admin who turns it on; then admins without it are led to set it up', async () => {
      const own = await setting(admin, true);
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual(
        refusedInput(M.adminSettingOwnFirst, { requireAdminTwoFactor: [M.adminSettingOwnFirst] }),
      );
      const { key } = await enableTwoFactor(t, admin);
      const on = await setting(admin, true);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ requireAdminTwoFactor: true });
      expect((await admin.get('/api/admin/users')).statusCode).toBe(200);

      // Another admin without two-factor sign-in: every admin procedure refuses with the message that leads there.
      const other = await signedUpBrowser(t);
      await t.db.updateTable('users').set({ isAdmin: true }).where('id', '=', other.id).execute();
      const refused = await other.browser.get('/api/admin/users');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: M.adminRequired });
      expect((await other.browser.get('/api/admin/settings')).json()).toEqual({ message: M.adminRequired });
      const trpc = await other.browser.trpcQuery('admin.userStats');
      expect(trpc.res.statusCode).toBe(403);
      expect(trpc.res.json<{ error: { message: string } }>().error.message).toBe(M.adminRequired);
      expect((await other.browser.get('/api/auth/two-factor')).json()).toMatchObject({
        enabled: false,
        requiredForAdmin: true,
      });
      // The rest of the app works for them, and a member is refused as before.
      expect((await other.browser.get('/api/goals')).statusCode).toBe(200);
      const member = (await signedUpBrowser(t)).browser;
      expect((await member.get('/api/admin/users')).json()).toEqual({ message: MESSAGES.generic.forbidden });
      expect((await member.get('/api/auth/two-factor')).json()).toMatchObject({ requiredForAdmin: false });

      // Set up: the admin area works.
      await enableTwoFactor(t, other.browser);
      expect((await other.browser.get('/api/admin/users')).statusCode).toBe(200);

      // Off again: an admin without it is let in.
      const third = await signedUpBrowser(t);
      await t.db.updateTable('users').set({ isAdmin: true }).where('id', '=', third.id).execute();
      expect((await third.browser.get('/api/admin/users')).statusCode).toBe(403);
      t.clock.advance(STEP);
      expect((await setting(admin, false)).json()).toEqual({ requireAdminTwoFactor: false });
      expect((await third.browser.get('/api/admin/users')).statusCode).toBe(200);
      expect(key).toBeTruthy();
    });
  });
});

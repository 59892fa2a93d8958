import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mentor/validation';
import {
  createTestApp,
  ORIGIN,
  refusedInput,
  sessionCookieOf,
  testTargets,
  uniqueEmail,
  type TestApp,
} from '../../../test/helpers';
import { loadConfig } from '../../env';
import { purgeExpiredSessions } from './session';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testTargets())('auth on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, config: { adminEmails: ['boss@example.com'] } });
  });
  afterAll(async () => t?.close());

  const register = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { origin: ORIGIN }, payload: body });
  /** `n` sign-in failures recorded now from `ip` (as the app records them), without n password checks. */
  const recordFailures = async (email: () => string, ip: string, n: number) => {
    const createdAt = t.clock.now();
    await t.db
      .insertInto('loginFailures')
      .values(Array.from({ length: n }, () => ({ email: email().toLowerCase(), ip, createdAt })))
      .execute();
  };
  const login = (body: Record<string, unknown>, remoteAddress = '10.1.1.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN },
      payload: body,
      remoteAddress,
    });

  describe('POST /api/auth/register', () => {
    it('creates the account on Starter with a 14-day Pro trial, signs in with the password, and makes the first account admin', async () => {
      const res = await register({
        email: 'First@Example.com',
        password: 'long enough here',
        firstName: 'Ada',
        lastName: 'Byron',
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ sent: true });
      // Sign-up signs nobody in (its answer must not differ for an address with an account).
      expect(res.cookies).toEqual([]);
      const signedIn = await login({ email: 'first@example.com', password: 'long enough here' });
      expect(signedIn.statusCode).toBe(200);
      const user = signedIn.json();
      expect(user).toMatchObject({
        email: 'first@example.com',
        firstName: 'Ada',
        lastName: 'Byron',
        subscriptionTier: 'starter',
        sessionsLimit: 5,
        sessionsThisMonth: 0,
        isAdmin: true,
        trialStartedAt: '2026-11-10T09:00:00.000Z',
        trialEndsAt: '2026-11-24T09:00:00.000Z',
      });
      expect(user).not.toHaveProperty('paymentCustomerId');
      const cookie = signedIn.cookies.find((c) => c.name === 'mentor_session')!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.path).toBe('/');
      const me = await t.app.inject({
        url: '/api/auth/user',
        headers: { cookie: sessionCookieOf(signedIn)! },
      });
      expect(me.json()).toMatchObject({ email: 'first@example.com' });
    });

    it('makes later accounts regular users, unless ADMIN_EMAILS lists them', async () => {
      const regular = await t.signUp();
      expect(regular.user.isAdmin).toBe(false);
      const boss = await t.signUp({ email: 'boss@example.com' });
      expect(boss.user.isAdmin).toBe(true);
    });

    it('leaves the session of whoever is signed in on this browser alone (the sign-in that follows replaces it)', async () => {
      const before = await t.signUp();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: ORIGIN, cookie: before.cookie! },
        payload: {
          email: uniqueEmail('second'),
          password: 'long enough here',
          firstName: 'A',
          lastName: 'B',
        },
      });
      expect(res.statusCode).toBe(202);
      expect(res.cookies).toEqual([]);
      expect((await before.get('/api/auth/user')).statusCode).toBe(200);
    });

    it('answers an address that has an account exactly as a new one, whatever its case and spaces, and mails its owner', async () => {
      const email = uniqueEmail('dup');
      const owner = await t.signUp({ email });
      const fresh = await register({
        email: uniqueEmail('fresh'),
        password: 'long enough here',
        firstName: 'A',
        lastName: 'B',
      });
      const answers = [];
      for (const variant of [email, email.toUpperCase(), `  ${email} `]) {
        answers.push(
          await register({ email: variant, password: 'long enough here', firstName: 'A', lastName: 'B' }),
        );
      }
      for (const res of answers) {
        expect(res.statusCode).toBe(fresh.statusCode);
        expect(res.statusCode).toBe(202);
        expect(res.body).toBe(fresh.body);
        expect(Object.keys(res.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
        expect(res.cookies).toEqual([]);
      }
      // Nothing changed in the account: same name, same password.
      expect((await owner.reload()).firstName).toBe('Test');
      expect((await login({ email, password: 'correct horse battery' })).statusCode).toBe(200);
      // Its owner is told, once (at most one such mail an hour).
      const mails = await t.db
        .selectFrom('emailOutbox')
        .select(['kind', 'toAddress'])
        .where('userId', '=', owner.user.id)
        .where('kind', '=', 'sign-up-attempt')
        .execute();
      expect(mails).toEqual([{ kind: 'sign-up-attempt', toAddress: email }]);
    });

    it.each(['password', '12345678', 'password123', 'qwertyuiop'])(
      'refuses the common or guessable password %s with the clear message, and makes no account',
      async (password) => {
        const email = uniqueEmail('weak');
        const res = await register({ email, password, firstName: 'Weak', lastName: 'Pass' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(
          refusedInput(MESSAGES.auth.passwordTooWeak, { password: [MESSAGES.auth.passwordTooWeak] }),
        );
        expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
      },
    );

    it("refuses a password made of the person's own name and email", async () => {
      const res = await register({
        email: uniqueEmail('zebulon'),
        password: 'zebulonquartermain',
        firstName: 'Zebulon',
        lastName: 'Quartermain',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.auth.passwordTooWeak });
    });

    it.each([
      [
        { email: 'x@example.com', password: 'short', firstName: 'A', lastName: 'B' },
        'Password must be at least 8 characters',
      ],
      [
        { email: 'not-an-email', password: 'long enough here', firstName: 'A', lastName: 'B' },
        'Invalid email address',
      ],
      [
        { email: 'y@example.com', password: 'long enough here', firstName: '', lastName: 'B' },
        'First name is required',
      ],
      [
        { email: 'z@example.com', password: 'long enough here', firstName: 'A', lastName: ' ' },
        'Last name is required',
      ],
    ])('answers 400 with the spec message for %j', async (body, message) => {
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message));
      expect(res.cookies.find((c) => c.name === 'mentor_session')).toBeUndefined();
    });

    it('answers 400, not 500, for a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    });

    it("answers a JSON request with an empty body with the first field's message", async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(MESSAGES.profile.invalidEmail));
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the right password and answers the user', async () => {
      const c = await t.signUp({ password: 'the right one' });
      const res = await login({ email: c.user.email.toUpperCase(), password: 'the right one' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: c.user.id });
      expect(sessionCookieOf(res)).toBeDefined();
    });

    it('answers 401 with the same message for a wrong password and an unknown email', async () => {
      const c = await t.signUp();
      const wrong = await login({ email: c.user.email, password: 'wrong password' }, '10.2.2.2');
      const unknown = await login({ email: 'nobody@example.com', password: 'whatever1' }, '10.2.2.3');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid email or password' });
      }
    });

    it('answers 400 for missing fields', async () => {
      const res = await login({ email: 'a@example.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        refusedInput('Password is required', { password: ['Password is required'] }),
      );
    });

    it('answers 429 after 10 failures from one address for one email, until the window passes', async () => {
      const c = await t.signUp({ password: 'the right one' });
      for (let i = 0; i < 10; i += 1) {
        const res = await login({ email: c.user.email, password: `wrong ${i}` }, '10.3.3.1');
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login({ email: c.user.email, password: 'the right one' }, '10.3.3.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Too many sign-in attempts. Please try again in a few minutes.',
      });
      expect(blocked.headers['retry-after']).toBe('600');
      t.clock.advance(10 * 60 * 1000 + 1000);
      const later = await login({ email: c.user.email, password: 'the right one' }, '10.3.3.1');
      expect(later.statusCode).toBe(200);
    });

    it('lets the owner in from another address while one address is locked out for the email', async () => {
      const c = await t.signUp({ password: 'the right one' });
      for (let i = 0; i < 10; i += 1)
        await login({ email: c.user.email, password: `wrong ${i}` }, '10.3.5.1');
      expect((await login({ email: c.user.email, password: 'the right one' }, '10.3.5.1')).statusCode).toBe(
        429,
      );
      // The account's own ceiling (10 failures from anywhere) makes the next check wait a second.
      t.clock.advance(1000);
      expect((await login({ email: c.user.email, password: 'the right one' }, '10.3.5.2')).statusCode).toBe(
        200,
      );
    });

    it('answers 429 after 50 failures from one IP, whichever emails were tried', async () => {
      await recordFailures(() => uniqueEmail('ghost'), '10.9.9.9', 49);
      const c = await t.signUp({ password: 'the right one' });
      expect(
        (await login({ email: 'ghost-last@example.com', password: 'nope nope' }, '10.9.9.9')).statusCode,
      ).toBe(401);
      const blocked = await login({ email: c.user.email, password: 'the right one' }, '10.9.9.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('600');
      const elsewhere = await login({ email: c.user.email, password: 'the right one' }, '10.9.9.10');
      expect(elsewhere.statusCode).toBe(200);
    });

    it('under a wide attack on an email (100 failures in an hour) an address gets 3 tries, and the owner waits minutes at most', async () => {
      const c = await t.signUp({ password: 'the right one' });
      // 12 addresses, each just under its own limit: 108 failures for the email within the hour.
      for (let a = 0; a < 12; a += 1) await recordFailures(() => c.user.email, `10.70.0.${a}`, 9);
      // The account's ceiling: the next attempt, from any address, waits 5 minutes after the last failure.
      const waiting = await login({ email: c.user.email, password: 'the right one' }, '10.70.1.1');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('300');
      t.clock.advance(5 * 60 * 1000);
      const owner = await login({ email: c.user.email, password: 'the right one' }, '10.70.1.1');
      expect(owner.statusCode).toBe(200);
      // Every further guess, from any address, waits 5 minutes after the last failure.
      t.clock.advance(5 * 60 * 1000);
      expect((await login({ email: c.user.email, password: 'guess 0' }, '10.70.2.1')).statusCode).toBe(401);
      const slowed = await login({ email: c.user.email, password: 'guess 1' }, '10.70.2.2');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe('300');
      // The ceiling counts an hour: once the failures are older, each address has its 10 again.
      t.clock.advance(61 * 60 * 1000);
      for (let i = 0; i < 9; i += 1)
        expect((await login({ email: c.user.email, password: `guess ${i}` }, '10.70.3.1')).statusCode).toBe(
          401,
        );
    });
  });

  describe('the per-account ceiling across addresses (issue 24)', () => {
    const MIN = 60 * 1000;
    /** The sign-in alert mails queued for an account. */
    const alerts = (userId: string) =>
      t.db
        .selectFrom('emailOutbox')
        .select(['payload', 'toAddress'])
        .where('userId', '=', userId)
        .where('kind', '=', 'sign-in-alert')
        .execute();

    it('30 addresses x 4 guesses at once: 10 password checks, the rest wait; the wait doubles with each failure', async () => {
      const c = await t.signUp({ password: 'the right one' });
      const statuses: number[] = [];
      for (let guess = 0; guess < 4; guess += 1) {
        for (let a = 0; a < 30; a += 1) {
          statuses.push(
            (await login({ email: c.user.email, password: `guess ${guess}-${a}` }, `10.80.${guess}.${a}`))
              .statusCode,
          );
        }
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(110);
      // After the 10 free failures: 1 s, then 2 s, then 4 s ... between password checks, whatever the address.
      const waits: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const refused = await login({ email: c.user.email, password: `later ${i}` }, `10.81.0.${i}`);
        expect(refused.statusCode).toBe(429);
        waits.push(refused.headers['retry-after'] as string);
        t.clock.advance(Number(refused.headers['retry-after']) * 1000);
        expect(
          (await login({ email: c.user.email, password: `later ${i}` }, `10.81.1.${i}`)).statusCode,
        ).toBe(401);
      }
      expect(waits).toEqual(['1', '2', '4', '8']);
    });

    it('never locks the owner out: their session stays, a reset works and forgets the count, and they are mailed once', async () => {
      const c = await t.signUp({ password: 'the right one' });
      for (let a = 0; a < 12; a += 1) {
        t.clock.advance(MIN);
        await login({ email: c.user.email, password: `guess ${a}` }, `10.82.0.${a}`);
      }
      expect((await login({ email: c.user.email, password: 'the right one' }, '10.82.1.1')).statusCode).toBe(
        429,
      );
      // The owner's session is untouched, and signed in they can still change their password.
      expect((await c.get('/api/auth/user')).statusCode).toBe(200);
      // One mail about the burst, however long it goes on.
      for (let a = 0; a < 5; a += 1) {
        t.clock.advance(6 * MIN);
        await login({ email: c.user.email, password: `more ${a}` }, `10.82.2.${a}`);
      }
      const mails = await alerts(c.user.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.toAddress).toBe(c.user.email);
      expect(mails[0]!.payload).toEqual({ kind: 'sign-in-alert', failures: 10, addresses: 10 });

      // A reset link (asked from anywhere) still works, and forgets the failures: the owner signs in at once.
      await t.caller(null).auth.requestPasswordReset({ email: c.user.email });
      const { token } = (
        await t.db
          .selectFrom('emailOutbox')
          .select('payload')
          .where('userId', '=', c.user.id)
          .where('kind', '=', 'password-reset')
          .executeTakeFirstOrThrow()
      ).payload as { token: string };
      await t.caller(null).auth.resetPassword({ token, newPassword: 'a fresh river stone' });
      expect(
        (await login({ email: c.user.email, password: 'a fresh river stone' }, '10.82.1.1')).statusCode,
      ).toBe(200);
    });

    it('counts an unknown email like any other (no answer tells whether an account exists), and mails nobody', async () => {
      const email = uniqueEmail('nobody');
      const statuses: number[] = [];
      for (let a = 0; a < 12; a += 1)
        statuses.push((await login({ email, password: `guess ${a}` }, `10.83.0.${a}`)).statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      expect(
        await t.db.selectFrom('emailOutbox').select('id').where('toAddress', '=', email).execute(),
      ).toEqual([]);
    });
  });

  describe('sign-in throttling', () => {
    const MIN = 60 * 1000;
    const PG_ONLY =
      '(PostgreSQL only: the advisory locks are what is tested; PGlite runs one query at a time)';

    it.skipIf(target === 'pglite')(
      `lets at most 10 of 40 parallel wrong passwords from one address for one email be checked ${PG_ONLY}`,
      async () => {
        const c = await t.signUp({ password: 'the right one' });
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            login({ email: c.user.email, password: `wrong ${i}` }, '10.40.0.1'),
          ),
        );
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
        expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
        expect(answers.find((r) => r.statusCode === 429)?.headers['retry-after']).toBe('600');
        const failures = await t.db
          .selectFrom('loginFailures')
          .select('id')
          .where('email', '=', c.user.email)
          .execute();
        expect(failures.length).toBeLessThanOrEqual(10);
        expect(
          (await login({ email: c.user.email, password: 'the right one' }, '10.40.0.1')).statusCode,
        ).toBe(429);
      },
    );

    it.skipIf(target === 'pglite')(
      `lets at most 50 of 80 parallel wrong passwords from one IP be checked ${PG_ONLY}`,
      async () => {
        const answers = await Promise.all(
          Array.from({ length: 80 }, () =>
            login({ email: uniqueEmail('par'), password: 'nope nope' }, '10.42.0.1'),
          ),
        );
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(50);
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
      },
    );

    it.skipIf(target === 'pglite')(
      `lets at most 10 of 40 parallel wrong passwords from 40 addresses for one account be checked, and the owner in after the wait ${PG_ONLY}`,
      async () => {
        const c = await t.signUp({ password: 'the right one' });
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            login({ email: c.user.email, password: `wrong ${i}` }, `10.46.0.${i}`),
          ),
        );
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
        // The owner waits for the account's delay (seconds here), then signs in from an address of their own.
        const waiting = await login({ email: c.user.email, password: 'the right one' }, '10.46.1.1');
        if (waiting.statusCode === 429) t.clock.advance(Number(waiting.headers['retry-after']) * 1000);
        expect(
          (await login({ email: c.user.email, password: 'the right one' }, '10.46.1.1')).statusCode,
        ).toBe(200);
      },
    );

    it('removes the reservation of a correct password, so it does not count as a failure', async () => {
      const c = await t.signUp({ password: 'the right one' });
      for (let i = 0; i < 12; i += 1) {
        const res = await login({ email: c.user.email, password: 'the right one' }, '10.43.0.1');
        expect(res.statusCode).toBe(200);
      }
    });

    it('answers Retry-After from the IP that is over the limit, not from older failures of the email', async () => {
      const c = await t.signUp({ password: 'the right one' });
      await recordFailures(() => c.user.email, '10.44.0.1', 9);
      t.clock.advance(5 * MIN);
      await recordFailures(() => uniqueEmail('ghost-ip'), '10.44.0.2', 50);
      const blocked = await login({ email: c.user.email, password: 'the right one' }, '10.44.0.2');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('600');
      t.clock.advance(5 * MIN + 1000);
      const stillBlocked = await login({ email: c.user.email, password: 'the right one' }, '10.44.0.2');
      expect(stillBlocked.statusCode).toBe(429);
      expect(stillBlocked.headers['retry-after']).toBe('299');
      expect((await login({ email: c.user.email, password: 'the right one' }, '10.44.0.1')).statusCode).toBe(
        200,
      );
      t.clock.advance(5 * MIN);
      expect((await login({ email: c.user.email, password: 'the right one' }, '10.44.0.2')).statusCode).toBe(
        200,
      );
    });

    it('answers the later reopening when both the (email, IP) pair and the IP are over the limit', async () => {
      const c = await t.signUp({ password: 'the right one' });
      await recordFailures(() => c.user.email, '10.45.0.1', 10);
      t.clock.advance(3 * MIN);
      await recordFailures(() => uniqueEmail('ghost-both'), '10.45.0.1', 50);
      t.clock.advance(1 * MIN);
      const blocked = await login({ email: c.user.email, password: 'the right one' }, '10.45.0.1');
      expect(blocked.statusCode).toBe(429);
      // The pair reopens 6 minutes from now; the IP (60 failures) when its 11th oldest leaves, 9 minutes from now.
      expect(blocked.headers['retry-after']).toBe('540');
      t.clock.advance(6 * MIN + 1000);
      expect((await login({ email: c.user.email, password: 'the right one' }, '10.45.0.1')).statusCode).toBe(
        429,
      );
      expect((await login({ email: c.user.email, password: 'the right one' }, '10.45.0.2')).statusCode).toBe(
        200,
      );
      t.clock.advance(3 * MIN);
      expect((await login({ email: c.user.email, password: 'the right one' }, '10.45.0.1')).statusCode).toBe(
        200,
      );
    });
  });

  describe('GET /api/login and /api/logout', () => {
    it('sends a signed-out browser to /sign-in and a signed-in one to /dashboard', async () => {
      const out = await t.app.inject({ url: '/api/login' });
      expect(out.statusCode).toBe(302);
      expect(out.headers.location).toBe('/sign-in');
      const c = await t.signUp();
      const inside = await t.app.inject({ url: '/api/login', headers: { cookie: c.cookie! } });
      expect(inside.headers.location).toBe('/dashboard');
    });

    it('carries a valid ?email= to the sign-in page (lowercased, encoded) and drops anything else', async () => {
      const carried = await t.app.inject({ url: '/api/login?email=%20Ada.L%2Btest%40Example.com' });
      expect(carried.statusCode).toBe(302);
      expect(carried.headers.location).toBe('/sign-in?email=ada.l%2Btest%40example.com');
      for (const bad of ['not-an-email', '%3Cscript%3E%40x', 'a%40b.c%22%3E%3Cimg', ''])
        expect((await t.app.inject({ url: `/api/login?email=${bad}` })).headers.location).toBe('/sign-in');
      expect((await t.app.inject({ url: '/api/login?email=a@b.co&email=c@d.co' })).headers.location).toBe(
        '/sign-in',
      );
    });

    it('deletes the session row, clears the cookie and lands on /', async () => {
      const c = await t.signUp();
      const sid = encodeHexLowerCase(sha256(new TextEncoder().encode(c.cookie!.split('=')[1])));
      expect(
        await t.db.selectFrom('loginSessions').select('sid').where('sid', '=', sid).executeTakeFirst(),
      ).toBeDefined();
      const res = await t.app.inject({
        url: '/api/logout',
        headers: { cookie: c.cookie!, 'sec-fetch-site': 'same-origin' },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      const cleared = res.cookies.find((x) => x.name === 'mentor_session')!;
      expect(cleared.value).toBe('');
      expect(
        await t.db.selectFrom('loginSessions').select('sid').where('sid', '=', sid).executeTakeFirst(),
      ).toBeUndefined();
      const after = await c.get('/api/auth/user');
      expect(after.statusCode).toBe(401);
    });
  });

  describe('sign-out from another site', () => {
    const logout = (headers: Record<string, string>) => t.app.inject({ url: '/api/logout', headers });
    const signedIn = async (c: { get(url: string): Promise<{ statusCode: number }> }) =>
      (await c.get('/api/auth/user')).statusCode === 200;

    it.each([
      ['Sec-Fetch-Site: none (typed, bookmarked)', { 'sec-fetch-site': 'none' }],
      ['an old browser with this Origin', { origin: ORIGIN }],
      ['an old browser with a Referer on this site', { referer: `${ORIGIN}/dashboard` }],
    ])('signs out a navigation from this site: %s', async (_label, headers) => {
      const c = await t.signUp();
      const res = await logout({ cookie: c.cookie!, ...headers });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(res.cookies.find((x) => x.name === 'mentor_session')?.value).toBe('');
      expect(await signedIn(c)).toBe(false);
    });

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
      ['cross-site even with our Referer', { 'sec-fetch-site': 'cross-site', referer: `${ORIGIN}/` }],
      ['an old browser with a foreign Origin', { origin: 'https://evil.example' }],
      ['an old browser with a foreign Referer', { referer: 'https://evil.example/page' }],
      ['no header to go by', {}],
    ])(
      'keeps the session and sends the browser to /sign-out to ask: %s',
      async (_label, headers: Record<string, string>) => {
        const c = await t.signUp();
        const res = await logout({ cookie: c.cookie!, ...headers });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/sign-out');
        expect(res.cookies.find((x) => x.name === 'mentor_session')).toBeUndefined();
        expect(await signedIn(c)).toBe(true);
      },
    );

    it('lands a signed-out browser on / whatever the origin', async () => {
      const res = await logout({ 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    });

    it('POST /api/logout (the confirm page) always signs out, and answers 303 to /', async () => {
      const c = await t.signUp();
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: ORIGIN },
        payload: { email: c.user.email, password: 'correct horse battery' },
      });
      const res = await c.post('/api/logout');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/');
      expect(res.cookies.find((x) => x.name === 'mentor_session')?.value).toBe('');
      expect(await signedIn(c)).toBe(false);
      // Only this browser's session ends.
      const still = await t.app.inject({
        url: '/api/auth/user',
        headers: { cookie: sessionCookieOf(other)! },
      });
      expect(still.statusCode).toBe(200);
      const signedOut = await t.anonymous().post('/api/logout');
      expect(signedOut.statusCode).toBe(303);
    });

    it('POST /api/logout from another site is refused (403) and the session stays', async () => {
      const c = await t.signUp();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie: c.cookie!, origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      expect(await signedIn(c)).toBe(true);
    });
  });

  describe('sign-up throttling', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ target, config: { registerLimitPerHour: 10 } });
    });
    afterAll(async () => limited?.close());

    const registerFrom = (ip: string, body: Record<string, unknown> = {}) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: ORIGIN },
        remoteAddress: ip,
        payload: {
          email: uniqueEmail('reg'),
          password: 'long enough here',
          firstName: 'R',
          lastName: 'L',
          ...body,
        },
      });

    it('is 10 accounts per IP and hour by default', () => {
      expect(loadConfig({}).registerLimitPerHour).toBe(10);
    });

    it('answers 429 with Retry-After and a clear message from the 11th sign-up of an IP within an hour', async () => {
      for (let i = 0; i < 10; i += 1) expect((await registerFrom('10.60.0.1')).statusCode).toBe(202);
      const refused = await registerFrom('10.60.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MESSAGES.auth.tooManyRegistrations });
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.cookies.find((c) => c.name === 'mentor_session')).toBeUndefined();
      expect((await registerFrom('10.60.0.2')).statusCode).toBe(202);
      limited.clock.advance(30 * 60 * 1000);
      expect((await registerFrom('10.60.0.1')).headers['retry-after']).toBe('1800');
      limited.clock.advance(30 * 60 * 1000 + 1000);
      expect((await registerFrom('10.60.0.1')).statusCode).toBe(202);
    });

    it('does not count input refused by the schema (the strength rule runs after the count: it costs CPU)', async () => {
      for (let i = 0; i < 12; i += 1) {
        expect((await registerFrom('10.61.0.1', { password: 'short' })).statusCode).toBe(400);
      }
      expect((await registerFrom('10.61.0.1')).statusCode).toBe(202);
    });

    it.skipIf(target === 'pglite')(
      'lets exactly 10 of 15 parallel sign-ups from one IP through (PostgreSQL only: advisory locks)',
      async () => {
        const answers = await Promise.all(Array.from({ length: 15 }, () => registerFrom('10.62.0.1')));
        const statuses = answers.map((r) => r.statusCode).sort();
        expect(statuses.filter((s) => s === 202)).toHaveLength(10);
        expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      },
    );
  });

  describe('sessions', () => {
    it('stores only the SHA-256 of the token', async () => {
      const c = await t.signUp();
      const token = c.cookie!.split('=')[1]!;
      expect(token).toMatch(/^[a-z2-7]{32}$/);
      const rows = await t.db
        .selectFrom('loginSessions')
        .select(['sid', 'sess'])
        .where('userId', '=', c.user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sid).not.toContain(token);
      expect(rows[0]!.sid).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
      expect(rows[0]!.sess.userId).toBe(c.user.id);
    });

    it('slides: a session used in its second half is extended to 30 days from then', async () => {
      const c = await t.signUp();
      t.clock.advance(20 * DAY);
      const res = await c.get('/api/auth/user');
      expect(res.statusCode).toBe(200);
      const refreshed = res.cookies.find((x) => x.name === 'mentor_session')!;
      expect(new Date(refreshed.expires!).getTime()).toBe(
        t.clock.now().getTime() + 30 * DAY - (t.clock.now().getTime() % 1000),
      );
      t.clock.advance(20 * DAY);
      expect((await c.get('/api/auth/user')).statusCode).toBe(200);
    });

    it('stops rewriting the row and the cookie once the end has reached the 90-day cap', async () => {
      const c = await t.signUp();
      const signedInAt = t.clock.now().getTime();
      const sid = encodeHexLowerCase(sha256(new TextEncoder().encode(c.cookie!.split('=')[1])));
      const stored = async () =>
        (
          await t.db
            .selectFrom('loginSessions')
            .select('expire')
            .where('sid', '=', sid)
            .executeTakeFirstOrThrow()
        ).expire.getTime();
      for (const day of [20, 40, 60]) {
        t.clock.set(new Date(signedInAt + day * DAY));
        const res = await c.get('/api/auth/user');
        expect(
          res.cookies.find((x) => x.name === 'mentor_session'),
          `day ${day}`,
        ).toBeDefined();
      }
      expect(await stored()).toBe(signedInAt + 90 * DAY);
      for (const day of [76, 80, 89]) {
        t.clock.set(new Date(signedInAt + day * DAY));
        const res = await c.get('/api/auth/user');
        expect(res.statusCode).toBe(200);
        expect(
          res.cookies.find((x) => x.name === 'mentor_session'),
          `day ${day}`,
        ).toBeUndefined();
      }
      expect(await stored()).toBe(signedInAt + 90 * DAY);
    });

    it('ends a session unused for 30 days, and removes its row', async () => {
      const c = await t.signUp();
      t.clock.advance(31 * DAY);
      const res = await c.get('/api/auth/user');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
      const rows = await t.db
        .selectFrom('loginSessions')
        .select('sid')
        .where('userId', '=', c.user.id)
        .execute();
      expect(rows).toHaveLength(0);
    });

    it('ends even an active session 90 days after sign-in', async () => {
      const c = await t.signUp();
      for (let day = 0; day < 88; day += 11) {
        t.clock.advance(11 * DAY);
        expect((await c.get('/api/auth/user')).statusCode).toBe(200);
      }
      t.clock.advance(3 * DAY);
      expect((await c.get('/api/auth/user')).statusCode).toBe(401);
    });

    it('purges expired rows', async () => {
      const c = await t.signUp();
      t.clock.advance(31 * DAY);
      const purged = await purgeExpiredSessions(t.db, t.clock);
      expect(purged).toBeGreaterThanOrEqual(1);
      const rows = await t.db
        .selectFrom('loginSessions')
        .select('sid')
        .where('userId', '=', c.user.id)
        .execute();
      expect(rows).toHaveLength(0);
    });

    it('treats a made-up cookie as signed out and clears it', async () => {
      const res = await t.app.inject({
        url: '/api/auth/user',
        headers: { cookie: 'mentor_session=abcdefghijklmnopqrstuvwxyz234567' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.cookies.find((x) => x.name === 'mentor_session')?.value).toBe('');
    });
  });

  describe('Origin check', () => {
    it('refuses state-changing requests with a missing or foreign Origin (403)', async () => {
      const c = await t.signUp();
      const body = { firstName: 'Evil', lastName: 'Change', email: c.user.email };
      const missing = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { cookie: c.cookie! },
        payload: body,
      });
      const foreign = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { cookie: c.cookie!, origin: 'https://evil.example' },
        payload: body,
      });
      for (const res of [missing, foreign]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Cross-site request refused' });
      }
      expect((await c.reload()).firstName).toBe('Test');
    });

    it('lets reads through without an Origin', async () => {
      const c = await t.signUp();
      const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie: c.cookie! } });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('tRPC auth.me', () => {
    it('answers the user, or null when signed out', async () => {
      const c = await t.signUp();
      expect(await c.caller().auth.me()).toMatchObject({ id: c.user.id, email: c.user.email });
      expect(await t.caller(null).auth.me()).toBeNull();
    });
  });
});

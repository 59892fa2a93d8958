import { MESSAGES } from '@mentor/validation';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  ORIGIN,
  sessionCookieOf,
  testTargets,
  uniqueEmail,
  type TestApp,
} from '../../../test/helpers';
import { createAccount, createSession } from '../auth';

// Account security through tRPC over HTTP (the web app's path): the session cookie decides who and which session
// is "this one". Every procedure: happy path, bad input with its message, 401 signed out, another user's id 404.

const PASSWORD = 'correct horse battery';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface TrpcError {
  message: string;
  data: { code: string; httpStatus: number; fieldErrors: Record<string, string[]> | null };
}

describe.each(testTargets())('account security on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  const mutate = (cookie: string | undefined, path: string, input?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trpc/${path}`,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(input ?? {}),
    });
  const query = (cookie: string | undefined, path: string) =>
    t.app.inject({ url: `/api/trpc/${path}`, headers: cookie ? { cookie } : {} });
  const data = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { data: T } }>().result.data;
  };
  const error = (res: LightMyRequestResponse): TrpcError => res.json<{ error: TrpcError }>().error;

  /** Signs in as `c` from another browser; answers that browser's cookie. */
  const signIn = async (email: string, userAgent?: string, password = PASSWORD) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN, ...(userAgent ? { 'user-agent': userAgent } : {}) },
      payload: { email, password },
      remoteAddress: '10.80.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookieOf(res)!;
  };
  const isSignedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

  /** An account that signs in only through the identity provider (no password), with a session cookie. */
  const oidcOnly = async () => {
    const user = await createAccount(t.app.services, {
      email: uniqueEmail('oidc'),
      firstName: 'Olly',
      lastName: 'Dee',
    });
    const { token } = await createSession(t.db, t.clock, user.id, CHROME_LINUX);
    return { user, cookie: `mentor_session=${token}` };
  };

  interface SessionInfo {
    id: string;
    device: string;
    createdAt: string;
    lastUsedAt: string;
    current: boolean;
  }

  describe('account.sessions', () => {
    it('lists the sessions with an opaque id, the device in plain words, times and which one is this one', async () => {
      const c = await t.signUp();
      const chrome = await signIn(c.user.email, CHROME_LINUX);
      t.clock.advance(30_000);
      const firefox = await signIn(c.user.email, FIREFOX_WINDOWS);
      const list = data<SessionInfo[]>(await query(chrome, 'account.sessions'));
      expect(list).toHaveLength(3);
      expect(list.map((s) => s.device).sort()).toEqual([
        'Chrome on Linux',
        'Firefox on Windows',
        'Unknown device',
      ]);
      expect(list.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Linux']);
      const sids = (
        await t.db.selectFrom('loginSessions').select('sid').where('userId', '=', c.user.id).execute()
      ).map((r) => r.sid);
      for (const s of list) {
        expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(sids).not.toContain(s.id);
        expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastUsedAt']);
      }
      // Most recently used first.
      expect(list[0]!.device).toBe('Firefox on Windows');
      expect(
        data<SessionInfo[]>(await query(firefox, 'account.sessions')).find((s) => s.current)?.device,
      ).toBe('Firefox on Windows');
    });

    it('names phones and unknown agents plainly', async () => {
      const c = await t.signUp();
      const phone = await signIn(c.user.email, SAFARI_IPHONE);
      const list = data<SessionInfo[]>(await query(phone, 'account.sessions'));
      expect(list.find((s) => s.current)?.device).toBe('Safari on iOS');
    });

    it('writes the last-used time at most once a minute, not on every request', async () => {
      const c = await t.signUp();
      const cookie = await signIn(c.user.email, CHROME_LINUX);
      const lastUsed = async () =>
        data<SessionInfo[]>(await query(cookie, 'account.sessions')).find((s) => s.current)!.lastUsedAt;
      const signedInAt = t.clock.now().toISOString();
      expect(await lastUsed()).toBe(signedInAt);
      t.clock.advance(30_000);
      expect(await lastUsed()).toBe(signedInAt);
      t.clock.advance(31_000);
      expect(await lastUsed()).toBe(t.clock.now().toISOString());
    });

    it("never lists another user's sessions; 401 signed out", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const list = data<SessionInfo[]>(await query(a.cookie, 'account.sessions'));
      const bIds = (
        await t.db.selectFrom('loginSessions').select('id').where('userId', '=', b.user.id).execute()
      ).map((r) => r.id);
      expect(list.map((s) => s.id)).not.toContain(bIds[0]);
      expect(list).toHaveLength(1);
      const out = await query(undefined, 'account.sessions');
      expect(out.statusCode).toBe(401);
      expect(error(out).message).toBe('Unauthorized');
    });
  });

  describe('account.revokeSession and account.revokeOtherSessions', () => {
    it('signs one session out by its id', async () => {
      const c = await t.signUp();
      const other = await signIn(c.user.email, FIREFOX_WINDOWS);
      const target = data<SessionInfo[]>(await query(c.cookie, 'account.sessions')).find((s) => !s.current)!;
      expect(data(await mutate(c.cookie, 'account.revokeSession', { id: target.id }))).toEqual({
        id: target.id,
      });
      expect(await isSignedIn(other)).toBe(false);
      expect(await isSignedIn(c.cookie!)).toBe(true);
    });

    it("answers 404 for another user's session, an unknown or a malformed id, and ends nothing", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const bSession = data<SessionInfo[]>(await query(b.cookie, 'account.sessions'))[0]!;
      for (const id of [bSession.id, '6f1c2d8e-9b7a-4c3d-8e2f-1a2b3c4d5e6f', 'not-an-id']) {
        const res = await mutate(a.cookie, 'account.revokeSession', { id });
        expect(res.statusCode, id).toBe(404);
        expect(error(res).message).toBe(MESSAGES.account.sessionNotFound);
      }
      expect(await isSignedIn(b.cookie!)).toBe(true);
    });

    it('answers 400 for bad input and 401 signed out', async () => {
      const c = await t.signUp();
      const bad = await mutate(c.cookie, 'account.revokeSession', { id: 42 });
      expect(bad.statusCode).toBe(400);
      expect(error(bad).message).toBe(MESSAGES.account.sessionNotFound);
      expect((await mutate(undefined, 'account.revokeSession', { id: 'x' })).statusCode).toBe(401);
      expect((await mutate(undefined, 'account.revokeOtherSessions')).statusCode).toBe(401);
    });

    it('signs every other session out and keeps this one', async () => {
      const c = await t.signUp();
      const others = [await signIn(c.user.email, FIREFOX_WINDOWS), await signIn(c.user.email, SAFARI_IPHONE)];
      const d = await t.signUp();
      expect(data(await mutate(c.cookie, 'account.revokeOtherSessions'))).toEqual({ signedOut: 2 });
      for (const cookie of others) expect(await isSignedIn(cookie)).toBe(false);
      expect(await isSignedIn(c.cookie!)).toBe(true);
      expect(await isSignedIn(d.cookie!)).toBe(true);
    });
  });

  describe('account.changePassword', () => {
    it('changes the password and ends every other session, keeping this one', async () => {
      const c = await t.signUp();
      const other = await signIn(c.user.email, FIREFOX_WINDOWS);
      const res = await mutate(c.cookie, 'account.changePassword', {
        currentPassword: PASSWORD,
        newPassword: 'a brand new password',
      });
      expect(data(res)).toEqual({ signedOut: 1 });
      expect(await isSignedIn(other)).toBe(false);
      expect(await isSignedIn(c.cookie!)).toBe(true);
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: ORIGIN },
        payload: { email: c.user.email, password: PASSWORD },
        remoteAddress: '10.81.0.1',
      });
      expect(old.statusCode).toBe(401);
      expect(await signIn(c.user.email, undefined, 'a brand new password')).toBeDefined();
    });

    it('answers 400 on currentPassword for a wrong current password, and changes nothing', async () => {
      const c = await t.signUp();
      const res = await mutate(c.cookie, 'account.changePassword', {
        currentPassword: 'not my password',
        newPassword: 'a brand new password',
      });
      expect(res.statusCode).toBe(400);
      expect(error(res)).toMatchObject({
        message: MESSAGES.account.wrongPassword,
        data: { code: 'BAD_REQUEST', fieldErrors: { currentPassword: [MESSAGES.account.wrongPassword] } },
      });
      expect(await signIn(c.user.email)).toBeDefined();
    });

    it.each([
      [{ currentPassword: PASSWORD, newPassword: 'short' }, MESSAGES.auth.passwordTooShort],
      [
        { currentPassword: '', newPassword: 'a brand new password' },
        MESSAGES.account.currentPasswordRequired,
      ],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD }, MESSAGES.account.samePassword],
    ])('answers 400 with the message for %j', async (input, message) => {
      const c = await t.signUp();
      const res = await mutate(c.cookie, 'account.changePassword', input);
      expect(res.statusCode).toBe(400);
      expect(error(res).message).toBe(message);
    });

    it('answers 400 for an account without a password, and 401 signed out', async () => {
      const o = await oidcOnly();
      const res = await mutate(o.cookie, 'account.changePassword', {
        currentPassword: 'anything at all',
        newPassword: 'a brand new password',
      });
      expect(res.statusCode).toBe(400);
      expect(error(res).message).toBe(MESSAGES.account.noPassword);
      const out = await mutate(undefined, 'account.changePassword', {
        currentPassword: PASSWORD,
        newPassword: 'a brand new password',
      });
      expect(out.statusCode).toBe(401);
    });

    it('throttles guesses of the current password (429 after 10 wrong ones)', async () => {
      const c = await t.signUp();
      const guess = (currentPassword: string) =>
        mutate(c.cookie, 'account.changePassword', { currentPassword, newPassword: 'a brand new password' });
      for (let i = 0; i < 10; i += 1) expect((await guess(`guess ${i}`)).statusCode).toBe(400);
      const blocked = await guess(PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(error(blocked).message).toBe(MESSAGES.auth.tooManyAttempts);
      // Sign-in from the owner's own address is a different pair: still open.
      expect(await signIn(c.user.email)).toBeDefined();
    });
  });

  describe('onboarding profile', () => {
    const answers = {
      primaryGoal: 'Raise a seed round',
      timeHorizon: '6 months',
      preferredTone: 'analytical',
      mentorType: 'founder',
    };

    it('account.saveOnboarding stores the three answers and the mentor type', async () => {
      const c = await t.signUp();
      const user = data<Record<string, unknown>>(
        await mutate(c.cookie, 'account.saveOnboarding', {
          ...answers,
          goalDescription: ' Pre-seed, B2B SaaS ',
        }),
      );
      expect(user).toMatchObject({
        primaryGoal: 'Raise a seed round',
        timeHorizon: '6 months',
        preferredTone: 'analytical',
        preferredMentorType: 'founder',
        goalDescription: 'Pre-seed, B2B SaaS',
      });
      expect(await c.reload()).toMatchObject({
        primaryGoal: 'Raise a seed round',
        preferredMentorType: 'founder',
      });
    });

    it.each([
      [{ primaryGoal: '  ' }, MESSAGES.onboarding.primaryGoalRequired],
      [{ timeHorizon: '2 years' }, MESSAGES.onboarding.invalidTimeHorizon],
      [{ preferredTone: 'harsh' }, MESSAGES.onboarding.invalidTone],
      [{ mentorType: 'guru' }, MESSAGES.chat.invalidMentor],
      [{ goalDescription: 'x'.repeat(1001) }, MESSAGES.onboarding.goalDescriptionTooLong],
    ])(
      'account.saveOnboarding answers 400 with the message for %j and saves nothing',
      async (bad, message) => {
        const c = await t.signUp();
        const res = await mutate(c.cookie, 'account.saveOnboarding', { ...answers, ...bad });
        expect(res.statusCode).toBe(400);
        expect(error(res).message).toBe(message);
        expect((await c.reload()).primaryGoal).toBeNull();
      },
    );

    it('account.updateMentoringProfile changes only the fields given; a blank description clears it', async () => {
      const c = await t.signUp();
      await mutate(c.cookie, 'account.saveOnboarding', { ...answers, goalDescription: 'Pre-seed' });
      const user = data<Record<string, unknown>>(
        await mutate(c.cookie, 'account.updateMentoringProfile', {
          preferredTone: 'direct',
          goalDescription: '',
        }),
      );
      expect(user).toMatchObject({
        primaryGoal: 'Raise a seed round',
        timeHorizon: '6 months',
        preferredTone: 'direct',
        goalDescription: null,
      });
      const empty = await mutate(c.cookie, 'account.updateMentoringProfile', {});
      expect(empty.statusCode).toBe(400);
      expect(error(empty).message).toBe(MESSAGES.onboarding.updateEmpty);
    });

    it('answers 401 signed out', async () => {
      expect((await mutate(undefined, 'account.saveOnboarding', answers)).statusCode).toBe(401);
      expect(
        (await mutate(undefined, 'account.updateMentoringProfile', { primaryGoal: 'x' })).statusCode,
      ).toBe(401);
    });
  });
});

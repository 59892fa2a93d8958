import type { PublicUser } from '@mentor/validation';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/domains/auth';
import { listLinks } from '../src/domains/email/email.service';
import { runEmailSchedule } from '../src/use-cases/email-schedule';
import {
  createTestApp,
  ORIGIN,
  testConfig,
  testTargets,
  uniqueEmail,
  openAiConfig,
  type Client,
  type TestApp,
} from './helpers';
import { startOpenAiStub, type OpenAiStub } from './openai-stub';
import { totpCode } from './two-factor';
import { linkIn, smtpConfig, startSmtpStub, type SmtpStub } from './smtp-stub';
import {
  signedEvent,
  startStripeStub,
  STUB_PRICES,
  stripeSubscription,
  type StripeStub,
} from './stripe-stub';

// The session cache (domains/auth/session-cache.ts) is invalidated explicitly: every write path that ends a login
// session or changes the user row a cached session carries calls `sessions.invalidateUser(id)` once it has
// committed. This file lists every such path and proves each one: the person's other session is cached (its second
// read is a cache hit), the write runs, and the next read of that session is a miss (read again from the database)
// and shows the change. Without the call, that read is served from the cache, as it was before the write.

const PASSWORD = 'correct horse battery';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

interface Path {
  /** Runs before the watched session is cached (what the write needs to exist). */
  setup?: (c: Client) => Promise<void>;
  /** The write path, as the person (`c`'s session), an admin, a link or a webhook runs it. */
  write: (c: Client, watched: string) => Promise<void>;
  /** What the watched session's next read answers: 401 when it ended, else the user as it is now. */
  then: (res: LightMyRequestResponse) => void;
}

describe.each(testTargets())('every write that changes a cached session invalidates it, on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpStub;
  let stripe: StripeStub;
  let ai: OpenAiStub;
  let admin: Client;
  let events = 0;

  beforeAll(async () => {
    smtp = await startSmtpStub();
    stripe = await startStripeStub();
    ai = await startOpenAiStub();
    t = await createTestApp({
      target,
      config: {
        ...smtpConfig(smtp, testConfig().mail),
        ...openAiConfig(ai, 5000),
        publicUrl: 'https://mentor.example',
        allowedOrigins: [ORIGIN],
        stripe: stripe.config,
      },
    });
    admin = await t.signUp({ email: uniqueEmail('chief') }); // the first account is the admin
    ai.setReply('Start with one small step today.');
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), stripe?.close(), ai?.close()]);
  });

  const read = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const trpc = (cookie: string | undefined, path: string, body?: unknown) =>
    t.app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/api/trpc/${path}`,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const ok = (res: LightMyRequestResponse) => expect(res.statusCode, res.body).toBeLessThan(400);
  /** A second sign-in of the same person: the session that is watched. */
  async function signInAgain(c: Client): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: c.user.email, password: PASSWORD }),
    });
    const cookie = res.cookies.find((k) => k.name === 'mentor_session');
    if (!cookie) throw new Error(`sign-in failed: ${res.body}`);
    return `mentor_session=${cookie.value}`;
  }
  const ended = (res: LightMyRequestResponse) => expect(res.statusCode).toBe(401);
  const shows = (fields: Partial<PublicUser>) => (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(fields);
  };
  const mailsTo = async (email: string, count: number) => smtp.waitFor(email, count);
  /** The chat session each person's setup made. */
  const chatOf = new Map<string, string>();
  const newChatSession = async (c: Client) => {
    const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    chatOf.set(c.user.id, s.id);
    return s.id;
  };
  const firstSession = async (c: Client) => chatOf.get(c.user.id)!;
  const withReply = async (c: Client) => {
    const sessionId = await newChatSession(c);
    await collect(await c.caller().chat.send({ sessionId, message: 'Where do I start?' }));
  };

  const paths: Record<string, Path> = {
    'sign-out (POST /api/logout)': {
      write: async (_c, watched) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { cookie: watched, origin: ORIGIN },
        });
        expect(res.statusCode).toBe(303);
      },
      then: ended,
    },
    'signing in again over a session (POST /api/login ends the old one)': {
      write: async (c, watched) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { cookie: watched, origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify({ email: c.user.email, password: PASSWORD }),
        });
        expect(res.statusCode).toBe(200);
      },
      then: ended,
    },
    'revoking one session (account.revokeSession)': {
      write: async (c) => {
        const list = (await trpc(c.cookie, 'account.sessions')).json<{
          result: { data: { id: string; current: boolean }[] };
        }>().result.data;
        const other = list.find((s) => !s.current)!;
        ok(await trpc(c.cookie, 'account.revokeSession', { id: other.id }));
      },
      then: ended,
    },
    'signing out every other session (account.revokeOtherSessions)': {
      write: async (c) => ok(await trpc(c.cookie, 'account.revokeOtherSessions', {})),
      then: ended,
    },
    'password change (account.changePassword)': {
      write: async (c) =>
        ok(
          await trpc(c.cookie, 'account.changePassword', {
            currentPassword: PASSWORD,
            newPassword: 'a brand new passphrase',
          }),
        ),
      then: ended,
    },
    'password reset by its link': {
      write: async (c) => {
        ok(await t.anonymous().post('/api/auth/password-reset', { email: c.user.email }));
        await t.drain();
        const mail = (await mailsTo(c.user.email, 2))[1]!;
        const link = linkIn(mail.mail.text, `${t.config.publicUrl}/reset-password?token=`);
        ok(
          await t.anonymous().post('/api/auth/password-reset/confirm', {
            token: tokenOf(link),
            newPassword: 'a brand new passphrase',
          }),
        );
      },
      then: ended,
    },
    'email change (account.updateProfile with a new address)': {
      write: async (c) =>
        ok(
          await trpc(c.cookie, 'account.updateProfile', {
            firstName: 'Test',
            lastName: 'User',
            email: uniqueEmail('moved'),
            currentPassword: PASSWORD,
          }),
        ),
      then: ended,
    },
    'profile (account.updateProfile)': {
      write: async (c) =>
        ok(
          await trpc(c.cookie, 'account.updateProfile', {
            firstName: 'Renamed',
            lastName: 'User',
            email: c.user.email,
          }),
        ),
      then: shows({ firstName: 'Renamed' }),
    },
    'address verification by its link': {
      write: async (c) => {
        await t.drain();
        const [mail] = await mailsTo(c.user.email, 1);
        const link = linkIn(mail!.mail.text, `${t.config.publicUrl}/verify-email?token=`);
        ok(await t.anonymous().post('/api/auth/verify-email', { token: tokenOf(link) }));
      },
      then: shows({ emailVerified: true }),
    },
    'preferred mentor (account.setPreferredMentor)': {
      write: async (c) => void (await c.caller().account.setPreferredMentor({ preferredMentorType: 'life' })),
      then: shows({ preferredMentorType: 'life' }),
    },
    'onboarding (account.saveOnboarding)': {
      write: async (c) =>
        void (await c.caller().account.saveOnboarding({
          primaryGoal: 'Change careers',
          timeHorizon: '90 days',
          preferredTone: 'direct',
          mentorType: 'founder',
        })),
      then: shows({ primaryGoal: 'Change careers', preferredTone: 'direct' }),
    },
    'mentoring profile (account.updateMentoringProfile)': {
      write: async (c) =>
        void (await c.caller().account.updateMentoringProfile({ preferredTone: 'analytical' })),
      then: shows({ preferredTone: 'analytical' }),
    },
    'email preferences (account.setEmailPreferences)': {
      write: async (c) => void (await c.caller().account.setEmailPreferences({ summaryEmails: false })),
      then: shows({ summaryEmails: false }),
    },
    'long-term memory on or off (account.setMemoryEnabled)': {
      write: async (c) => void (await c.caller().account.setMemoryEnabled({ enabled: false })),
      then: shows({ memoryEnabled: false }),
    },
    'unsubscribe link (one click)': {
      write: async (c) => {
        const { oneClickUrl } = await listLinks(
          { db: t.app.services.db, config: t.config },
          c.user.id,
          'summaryEmails',
        );
        const url = new URL(oneClickUrl);
        const res = await t.app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(res.statusCode, res.body).toBe(200);
      },
      then: shows({ summaryEmails: false }),
    },
    'weekly check-in queued by the mail scheduler (its next time moves a week on)': {
      setup: async (c) =>
        void (await c.caller().account.setEmailPreferences({ weeklyCheckin: true, timeZone: 'UTC' })),
      write: async (c) => {
        const due = (await c.reload()).nextCheckinAt!;
        await runEmailSchedule(t.app.services.db, new Date(due.getTime() + 60_000));
      },
      then: shows({ weeklyCheckin: true }),
    },
    'account deletion (account.deleteAccount)': {
      write: async (c) =>
        ok(await trpc(c.cookie, 'account.deleteAccount', { confirmation: c.user.email, password: PASSWORD })),
      then: ended,
    },
    'ban (admin.ban)': {
      write: async (c) => ok(await trpc(admin.cookie, 'admin.ban', { userId: c.user.id })),
      then: ended,
    },
    'plan change by an admin (admin.setPlan)': {
      write: async (c) =>
        ok(await trpc(admin.cookie, 'admin.setPlan', { userId: c.user.id, tier: 'founder' })),
      then: shows({ subscriptionTier: 'founder' }),
    },
    'plan change by the payments webhook': {
      write: async (c) => {
        events += 1;
        const signed = signedEvent({
          id: `evt_invalidate_${events}`,
          type: 'customer.subscription.created',
          created: 1_794_000_000,
          object: stripeSubscription({
            id: `sub_inv_${events}`,
            customer: `cus_inv_${events}`,
            price: STUB_PRICES.pro,
            userId: c.user.id,
          }),
        });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/billing/webhook',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signed.signature,
          },
          payload: signed.payload,
        });
        expect(res.json()).toMatchObject({ outcome: 'applied' });
      },
      then: shows({ subscriptionTier: 'pro' }),
    },
    'a first message starts a session (chat.send: the month count, the activity, the minutes)': {
      setup: async (c) => void (await newChatSession(c)),
      write: async (c) => {
        await collect(
          await c.caller().chat.send({ sessionId: await firstSession(c), message: 'Where do I start?' }),
        );
      },
      then: shows({ sessionsThisMonth: 1 }),
    },
    'a saved reply (chat.send, after the message was accepted: the minutes and the activity)': {
      setup: async (c) => void (await newChatSession(c)),
      // The session is read (and cached again) between the accepted message and the saved reply.
      write: async (c, watched) => {
        const stream = await c.caller().chat.send({ sessionId: await firstSession(c), message: 'Where?' });
        const events = stream[Symbol.asyncIterator]();
        expect((await events.next()).value).toMatchObject({ type: 'user-message' });
        expect((await read(watched)).json()).toMatchObject({ sessionsThisMonth: 1 });
        while (!(await events.next()).done);
      },
      then: shows({ sessionsThisMonth: 1 }),
    },
    'a message the mentor could not answer is taken back (chat.send: the month count goes back)': {
      setup: async (c) => void (await newChatSession(c)),
      write: async (c, watched) => {
        ai.queue({ status: 500 });
        ai.queue({ status: 500 });
        const stream = await c.caller().chat.send({ sessionId: await firstSession(c), message: 'Where?' });
        const events = stream[Symbol.asyncIterator]();
        expect((await events.next()).value).toMatchObject({ type: 'user-message' });
        expect((await read(watched)).json()).toMatchObject({ sessionsThisMonth: 1 });
        await expect(
          (async () => {
            while (!(await events.next()).done);
          })(),
        ).rejects.toThrow();
        ai.reset();
        ai.setReply('Start with one small step today.');
      },
      then: shows({ sessionsThisMonth: 0 }),
    },
    'regenerating a reply (chat.regenerate: the activity)': {
      // A minute after the first exchange (before the watched session is cached, within the cache's 10 s).
      setup: async (c) => {
        await withReply(c);
        t.clock.advance(60_000);
      },
      write: async (c) => {
        await collect(await c.caller().chat.regenerate({ sessionId: await firstSession(c) }));
      },
      then: (res) =>
        expect(res.json<{ lastActiveAt: string }>().lastActiveAt).toBe(t.clock.now().toISOString()),
    },
    'editing the last message (chat.editLast: the activity)': {
      // A minute after the first exchange (before the watched session is cached, within the cache's 10 s).
      setup: async (c) => {
        await withReply(c);
        t.clock.advance(60_000);
      },
      write: async (c) => {
        const sessionId = await firstSession(c);
        const mine = await t.db
          .selectFrom('messages')
          .select('id')
          .where('sessionId', '=', sessionId)
          .where('role', '=', 'user')
          .executeTakeFirstOrThrow();
        await collect(
          await c.caller().chat.editLast({ sessionId, messageId: mine.id, message: 'Where do I begin?' }),
        );
      },
      then: (res) =>
        expect(res.json<{ lastActiveAt: string }>().lastActiveAt).toBe(t.clock.now().toISOString()),
    },
    'two-factor sign-in turned on (twoFactor.confirmSetup): the other sessions wait for a second step': {
      write: async (c) => {
        const setup = await trpc(c.cookie, 'twoFactor.startSetup', {});
        const { key } = setup.json<{ result: { data: { key: string } } }>().result.data;
        ok(await trpc(c.cookie, 'twoFactor.confirmSetup', { code: totpCode(key, t.clock.now()) }));
      },
      then: ended,
    },
    'admin granted at sign-in by ADMIN_EMAILS': {
      // ADMIN_EMAILS names the address after the account exists: its next sign-in makes it an admin.
      write: async (c) => {
        t.config.adminEmails.push(c.user.email);
        await signInAgain(c);
      },
      then: shows({ isAdmin: true }),
    },
  };

  it.each(Object.entries(paths))('%s', async (_name, path) => {
    const c = await t.signUp();
    await path.setup?.(c);
    const watched = await signInAgain(c);
    const stats = t.app.sessionCache.stats;
    expect((await read(watched)).statusCode).toBe(200);
    const hits = stats.hits;
    expect((await read(watched)).statusCode).toBe(200);
    expect(stats.hits, 'the watched session is cached').toBe(hits + 1);

    await path.write(c, watched);

    const misses = stats.misses;
    const res = await read(watched);
    expect(stats.misses, 'the next read goes to the database').toBe(misses + 1);
    path.then(res);
  });

  it('the second step done, and two-factor sign-in turned off, invalidate too (a waiting session has no user to watch: the calls are checked)', async () => {
    const c = await t.signUp();
    const { key } = (await trpc(c.cookie, 'twoFactor.startSetup', {})).json<{
      result: { data: { key: string } };
    }>().result.data;
    ok(await trpc(c.cookie, 'twoFactor.confirmSetup', { code: totpCode(key, t.clock.now()) }));
    const waiting = await signInAgain(c);
    expect((await read(waiting)).statusCode).toBe(401);
    const invalidated: string[] = [];
    const spy = { invalidateUser: (id: string) => void invalidated.push(id) };
    sessions.attach(spy);
    try {
      t.clock.advance(30_000);
      ok(await trpc(waiting, 'twoFactor.verifyTotp', { code: totpCode(key, t.clock.now()) }));
      expect(invalidated).toEqual([c.user.id]);
      ok(await trpc(c.cookie, 'twoFactor.disable', { password: PASSWORD }));
      expect(invalidated).toEqual([c.user.id, c.user.id]);
    } finally {
      sessions.detach(spy);
    }
    expect((await read(waiting)).statusCode).toBe(200);
  });

  it('lifting a ban invalidates too (a banned person has no session to watch: the call itself is checked)', async () => {
    const c = await t.signUp();
    ok(await trpc(admin.cookie, 'admin.ban', { userId: c.user.id }));
    const invalidated: string[] = [];
    const spy = { invalidateUser: (id: string) => void invalidated.push(id) };
    sessions.attach(spy);
    try {
      ok(await trpc(admin.cookie, 'admin.unban', { userId: c.user.id }));
    } finally {
      sessions.detach(spy);
    }
    expect(invalidated).toContain(c.user.id);
  });
});

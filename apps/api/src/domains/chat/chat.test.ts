import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { MESSAGES, type ChatSessionOut, type ChatStreamEvent } from '@mentor/validation';
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { OFFLINE_NOTICE } from '../../ai/offline';
import { createOfflineProvider, type OfflineProviderOptions } from '../../ai/offline-provider';
import { firstZodMessage } from '../../trpc/init';
import type { AppRouter } from '../../trpc/router';
import {
  type Client,
  collect,
  createTestApp,
  ORIGIN,
  refusedInput,
  type TestApp,
  testTargets,
} from '../../../test/helpers';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const START = '2026-11-10T09:00:00.000Z';
const LIMIT_MESSAGE = 'Session limit reached. Please upgrade your subscription to continue.';

/** A procedure refused its input: BAD_REQUEST whose first Zod issue carries the spec message. */
async function expectBadInput(call: Promise<unknown>, message: string): Promise<void> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
  const cause = (error as TRPCError).cause;
  expect(cause instanceof ZodError ? firstZodMessage(cause) : (error as TRPCError).message).toBe(message);
}

describe.each(testTargets())('chat on %s', (target) => {
  let t: TestApp;
  /** The offline mentor's pace, changed by the tests that need a slow reply (streaming, abort, concurrency). */
  const pace: OfflineProviderOptions = { wordDelayMs: 0 };

  beforeAll(async () => {
    t = await createTestApp({ target, now: START, deps: { ai: createOfflineProvider(pace) } });
  });
  afterAll(async () => t?.close());

  const newSession = (c: Client, input: { mentorId?: string; title?: string; goalId?: string } = {}) =>
    c.caller().chat.createSession({
      mentorId: input.mentorId ?? 'career',
      title: input.title ?? 'Career Coach Session',
      goalId: input.goalId,
    });
  const send = async (c: Client, sessionId: string, message: string) =>
    collect(await c.caller().chat.send({ sessionId, message }));
  const messageRows = (sessionId: string) =>
    t.db
      .selectFrom('messages')
      .select(['role', 'content'])
      .where('sessionId', '=', sessionId)
      .orderBy('seq')
      .execute();
  /** The account as a Starter whose trial is over. */
  const expireTrial = (c: Client) =>
    t.db
      .updateTable('users')
      .set({ trialEndsAt: new Date(t.clock.now().getTime() - DAY), subscriptionTier: 'starter' })
      .where('id', '=', c.user.id)
      .execute();
  const insertGoal = (userId: string) =>
    t.db
      .insertInto('goals')
      .values({
        userId,
        title: 'Land a product manager role',
        description: 'Move from support into product',
        category: 'career',
        progress: 30,
        targetDate: new Date('2027-02-01T00:00:00.000Z'),
        milestones: JSON.stringify([
          { id: 'm1', title: 'Define outcomes and baseline metrics', completed: true, completedAt: START },
          { id: 'm2', title: 'Ship a first case study', completed: false, completedAt: null },
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  describe('sessions', () => {
    it('creates a session by mentor type or uuid (REST 201 with id) and lists sessions newest first', async () => {
      const c = await t.signUp();
      const first = await c.post('/api/chat/sessions', {
        mentorId: 'founder',
        title: 'Founder Advisor Session 11/10/2026',
      });
      expect(first.statusCode).toBe(201);
      const created = first.json<ChatSessionOut>();
      expect(created).toMatchObject({
        mentorType: 'founder',
        mentorName: 'Founder Advisor',
        title: 'Founder Advisor Session 11/10/2026',
        goalId: null,
        summary: null,
        keyInsights: [],
        actionItems: [],
        duration: 0,
        startedAt: null,
        endsAt: null,
        createdAt: START,
      });
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

      const mentors = (await c.get('/api/mentors')).json<{ id: string; type: string }[]>();
      const life = mentors.find((m) => m.type === 'life')!;
      t.clock.advance(MINUTE);
      const second = await c.post('/api/chat/sessions', { mentorId: life.id, title: 'Life Mentor Session' });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({
        mentorId: life.id,
        mentorType: 'life',
        mentorName: 'Life Mentor',
      });
      t.clock.advance(MINUTE);
      const byType = await c
        .caller()
        .chat.createSession({ mentorType: 'career', title: 'Career Coach Session' });
      expect(byType.mentorType).toBe('career');

      const listed = await c.get('/api/chat/sessions');
      expect(listed.statusCode).toBe(200);
      expect(listed.json<ChatSessionOut[]>().map((s) => s.title)).toEqual([
        'Career Coach Session',
        'Life Mentor Session',
        'Founder Advisor Session 11/10/2026',
      ]);
      expect((await c.caller().chat.listSessions()).items).toEqual(listed.json());
      t.clock.set(START);
    });

    it('refuses an unknown mentor with the spec message (400) and creates nothing', async () => {
      const c = await t.signUp();
      const invalidMentor = 'Please select a valid mentor type';
      for (const [body, answer] of [
        [{ mentorId: 'guru', title: 'T' }, refusedInput(invalidMentor, { mentorId: [invalidMentor] })],
        [{ mentorId: randomUUID(), title: 'T' }, { message: invalidMentor }],
        [{ title: 'T' }, refusedInput(invalidMentor, { mentorId: [invalidMentor] })],
      ] as const) {
        const res = await c.post('/api/chat/sessions', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(answer);
      }
      await expectBadInput(
        // @ts-expect-error -- not a mentor type: the procedure's schema refuses it
        c.caller().chat.createSession({ mentorType: 'guru', title: 'T' }),
        'Please select a valid mentor type',
      );
      await expect(
        c.caller().chat.createSession({ mentorId: randomUUID(), title: 'T' }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Please select a valid mentor type',
      });
      const res = await c.post('/api/chat/sessions', { mentorId: 'career', title: '  ' });
      expect(res.json()).toEqual(refusedInput('Session title is required'));
      expect((await c.caller().chat.listSessions()).items).toEqual([]);
    });

    it("links a session to the user's own goal, and answers 404 for another user's goal", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const goal = await insertGoal(a.user.id);
      const linked = await newSession(a, { goalId: goal.id });
      expect(linked.goalId).toBe(goal.id);
      const res = await b.post('/api/chat/sessions', { mentorId: 'career', title: 'T', goalId: goal.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Goal not found' });
      expect((await b.caller().chat.listSessions()).items).toEqual([]);
    });

    it('answers 401 signed out', async () => {
      for (const [method, url] of [
        ['GET', '/api/chat/sessions'],
        ['POST', '/api/chat/sessions'],
        ['GET', `/api/chat/sessions/${randomUUID()}/messages`],
        ['POST', `/api/chat/sessions/${randomUUID()}/messages`],
      ] as const) {
        const anon = t.anonymous();
        const res =
          method === 'GET'
            ? await anon.get(url)
            : await anon.post(url, { message: 'hi', mentorId: 'career', title: 'T' });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthorized' });
      }
      const anon = t.caller(null);
      await expect(anon.chat.listSessions()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(anon.chat.createSession({ mentorId: 'career', title: 'T' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(anon.chat.listMessages({ sessionId: randomUUID() })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(anon.chat.send({ sessionId: randomUUID(), message: 'hi' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(anon.chat.quota()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(anon.memory.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(anon.account.setPreferredMentor({ preferredMentorType: 'life' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(anon.account.setMemoryEnabled({ enabled: true })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });
  });

  describe('sending', () => {
    it('streams user-message, deltas, then done; saves both messages and starts the 60-minute clock', async () => {
      const c = await t.signUp();
      const session = await newSession(c);
      const events = await send(
        c,
        session.id,
        '  I want to prepare for a product manager interview next month.  ',
      );
      expect(events[0]).toMatchObject({
        type: 'user-message',
        message: {
          role: 'user',
          content: 'I want to prepare for a product manager interview next month.',
          sessionId: session.id,
        },
      });
      const deltas = events.filter(
        (e): e is Extract<ChatStreamEvent, { type: 'delta' }> => e.type === 'delta',
      );
      expect(deltas.length).toBeGreaterThan(10);
      const done = events[events.length - 1] as Extract<ChatStreamEvent, { type: 'done' }>;
      expect(done.type).toBe('done');
      expect(done.stopped).toBe(false);
      expect(done.message.role).toBe('assistant');
      expect(done.message.content).toBe(
        deltas
          .map((d) => d.text)
          .join('')
          .trimEnd(),
      );
      expect(events.filter((e) => e.type === 'done')).toHaveLength(1);

      // The offline mentor: persona voice, the topic in its own words (no echo), 1 to 3 numbered steps, offline.
      expect(done.message.content).toContain('It sounds like this is about getting ready for an interview.');
      expect(done.message.content).not.toContain('prepare for a product manager interview');
      expect(done.message.content).toMatch(/\n1\. .+\n2\. /);
      expect(done.message.content).not.toMatch(/\n4\. /);
      expect(done.message.content).toContain(OFFLINE_NOTICE);

      const messages = await c.caller().chat.listMessages({ sessionId: session.id });
      expect(messages.map((m) => [m.role, m.id])).toEqual([
        ['user', (events[0] as Extract<ChatStreamEvent, { type: 'user-message' }>).message.id],
        ['assistant', done.message.id],
      ]);
      const rest = await c.get(`/api/chat/sessions/${session.id}/messages`);
      expect(rest.statusCode).toBe(200);
      expect(rest.json()).toEqual(messages);

      const [listed] = (await c.caller().chat.listSessions()).items;
      expect(listed).toMatchObject({ startedAt: START, endsAt: '2026-11-10T10:00:00.000Z', duration: 1 });
      const user = await c.reload();
      expect(user.totalMinutesUsed).toBe(1);
      expect(user.lastActiveAt?.toISOString()).toBe(START);
      expect(user.sessionsThisMonth).toBe(1);
      expect(user.sessionsMonth).toBe('2026-11-01');
      // The user call is refetched after sending: it shows the counted session.
      expect((await c.get('/api/auth/user')).json()).toMatchObject({
        sessionsThisMonth: 1,
        totalMinutesUsed: 1,
      });
    });

    it('uses the profile and the linked goal with its next open milestone', async () => {
      const c = await t.signUp({ firstName: 'Ada' });
      await t.db
        .updateTable('users')
        .set({ primaryGoal: 'Become a product manager', timeHorizon: '90 days', preferredTone: 'analytical' })
        .where('id', '=', c.user.id)
        .execute();
      const goal = await insertGoal(c.user.id);
      const session = await newSession(c, { goalId: goal.id });
      const events = await send(c, session.id, 'How do I get more visible at work?');
      const reply = (events.at(-1) as Extract<ChatStreamEvent, { type: 'done' }>).message.content;
      expect(reply).toContain('Land a product manager role');
      expect(reply).toContain('30% done');
      expect(reply).toContain('Ship a first case study');
      expect(reply).toContain('There are two parts to this'); // the analytical tone
      expect(reply).toContain('It sounds like this is about getting promoted.');
      expect(reply).not.toContain('**get more visible at work**');
    });

    it('answers the REST call with {userMessage, assistantMessage} after the reply is complete', async () => {
      const c = await t.signUp();
      const session = await newSession(c);
      const res = await c.post(`/api/chat/sessions/${session.id}/messages`, { message: 'Hello' });
      expect(res.statusCode).toBe(201);
      const body = res.json<{
        userMessage: { id: string; content: string };
        assistantMessage: { id: string; role: string };
      }>();
      expect(body.userMessage).toMatchObject({
        content: 'Hello',
        role: 'user',
        sessionId: session.id,
        timestamp: START,
      });
      expect(body.assistantMessage).toMatchObject({ role: 'assistant', sessionId: session.id });
      const listed = (await c.get(`/api/chat/sessions/${session.id}/messages`)).json<{ id: string }[]>();
      expect(listed.map((m) => m.id)).toEqual([body.userMessage.id, body.assistantMessage.id]);
    });

    it('refuses empty, whitespace-only and 2001-character messages (400) and saves nothing', async () => {
      const c = await t.signUp();
      const session = await newSession(c);
      for (const [message, error] of [
        ['', 'Message cannot be empty'],
        ['   \n\t ', 'Message cannot be empty'],
        ['a'.repeat(2001), 'Message must be at most 2000 characters'],
      ] as const) {
        const res = await c.post(`/api/chat/sessions/${session.id}/messages`, { message });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(refusedInput(error, { message: [error] }));
        await expectBadInput(c.caller().chat.send({ sessionId: session.id, message }), error);
      }
      const res = await c.post(`/api/chat/sessions/${session.id}/messages`, {});
      expect(res.json()).toEqual(refusedInput('Message cannot be empty'));
      expect(await messageRows(session.id)).toEqual([]);
      expect((await c.reload()).sessionsThisMonth).toBe(0);
      // Exactly 2000 characters is accepted.
      const ok = await c.post(`/api/chat/sessions/${session.id}/messages`, { message: 'a'.repeat(2000) });
      expect(ok.statusCode).toBe(201);
    });

    it('writes the reply to be spoken in voice mode (steps said in order, no list) and refuses an unknown mode (400)', async () => {
      const c = await t.signUp();
      const session = await newSession(c);
      const typed = await send(c, session.id, 'How can I get promoted this year?');
      const typedReply = typed.at(-1) as Extract<ChatStreamEvent, { type: 'done' }>;
      expect(typedReply.message.content).toMatch(/\*\*Next steps?\*\*\n1\. /);
      const events = await collect(
        await c
          .caller()
          .chat.send({ sessionId: session.id, message: 'How can I get promoted this year?', mode: 'voice' }),
      );
      const done = events.at(-1) as Extract<ChatStreamEvent, { type: 'done' }>;
      expect(done.type).toBe('done');
      // Saved as text like a typed turn, with the steps as spoken sentences.
      expect(done.message.content).toMatch(/First, [a-z].+\. (Then|Finally), /);
      expect(done.message.content).not.toMatch(/\*\*Next steps?\*\*|^\d\. /m);
      const rest = await c.post(`/api/chat/sessions/${session.id}/messages`, {
        message: 'Hello',
        mode: 'video',
      });
      expect(rest.statusCode).toBe(400);
      expect(rest.json()).toEqual(
        refusedInput(MESSAGES.chat.modeInvalid, { mode: [MESSAGES.chat.modeInvalid] }),
      );
      await expectBadInput(
        c.caller().chat.send({ sessionId: session.id, message: 'Hello', mode: 'video' as 'voice' }),
        MESSAGES.chat.modeInvalid,
      );
      expect(await messageRows(session.id)).toHaveLength(4);
    });

    it("answers 404 for another user's session (and a malformed id) and leaves it untouched", async () => {
      const owner = await t.signUp();
      const other = await t.signUp();
      const session = await newSession(owner);
      await send(owner, session.id, 'My private question');
      for (const res of [
        await other.get(`/api/chat/sessions/${session.id}/messages`),
        await other.post(`/api/chat/sessions/${session.id}/messages`, { message: 'hi' }),
        await other.get('/api/chat/sessions/not-a-uuid/messages'),
        await other.post('/api/chat/sessions/not-a-uuid/messages', { message: 'hi' }),
        await other.get(`/api/chat/sessions/${randomUUID()}/messages`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Session not found' });
      }
      await expect(other.caller().chat.listMessages({ sessionId: session.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(other.caller().chat.send({ sessionId: session.id, message: 'hi' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await other.caller().chat.listSessions()).items).toEqual([]);
      expect(await messageRows(session.id)).toHaveLength(2);
      expect((await other.reload()).sessionsThisMonth).toBe(0);
    });
  });

  describe('summary', () => {
    it('creates and updates the session summary after replies; the session row follows it', async () => {
      const c = await t.signUp();
      const session = await newSession(c);
      await send(
        c,
        session.id,
        'I want to switch careers into data analysis. I realize I enjoy working with numbers.',
      );
      await t.drain();
      const summaries = (await c.get('/api/summaries')).json<
        {
          sessionId: string;
          summary: string;
          keyInsights: string[];
          actionItems: { text: string; completed: boolean; dueDate: string }[];
          sentiment: string;
          nextSteps: string;
          progressMade: string;
        }[]
      >();
      const summary = summaries.find((s) => s.sessionId === session.id)!;
      expect(summary.summary).toContain('switch careers into data analysis');
      expect(summary.keyInsights).toContain('You realize you enjoy working with numbers.');
      expect(summary.actionItems.length).toBeGreaterThanOrEqual(1);
      expect(summary.actionItems.length).toBeLessThanOrEqual(3);
      for (const item of summary.actionItems)
        expect(item).toMatchObject({ completed: false, dueDate: '2026-11-17' });
      expect(summary.nextSteps).toMatch(/^1\. /);
      expect(['positive', 'negative', 'neutral']).toContain(summary.sentiment);

      const [row] = (await c.caller().chat.listSessions()).items;
      expect(row!.summary).toBe(summary.summary);
      expect(row!.keyInsights).toEqual(summary.keyInsights);
      expect(row!.actionItems).toEqual(summary.actionItems);

      await send(c, session.id, 'I finished an online SQL course last week and I feel proud.');
      await t.drain();
      const updated = (await c.get('/api/summaries')).json<
        { sessionId: string; progressMade: string; sentiment: string }[]
      >();
      const again = updated.filter((s) => s.sessionId === session.id);
      expect(again).toHaveLength(1);
      expect(again[0]!.progressMade).toContain('you finished an online SQL course last week');
      const usage = await t.db
        .selectFrom('aiUsage')
        .select(['kind', 'provider', 'model', 'costUsd'])
        .where('userId', '=', c.user.id)
        .execute();
      expect(usage.filter((u) => u.kind === 'chat')).toHaveLength(2);
      expect(usage.filter((u) => u.kind === 'summary')).toHaveLength(2);
      for (const u of usage)
        expect(u).toMatchObject({ provider: 'offline', model: 'offline-mentor', costUsd: 0 });
    });
  });

  describe('quota and time bank', () => {
    it('counts a Starter session at its first message: the 6th session of the month is refused (403), counted ones stay open', async () => {
      const c = await t.signUp();
      await expireTrial(c);
      const sessions = [];
      // A session made before the limit was reached (another mentor, so "+ New" does not reuse it), still empty.
      const sixth = await newSession(c, { mentorId: 'life' });
      for (let i = 0; i < 5; i += 1) {
        const s = await newSession(c);
        sessions.push(s);
        await send(c, s.id, `Session number ${i + 1}`);
        // A second message in the same session does not count again.
        await send(c, s.id, 'And one more thing');
      }
      expect(await c.caller().chat.quota()).toEqual({
        sessionsThisMonth: 5,
        limit: 5,
        remaining: 0,
        trialActive: false,
      });
      // At the limit no session can be made (it could not be used) ...
      const create = await c.post('/api/chat/sessions', { mentorId: 'career', title: 'T' });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({ message: LIMIT_MESSAGE });
      // ... and the first message of one made earlier is refused.
      const res = await c.post(`/api/chat/sessions/${sixth.id}/messages`, { message: 'Hello again' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: LIMIT_MESSAGE });
      await expect(
        c.caller().chat.send({ sessionId: sixth.id, message: 'Hello again' }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: LIMIT_MESSAGE,
      });
      expect(await messageRows(sixth.id)).toEqual([]);
      expect((await c.reload()).sessionsThisMonth).toBe(5);
      // A session counted earlier stays open.
      const events = await send(c, sessions[4]!.id, 'Still here');
      expect(events.at(-1)?.type).toBe('done');
      expect((await c.reload()).sessionsThisMonth).toBe(5);
    });

    it('lets the 5th session start with one left, and shows the remaining count', async () => {
      const c = await t.signUp();
      await expireTrial(c);
      await t.db
        .updateTable('users')
        .set({ sessionsThisMonth: 4, starterSessionsThisMonth: 4, sessionsMonth: '2026-11-01' })
        .where('id', '=', c.user.id)
        .execute();
      expect(await c.caller().chat.quota()).toEqual({
        sessionsThisMonth: 4,
        limit: 5,
        remaining: 1,
        trialActive: false,
      });
      const fifth = await newSession(c);
      expect((await c.post(`/api/chat/sessions/${fifth.id}/messages`, { message: 'Fifth' })).statusCode).toBe(
        201,
      );
      expect(await c.caller().chat.quota()).toMatchObject({ sessionsThisMonth: 5, remaining: 0 });
    });

    // PGlite has one connection, so concurrent transactions cannot overlap there and this cannot fail.
    it.skipIf(target !== 'postgres')(
      'counts concurrent first messages once each and never past the limit (needs PostgreSQL: row lock on the user)',
      async () => {
        const c = await t.signUp();
        await expireTrial(c);
        await t.db
          .updateTable('users')
          .set({ sessionsThisMonth: 4, starterSessionsThisMonth: 4, sessionsMonth: '2026-11-01' })
          .where('id', '=', c.user.id)
          .execute();
        const a = await newSession(c);
        const b = await newSession(c, { mentorId: 'life' });
        const results = await Promise.allSettled([
          c.post(`/api/chat/sessions/${a.id}/messages`, { message: 'First' }),
          c.post(`/api/chat/sessions/${b.id}/messages`, { message: 'Second' }),
        ]);
        const codes = results.map((r) => (r.status === 'fulfilled' ? r.value.statusCode : 0)).sort();
        expect(codes).toEqual([201, 403]);
        expect((await c.reload()).sessionsThisMonth).toBe(5);
      },
    );

    it('is unlimited during the trial and for Pro and Founder+', async () => {
      const trial = await t.signUp();
      for (let i = 0; i < 7; i += 1) await send(trial, (await newSession(trial)).id, `Trial session ${i}`);
      expect(await trial.caller().chat.quota()).toEqual({
        sessionsThisMonth: 7,
        limit: -1,
        remaining: null,
        trialActive: true,
      });

      for (const tier of ['pro', 'founder'] as const) {
        const paid = await t.signUp();
        await expireTrial(paid);
        await t.db
          .updateTable('users')
          .set({ subscriptionTier: tier })
          .where('id', '=', paid.user.id)
          .execute();
        for (let i = 0; i < 6; i += 1) await send(paid, (await newSession(paid)).id, `Paid session ${i}`);
        expect(await paid.caller().chat.quota()).toEqual({
          sessionsThisMonth: 6,
          limit: -1,
          remaining: null,
          trialActive: false,
        });
      }

      // A user who pays during the trial period is on Pro, not on the trial (planState's fromTrial).
      const paidInTrial = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ subscriptionTier: 'pro', sessionsLimit: -1 })
        .where('id', '=', paidInTrial.user.id)
        .execute();
      expect(await paidInTrial.caller().chat.quota()).toMatchObject({ limit: -1, trialActive: false });
    });

    it('counts the Starter month from the end of the trial: trial sessions do not use it up (issue 24)', async () => {
      const c = await t.signUp();
      const trialSessions = [];
      for (let i = 0; i < 10; i += 1) {
        const s = await newSession(c, { title: `Trial ${i}` });
        trialSessions.push(s);
        await send(c, s.id, `Trial session ${i}`);
      }
      expect(await c.caller().chat.quota()).toMatchObject({ sessionsThisMonth: 10, limit: -1 });
      // The trial ends the same month: the Starter month starts at 0, not at '10 / 5'.
      await expireTrial(c);
      expect(await c.caller().chat.quota()).toEqual({
        sessionsThisMonth: 0,
        limit: 5,
        remaining: 5,
        trialActive: false,
      });
      expect((await c.get('/api/auth/user')).json()).toMatchObject({
        sessionsThisMonth: 0,
        sessionsLimit: 5,
      });
      for (let i = 0; i < 5; i += 1)
        await send(c, (await newSession(c, { mentorId: 'life' })).id, `Starter ${i}`);
      expect(await c.caller().chat.quota()).toMatchObject({ sessionsThisMonth: 5, remaining: 0 });
      const row = await c.reload();
      expect(row).toMatchObject({ sessionsThisMonth: 15, starterSessionsThisMonth: 5 });
      // The limit refuses a new session; a session counted earlier (its 60 minutes not up) goes on.
      const create = await c.post('/api/chat/sessions', { mentorId: 'founder', title: 'T' });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({ message: LIMIT_MESSAGE });
      expect((await send(c, trialSessions[9]!.id, 'One more from the trial session')).at(-1)?.type).toBe(
        'done',
      );
      expect((await c.reload()).starterSessionsThisMonth).toBe(5);
    });

    it('counts the Starter month from the downgrade: sessions on Pro do not use it up (issue 24)', async () => {
      const c = await t.signUp();
      await expireTrial(c);
      await t.db.updateTable('users').set({ subscriptionTier: 'pro' }).where('id', '=', c.user.id).execute();
      for (let i = 0; i < 6; i += 1) await send(c, (await newSession(c)).id, `Pro session ${i}`);
      expect(await c.caller().chat.quota()).toMatchObject({ sessionsThisMonth: 6, limit: -1 });
      await t.db
        .updateTable('users')
        .set({ subscriptionTier: 'starter' })
        .where('id', '=', c.user.id)
        .execute();
      expect(await c.caller().chat.quota()).toMatchObject({ sessionsThisMonth: 0, limit: 5, remaining: 5 });
      await send(c, (await newSession(c, { mentorId: 'life' })).id, 'First Starter session');
      expect(await c.caller().chat.quota()).toMatchObject({ sessionsThisMonth: 1, remaining: 4 });
    });

    it('resets the count when a new UTC month begins', async () => {
      const c = await t.signUp();
      await expireTrial(c);
      const s = await newSession(c); // made before the limit was reached
      await t.db
        .updateTable('users')
        .set({ sessionsThisMonth: 5, starterSessionsThisMonth: 5, sessionsMonth: '2026-11-01' })
        .where('id', '=', c.user.id)
        .execute();
      t.clock.set('2026-11-30T23:59:59.000Z');
      await expect(
        c.caller().chat.send({ sessionId: s.id, message: 'Nearly December' }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      t.clock.set('2026-12-01T00:00:00.000Z');
      expect(await c.caller().chat.quota()).toEqual({
        sessionsThisMonth: 0,
        limit: 5,
        remaining: 5,
        trialActive: false,
      });
      await send(c, s.id, 'Happy December');
      const user = await c.reload();
      expect(user.sessionsThisMonth).toBe(1);
      expect(user.sessionsMonth).toBe('2026-12-01');
      t.clock.set(START);
    });

    it('refuses messages 60 minutes after the first one (409) and keeps duration and minutes used', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      await send(c, s.id, 'Let us start');
      t.clock.advance(59 * MINUTE);
      await send(c, s.id, 'One minute left');
      let [row] = (await c.caller().chat.listSessions()).items;
      expect(row).toMatchObject({ duration: 59, endsAt: '2026-11-10T10:00:00.000Z' });
      expect((await c.reload()).totalMinutesUsed).toBe(59);
      t.clock.advance(MINUTE);
      const res = await c.post(`/api/chat/sessions/${s.id}/messages`, { message: 'Too late' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This session has reached its 60-minute limit. Please start a new session.',
      });
      await expect(c.caller().chat.send({ sessionId: s.id, message: 'Too late' })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      expect(await messageRows(s.id)).toHaveLength(4);
      [row] = (await c.caller().chat.listSessions()).items;
      expect(row!.duration).toBe(59);
      // A new session is open right away.
      const next = await newSession(c);
      expect((await send(c, next.id, 'New session')).at(-1)?.type).toBe('done');
      expect((await c.reload()).totalMinutesUsed).toBe(60);
      t.clock.set(START);
    });
  });

  describe('stopping and limits', () => {
    it('keeps a consistent transcript when the reader stops mid-stream: the partial reply is saved, marked stopped', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      pace.wordDelayMs = 15;
      try {
        const iterator = (
          await c.caller().chat.send({ sessionId: s.id, message: 'I want to negotiate a raise next week.' })
        )[Symbol.asyncIterator]();
        expect((await iterator.next()).value).toMatchObject({ type: 'user-message' });
        let written = '';
        for (let i = 0; i < 4; i += 1) {
          const { value } = await iterator.next();
          expect(value).toMatchObject({ type: 'delta' });
          written += (value as { text: string }).text;
        }
        await iterator.return(undefined); // the reader leaves (Stop)
        await t.drain();
        const rows = await messageRows(s.id);
        expect(rows.map((r) => r.role)).toEqual(['user', 'assistant']);
        expect(rows[1]!.content.startsWith(written.trimEnd())).toBe(true);
        expect(rows[1]!.content).not.toContain(OFFLINE_NOTICE); // cut well before the end
        expect(
          await t.db
            .selectFrom('aiUsage')
            .select('kind')
            .where('sessionId', '=', s.id)
            .where('kind', '=', 'chat')
            .execute(),
        ).toHaveLength(1);
      } finally {
        pace.wordDelayMs = 0;
      }
    });

    it('stops through the abort signal and ends the stream with done {stopped: true}', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      pace.wordDelayMs = 15;
      const controller = new AbortController();
      try {
        const { createInnerContext } = await import('../../trpc/context');
        const { createCaller } = await import('../../trpc/router');
        const caller = createCaller({
          ...createInnerContext(t.app.services, c.user, t.app.log),
          signal: controller.signal,
        });
        const events: ChatStreamEvent[] = [];
        for await (const event of await caller.chat.send({
          sessionId: s.id,
          message: 'Help me plan my week.',
        })) {
          events.push(event);
          if (events.length === 4) controller.abort();
        }
        const done = events.at(-1) as Extract<ChatStreamEvent, { type: 'done' }>;
        expect(done).toMatchObject({ type: 'done', stopped: true });
        expect(done.message.content.length).toBeGreaterThan(0);
        expect(done.message.content).not.toContain(OFFLINE_NOTICE);
        await t.drain();
        expect((await messageRows(s.id)).map((r) => r.content)).toEqual([
          'Help me plan my week.',
          done.message.content,
        ]);
      } finally {
        pace.wordDelayMs = 0;
      }
    });

    it('saves nothing for the assistant when stopped before the first word (no done event), keeping the question', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      pace.wordDelayMs = 500;
      try {
        const iterator = (await c.caller().chat.send({ sessionId: s.id, message: 'Quick question' }))[
          Symbol.asyncIterator
        ]();
        expect((await iterator.next()).value).toMatchObject({ type: 'user-message' });
        await iterator.return(undefined);
        await t.drain();
        expect(await messageRows(s.id)).toEqual([{ role: 'user', content: 'Quick question' }]);
        expect((await c.reload()).sessionsThisMonth).toBe(1);
      } finally {
        pace.wordDelayMs = 0;
      }
    });

    it('stops the reply when the browser aborts the streaming HTTP request (httpBatchStreamLink)', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const client = createTRPCClient<AppRouter>({
        links: [
          httpBatchStreamLink({
            url: `http://127.0.0.1:${port}/api/trpc`,
            headers: { cookie: c.cookie!, origin: ORIGIN },
          }),
        ],
      });
      pace.wordDelayMs = 15;
      const controller = new AbortController();
      const seen: string[] = [];
      try {
        const stream = await client.chat.send.mutate(
          { sessionId: s.id, message: 'I feel stuck choosing between two job offers.' },
          { signal: controller.signal },
        );
        await expect(
          (async () => {
            for await (const event of stream) {
              seen.push(event.type);
              if (seen.filter((x) => x === 'delta').length === 5) controller.abort();
            }
          })(),
        ).rejects.toThrow();
        await t.drain();
        expect(seen[0]).toBe('user-message');
        expect(seen).not.toContain('done');
        const rows = await messageRows(s.id);
        expect(rows.map((r) => r.role)).toEqual(['user', 'assistant']);
        expect(rows[1]!.content).not.toContain(OFFLINE_NOTICE);

        // A refusal arrives as a normal error, before any event.
        await expect(
          client.chat.send.mutate({ sessionId: randomUUID(), message: 'hi' }),
        ).rejects.toMatchObject({
          message: 'Session not found',
          data: { code: 'NOT_FOUND', httpStatus: 404 },
        });
      } finally {
        pace.wordDelayMs = 0;
      }
    });

    it('allows at most 2 replies generating at once per user (the third answers 429)', async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      // Three mentors: "+ New" would take up an empty session of the same mentor again.
      const [s1, s2, s3] = [
        await newSession(c),
        await newSession(c, { mentorId: 'life' }),
        await newSession(c, { mentorId: 'founder' }),
      ];
      pace.wordDelayMs = 20;
      try {
        const first = await c.caller().chat.send({ sessionId: s1.id, message: 'First question' });
        const second = await c.caller().chat.send({ sessionId: s2.id, message: 'Second question' });
        await expect(
          c.caller().chat.send({ sessionId: s3.id, message: 'Third question' }),
        ).rejects.toMatchObject({
          code: 'TOO_MANY_REQUESTS',
          message: 'Your mentor is still answering. Please wait for the current reply to finish.',
        });
        const rest = await c.post(`/api/chat/sessions/${s3.id}/messages`, { message: 'Third question' });
        expect(rest.statusCode).toBe(429);
        expect(rest.headers['retry-after']).toBeDefined();
        expect(await messageRows(s3.id)).toEqual([]);
        // Another user is not affected.
        const theirs = await other
          .caller()
          .chat.send({ sessionId: (await newSession(other)).id, message: 'Mine' });
        pace.wordDelayMs = 0;
        await Promise.all([collect(first), collect(second), collect(theirs)]);
        await t.drain();
        expect((await send(c, s3.id, 'Third question')).at(-1)?.type).toBe('done');
      } finally {
        pace.wordDelayMs = 0;
      }
    });

    it('allows one reply at a time per session: a second send while it generates answers 429 and saves nothing', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      pace.wordDelayMs = 3;
      try {
        // Over REST, both at once: one is answered, the other refused.
        const [a, b] = await Promise.all([
          c.post(`/api/chat/sessions/${s.id}/messages`, { message: 'How do I get more visible at work?' }),
          c.post(`/api/chat/sessions/${s.id}/messages`, { message: 'How do I negotiate a raise?' }),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([201, 429]);
        const refused = a.statusCode === 429 ? a : b;
        expect(refused.json()).toEqual({
          message: 'Your mentor is still answering. Please wait for the current reply to finish.',
        });
        expect(refused.headers['retry-after']).toBeDefined();
        await t.drain();
        expect((await messageRows(s.id)).map((r) => r.role)).toEqual(['user', 'assistant']);

        // Through tRPC: the second send is refused while the first reply is still streaming.
        const first = await c.caller().chat.send({ sessionId: s.id, message: 'First question' });
        await expect(
          c.caller().chat.send({ sessionId: s.id, message: 'Second question' }),
        ).rejects.toMatchObject({
          code: 'TOO_MANY_REQUESTS',
          message: 'Your mentor is still answering. Please wait for the current reply to finish.',
        });
        expect((await collect(first)).at(-1)?.type).toBe('done');
        pace.wordDelayMs = 0;
        await t.drain();
        const rows = await messageRows(s.id);
        expect(rows.map((r) => r.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
        expect(rows[2]!.content).toBe('First question');
        // Nothing was counted for the refused sends: the session counted once, and the user's one slot is free.
        expect((await c.reload()).sessionsThisMonth).toBe(1);
        expect(await t.app.services.chat.limiter.activeFor(c.user.id)).toBe(0);
        expect((await send(c, s.id, 'Now a follow-up')).at(-1)?.type).toBe('done');
      } finally {
        pace.wordDelayMs = 0;
      }
    });

    it('answers each message from the history up to it, even when sends reach the session together (another instance)', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      // Were the sends not limited (the limits hold across instances; this checks the next line of defence):
      // simulate it with a limiter that lets everything through.
      const limiter = t.app.services.chat.limiter;
      t.app.services.chat.limiter = {
        acquire: async () => ({ release: async () => {}, refund: async () => {} }),
        activeFor: async () => 0,
      };
      try {
        await Promise.all([
          send(c, s.id, 'How do I get more visible at work?'),
          send(c, s.id, 'How do I negotiate a raise?'),
        ]);
        await t.drain();
        const rows = await messageRows(s.id);
        expect(rows.map((r) => r.role)).toEqual(['user', 'user', 'assistant', 'assistant']);
        const replies = rows.slice(2).map((r) => r.content);
        // Each reply answers its own question, not both the last one.
        expect(replies.filter((r) => r.includes('this is about getting promoted'))).toHaveLength(1);
        expect(replies.filter((r) => r.includes('this is about negotiating a job offer'))).toHaveLength(1);
      } finally {
        t.app.services.chat.limiter = limiter;
      }
    });

    it('does not count refused sends (403 over the limit) against the per-minute cap', async () => {
      const c = await t.signUp();
      await expireTrial(c);
      const s = await newSession(c); // made before the limit was reached
      await t.db
        .updateTable('users')
        .set({ sessionsThisMonth: 5, starterSessionsThisMonth: 5, sessionsMonth: '2026-11-01' })
        .where('id', '=', c.user.id)
        .execute();
      const codes: number[] = [];
      for (let i = 0; i < 25; i += 1)
        codes.push((await c.post(`/api/chat/sessions/${s.id}/messages`, { message: `Try ${i}` })).statusCode);
      expect(codes).toEqual(Array.from({ length: 25 }, () => 403));
      expect(await messageRows(s.id)).toEqual([]);
    });

    it('caps sends per minute (20), then accepts again a minute later', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      for (let i = 0; i < 20; i += 1) await send(c, s.id, `Message ${i}`);
      await expect(c.caller().chat.send({ sessionId: s.id, message: 'One too many' })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      t.clock.advance(61 * 1000);
      expect((await send(c, s.id, 'Back again')).at(-1)?.type).toBe('done');
      t.clock.set(START);
      await t.drain();
    });
  });

  describe('account preferences', () => {
    it('saves the preferred mentor type and refuses an unknown one', async () => {
      const c = await t.signUp();
      const user = await c.caller().account.setPreferredMentor({ preferredMentorType: 'founder' });
      expect(user.preferredMentorType).toBe('founder');
      expect((await c.reload()).preferredMentorType).toBe('founder');
      await expectBadInput(
        // @ts-expect-error -- not a mentor type: the procedure's schema refuses it
        c.caller().account.setPreferredMentor({ preferredMentorType: 'guru' }),
        'Please select a valid mentor type',
      );
      // Over HTTP the first issue's message is the error message.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trpc/account.setPreferredMentor',
        headers: { origin: ORIGIN, cookie: c.cookie!, 'content-type': 'application/json' },
        payload: JSON.stringify({ preferredMentorType: 'guru' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        'Please select a valid mentor type',
      );
    });
  });
});

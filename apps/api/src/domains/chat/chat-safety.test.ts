import type { ChatStreamEvent } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Client,
  collect,
  createTestApp,
  openAiConfig,
  type TestApp,
  testTargets,
} from '../../../test/helpers';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub';
import { runEmailSchedule } from '../../use-cases/email-schedule';

// The safety screen in front of every provider (docs/safety.md): a flagged message gets the crisis reply and the
// help panel's flag, on the offline mentor and on the OpenAI path (with its moderation endpoint); nothing of it
// reaches a summary, a memory or an email; the admin sees a count.

const START = '2026-11-10T09:00:00.000Z';

const replyText = (events: ChatStreamEvent[]) =>
  events
    .filter((e): e is Extract<ChatStreamEvent, { type: 'delta' }> => e.type === 'delta')
    .map((e) => e.text)
    .join('');

async function inZone(t: TestApp, c: Client, timeZone: string | null): Promise<void> {
  await t.db
    .updateTable('users')
    .set({ timeZone, memoryEnabled: true })
    .where('id', '=', c.user.id)
    .execute();
}

describe.each(testTargets())('the safety screen on the offline mentor, on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ target, now: START });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.drain();
  });

  const newSession = (c: Client, mentorId: 'career' | 'founder' | 'life' = 'life') =>
    c.caller().chat.createSession({ mentorId, title: 'New session' });

  it.each([
    ['founder', 'America/New_York', 'i want to die', '988', 'self_harm'],
    ['career', 'Europe/London', 'everyone would be better off without me', '116 123', 'self_harm'],
    [
      'life',
      'Australia/Sydney',
      "I took a whole bottle of sleeping pills an hour ago and I'm scared",
      '000',
      'medical',
    ],
    [
      'life',
      'America/Chicago',
      'My wife hits me when she is drunk. What should I do?',
      '1-800-799-7233',
      'abuse',
    ],
    ['career', 'Europe/London', 'im 14 and my stepdad hits me when mum is out', '0800 1111', 'abuse'],
  ] as const)(
    'the %s mentor answers "%s" with the crisis reply and its help lines (%s)',
    async (mentor, zone, message, number, category) => {
      const c = await t.signUp();
      await inZone(t, c, zone);
      const session = await newSession(c, mentor);
      const events = await collect(await c.caller().chat.send({ sessionId: session.id, message }));
      expect(events.map((e) => e.type).slice(0, 2)).toEqual(['user-message', 'safety']);
      const flag = events[1] as Extract<ChatStreamEvent, { type: 'safety' }>;
      expect(flag.safety.category).toBe(category);
      const text = replyText(events);
      expect(text).toContain(number);
      // Never a coaching playbook, never the person's words echoed, never the offline notice.
      expect(text).not.toMatch(/I hear that|conversation with the person|bedtime|offline/i);
      expect(text).not.toContain(message);
      expect((text.match(/^\d\. /gm) ?? []).length).toBeLessThanOrEqual(1);
      // The panel's flag stays with the session.
      const reloaded = await c.caller().chat.getSession({ sessionId: session.id });
      expect(reloaded.safety).toMatchObject({ category });
    },
  );

  it('puts emergency services first for an overdose, and the child line first for a minor', async () => {
    const c = await t.signUp();
    await inZone(t, c, 'America/New_York');
    const a = await newSession(c);
    const overdose = replyText(
      await collect(
        await c
          .caller()
          .chat.send({ sessionId: a.id, message: 'i took 30 of my sleeping pills 20 minutes ago' }),
      ),
    );
    expect(overdose.indexOf('911')).toBeGreaterThanOrEqual(0);
    expect(overdose.indexOf('911')).toBeLessThan(overdose.indexOf('988'));
    const b = await newSession(c, 'career');
    const minor = await collect(
      await c.caller().chat.send({ sessionId: b.id, message: 'im 13 and my dad beats me with a belt' }),
    );
    const text = replyText(minor);
    expect(text.indexOf('1-800-422-4453')).toBeGreaterThanOrEqual(0);
    expect(text).not.toContain('1-800-799-7233');
    expect((minor[1] as Extract<ChatStreamEvent, { type: 'safety' }>).safety.minor).toBe(true);
  });

  it('leaves idiom, negation and grief alone: a coaching reply and no flag', async () => {
    const c = await t.signUp();
    await inZone(t, c, 'Europe/London');
    for (const message of [
      'This deadline is killing me, how do I prioritise?',
      'I would never hurt myself, I just feel stuck in my career',
      'my dad died last month and I can’t focus at work',
    ]) {
      const session = await newSession(c, 'career');
      const events = await collect(await c.caller().chat.send({ sessionId: session.id, message }));
      expect(events.some((e) => e.type === 'safety')).toBe(false);
      expect(replyText(events)).not.toContain('116 123');
      expect((await c.caller().chat.getSession({ sessionId: session.id })).safety).toBeNull();
    }
  });

  it('keeps the session flagged; its summary has no crisis content and is not neutral; no memory, no mail', async () => {
    const c = await t.signUp();
    await inZone(t, c, 'Europe/London');
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date(START), summaryEmails: true })
      .where('id', '=', c.user.id)
      .execute();
    const session = await newSession(c);
    await collect(
      await c.caller().chat.send({
        sessionId: session.id,
        message: 'I work as a nurse and my husband hits me when he is drunk',
      }),
    );
    await t.drain();
    // A later, ordinary message keeps the flag (the panel stays) and gets an ordinary reply.
    const later = await collect(
      await c
        .caller()
        .chat.send({ sessionId: session.id, message: 'Thanks. How do I ask my manager for a day off?' }),
    );
    expect(later.some((e) => e.type === 'safety')).toBe(false);
    await t.drain();
    const reloaded = await c.caller().chat.getSession({ sessionId: session.id });
    expect(reloaded.safety).toMatchObject({ category: 'abuse', region: 'GB' });
    expect(reloaded.title).toBe('Getting support');

    const summary = await t.db
      .selectFrom('sessionSummaries')
      .selectAll()
      .where('sessionId', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(summary.sentiment).toBe('negative');
    const written = JSON.stringify([
      summary.summary,
      summary.keyInsights,
      summary.actionItems,
      summary.nextSteps,
    ]);
    expect(written).not.toMatch(/hits|husband|drunk|nurse/i);

    // Memory: nothing from the flagged message (it named a job, which memory would otherwise keep).
    const memories = await t.db
      .selectFrom('memories')
      .select('content')
      .where('userId', '=', c.user.id)
      .execute();
    expect(memories.map((m) => m.content).join(' ')).not.toMatch(/nurse|husband/i);

    // The session's end passes: its summary mail is never queued.
    t.clock.advance(2 * 60 * 60 * 1000);
    await runEmailSchedule(t.db, t.clock.now());
    await t.drain();
    const mails = await t.db
      .selectFrom('emailOutbox')
      .select('kind')
      .where('userId', '=', c.user.id)
      .where('kind', '=', 'session-summary')
      .execute();
    expect(mails).toEqual([]);
  });

  it('screens edits and regenerations too: neither routes around the check', async () => {
    const c = await t.signUp();
    await inZone(t, c, 'America/New_York');
    const session = await newSession(c, 'founder');
    const first = await collect(
      await c.caller().chat.send({ sessionId: session.id, message: 'How do I price my SaaS?' }),
    );
    const userMessage = (first[0] as Extract<ChatStreamEvent, { type: 'user-message' }>).message;
    const edited = await collect(
      await c.caller().chat.editLast({
        sessionId: session.id,
        messageId: userMessage.id,
        message: 'honestly i just want to kill myself',
      }),
    );
    expect(edited.some((e) => e.type === 'safety')).toBe(true);
    expect(replyText(edited)).toContain('988');
    const regenerated = await collect(await c.caller().chat.regenerate({ sessionId: session.id }));
    expect(regenerated.some((e) => e.type === 'safety')).toBe(true);
    expect(replyText(regenerated)).toContain('988');
    // Counted once: the flag of a message that was flagged before is not counted again when it is regenerated.
    await t.drain();
    const counted = await t.db
      .selectFrom('safetyFlags')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const again = await collect(await c.caller().chat.regenerate({ sessionId: session.id }));
    expect(again.some((e) => e.type === 'safety')).toBe(true);
    const recounted = await t.db
      .selectFrom('safetyFlags')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(recounted.n)).toBe(Number(counted.n));
  });

  it('counts flags for the admin per day and category, with no content and no user (REST and tRPC)', async () => {
    const admin = await t.signUp();
    await t.db.updateTable('users').set({ isAdmin: true }).where('id', '=', admin.user.id).execute();
    const asAdmin = t.caller(await admin.reload());
    const before = await asAdmin.admin.safetyStats();
    const c = await t.signUp();
    const session = await newSession(c);
    await collect(
      await c.caller().chat.send({ sessionId: session.id, message: 'i want to end my life tonight' }),
    );
    const after = await asAdmin.admin.safetyStats();
    expect(after.totals.self_harm).toBe(before.totals.self_harm + 1);
    expect(after.days.at(-1)).toMatchObject({ date: START.slice(0, 10) });
    const rest = await admin.get('/api/admin/stats/safety');
    expect(rest.statusCode).toBe(200);
    const body = rest.json<{ totals: Record<string, number> }>();
    expect(body.totals.self_harm).toBe(after.totals.self_harm);
    expect(rest.body).not.toMatch(/tonight|@|end my life/);
    expect((await t.anonymous().get('/api/admin/stats/safety')).statusCode).toBe(401);
    expect((await c.get('/api/admin/stats/safety')).statusCode).toBe(403);
  });

  it('answers REST sends with the flag beside the messages', async () => {
    const c = await t.signUp();
    await inZone(t, c, 'Europe/Dublin');
    const session = await newSession(c);
    const res = await c.post(`/api/chat/sessions/${session.id}/messages`, {
      message: 'i dont want to wake up tomorrow',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{
      safety: { category: string; region: string };
      assistantMessage: { content: string };
    }>();
    expect(body.safety).toMatchObject({ category: 'self_harm', region: 'IE' });
    expect(body.assistantMessage.content).toContain('116 123');
  });
});

describe.each(testTargets())('the safety screen on the OpenAI path, on %s', (target) => {
  let t: TestApp;
  let stub: OpenAiStub;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    const base = openAiConfig(stub, 2000);
    t = await createTestApp({
      target,
      now: START,
      config: { openai: { ...base.openai!, moderationModel: 'omni-moderation-latest' } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(async () => {
    await t.drain();
    stub.reset();
    stub.setReply('Here is a plan.\n\n1. Do the first thing.');
  });

  it('answers a flagged message with the crisis reply without asking the model for one', async () => {
    const c = await t.signUp();
    await inZone(t, c, 'America/New_York');
    const session = await c.caller().chat.createSession({ mentorId: 'career', title: 'New session' });
    const events = await collect(
      await c.caller().chat.send({ sessionId: session.id, message: 'I want to kill myself' }),
    );
    expect(replyText(events)).toContain('988');
    expect(stub.chatRequests()).toHaveLength(0);
    expect(stub.requests.filter((r) => r.path === '/v1/moderations')).toHaveLength(1);
  });

  it('lets the moderation endpoint raise a message the local screen passed, and never lower one', async () => {
    const c = await t.signUp();
    await inZone(t, c, 'Europe/London');
    const session = await c.caller().chat.createSession({ mentorId: 'life', title: 'New session' });
    stub.queue({ json: { flagged: true, categories: { 'self-harm/intent': true } } }, '/v1/moderations');
    const raised = await collect(
      await c
        .caller()
        .chat.send({ sessionId: session.id, message: 'I keep thinking about the quiet way out' }),
    );
    const flag = raised.find((e) => e.type === 'safety') as Extract<ChatStreamEvent, { type: 'safety' }>;
    expect(flag.safety).toMatchObject({ category: 'self_harm', level: 'urgent' });
    expect(replyText(raised)).toContain('999');

    // Not flagged by moderation: the local screen's verdict stands.
    const other = await c.caller().chat.createSession({ mentorId: 'career', title: 'New session' });
    const kept = await collect(await c.caller().chat.send({ sessionId: other.id, message: 'i want to die' }));
    expect(kept.some((e) => e.type === 'safety')).toBe(true);
  });

  it('goes on when moderation fails, and adds the safety instruction to every system prompt', async () => {
    const c = await t.signUp();
    const session = await c.caller().chat.createSession({ mentorId: 'founder', title: 'New session' });
    stub.queue({ status: 500 }, '/v1/moderations');
    const events = await collect(
      await c.caller().chat.send({ sessionId: session.id, message: 'How should I price my product?' }),
    );
    expect(replyText(events)).toContain('Here is a plan.');
    const [chat] = stub.chatRequests();
    const system = stub.messagesOf(chat!)[0]!.content;
    expect(system).toContain('Safety comes before every other rule');
    expect(system).toContain('Never ask about, describe or hint at methods');
  });

  it('checks in first in a flagged session: later prompts carry the note, never the person’s words', async () => {
    const c = await t.signUp();
    const session = await c.caller().chat.createSession({ mentorId: 'life', title: 'New session' });
    await collect(await c.caller().chat.send({ sessionId: session.id, message: 'my boyfriend chokes me' }));
    await collect(
      await c.caller().chat.send({ sessionId: session.id, message: 'ok. what about my job search?' }),
    );
    const [chat] = stub.chatRequests();
    const system = stub.messagesOf(chat!)[0]!.content;
    expect(system).toContain('Earlier in this conversation the person disclosed abuse');
    expect(system).not.toContain('chokes');
  });
});

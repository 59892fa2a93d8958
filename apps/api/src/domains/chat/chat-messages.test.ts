import { randomUUID } from 'node:crypto';
import type { ChatStreamEvent } from '@mentor/validation';
import { MESSAGES, SESSION_ACTION_ITEMS_MAX } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { firstZodMessage } from '../../trpc/init';
import {
  type Client,
  collect,
  createTestApp,
  openAiConfig,
  refusal,
  type TestApp,
  testTargets,
} from '../../../test/helpers';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub';

// Messages people can work with: Stop saves what was shown, Regenerate, Edit and resend, and action items that
// build up over a session. The mentor is the OpenAI provider (the real SDK against the stub server), except the
// last block, which uses the offline mentor.

const START = '2026-11-10T09:00:00.000Z';
const MINUTE = 60_000;
const REPLY =
  'Start with the outcome you want. Then list three companies. Then write to one person at each of them today.';

/** The message a refusal shows: the first Zod issue's for bad input, else the error's own. */
const shownMessage = (error: TRPCError) =>
  error.cause instanceof ZodError ? firstZodMessage(error.cause) : error.message;

const summaryJson = (actionItems: { text: string; dueDate?: string | null }[]) => ({
  summary: 'We worked on the job search.',
  keyInsights: ['Focus beats volume'],
  actionItems,
  sentiment: 'positive',
  progressMade: 'A plan',
  nextSteps: '1. Apply',
});

describe.each(testTargets())('chat messages on %s', (target) => {
  let t: TestApp;
  let stub: OpenAiStub;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    t = await createTestApp({
      target,
      now: START,
      config: openAiConfig(stub, 5000),
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(async () => {
    await t.drain();
    stub.reset();
    stub.setReply(REPLY);
    stub.setJson('session_summary', summaryJson([{ text: 'Write to one person at each company' }]));
    stub.setJson('memories', { memories: [] });
  });

  const newSession = (c: Client) =>
    c.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
  const send = async (c: Client, sessionId: string, message: string) =>
    collect(await c.caller().chat.send({ sessionId, message }));
  const rows = (sessionId: string) =>
    t.db
      .selectFrom('messages')
      .select(['id', 'role', 'content', 'stopped'])
      .where('sessionId', '=', sessionId)
      // The transcript: the current version of a regenerated reply (the earlier ones are kept, not current).
      .where('current', '=', true)
      .orderBy('seq')
      .execute();

  describe('chat.stop', () => {
    it('saves exactly the chunks the person was shown, marked stopped, and lists it so after a reload', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      stub.queue({ reply: REPLY, chunkDelayMs: 80 });
      const iterator = (await c.caller().chat.send({ sessionId: s.id, message: 'How do I start?' }))[
        Symbol.asyncIterator
      ]();
      expect((await iterator.next()).value).toMatchObject({ type: 'user-message' });
      let shown = '';
      for (let i = 0; i < 3; i += 1) {
        const { value } = await iterator.next();
        expect(value).toMatchObject({ type: 'delta' });
        shown += (value as { text: string }).text;
      }
      // The server has generated more than this by the time Stop arrives (the stub keeps streaming).
      const stopped = await c.caller().chat.stop({ sessionId: s.id, shownLength: shown.length });
      expect(stopped.stopped).toBe(true);
      expect(stopped.message).toMatchObject({ role: 'assistant', content: shown.trimEnd(), stopped: true });

      // The stream the client still reads ends with the same saved reply.
      const rest: ChatStreamEvent[] = [];
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);
      expect(rest.at(-1)).toMatchObject({
        type: 'done',
        stopped: true,
        message: { content: shown.trimEnd() },
      });
      await t.drain();

      const listed = await c.caller().chat.listMessages({ sessionId: s.id });
      expect(listed.map((m) => [m.role, m.content, m.stopped])).toEqual([
        ['user', 'How do I start?', false],
        ['assistant', shown.trimEnd(), true],
      ]);
      expect(REPLY.startsWith(shown.trimEnd())).toBe(true);
      expect(shown.trimEnd().length).toBeLessThan(REPLY.length);
    });

    it('keeps the question and saves no reply when stopped before anything was shown', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      stub.queue({ reply: REPLY, chunkDelayMs: 80 });
      const stream = await c.caller().chat.send({ sessionId: s.id, message: 'Quick question' });
      const iterator = stream[Symbol.asyncIterator]();
      await iterator.next(); // user-message
      expect(await c.caller().chat.stop({ sessionId: s.id, shownLength: 0 })).toEqual({
        stopped: true,
        message: null,
      });
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        expect(next.value.type).not.toBe('done');
      }
      await t.drain();
      expect((await rows(s.id)).map((r) => r.role)).toEqual(['user']);
    });

    it('changes nothing when the reply has already ended (Stop arriving late)', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      await send(c, s.id, 'How do I start?');
      await t.drain();
      expect(await c.caller().chat.stop({ sessionId: s.id, shownLength: 5 })).toEqual({
        stopped: false,
        message: null,
      });
      expect((await rows(s.id)).map((r) => [r.content, r.stopped])).toEqual([
        ['How do I start?', false],
        [REPLY, false],
      ]);
    });

    it('refuses a negative length (400), answers 404 for another user’s session and 401 signed out', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const s = await newSession(a);
      expect((await refusal(a.caller().chat.stop({ sessionId: s.id, shownLength: -1 }))).code).toBe(
        'BAD_REQUEST',
      );
      const other = await refusal(b.caller().chat.stop({ sessionId: s.id, shownLength: 3 }));
      expect([other.code, other.message]).toEqual(['NOT_FOUND', MESSAGES.chat.sessionNotFound]);
      expect((await refusal(t.caller(null).chat.stop({ sessionId: s.id, shownLength: 3 }))).code).toBe(
        'UNAUTHORIZED',
      );
      const res = await t.anonymous().post('/api/trpc/chat.stop', { sessionId: s.id, shownLength: 3 });
      expect(res.statusCode).toBe(401);
    });

    it('does not let another user stop a reply being written', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const s = await newSession(a);
      stub.queue({ reply: REPLY, chunkDelayMs: 20 });
      const stream = await a.caller().chat.send({ sessionId: s.id, message: 'How do I start?' });
      const stop = refusal(b.caller().chat.stop({ sessionId: s.id, shownLength: 1 }));
      const events = await collect(stream);
      expect((await stop).code).toBe('NOT_FOUND');
      expect(events.at(-1)).toMatchObject({ type: 'done', stopped: false, message: { content: REPLY } });
    });
  });

  describe('chat.regenerate', () => {
    it('replaces the last reply with a new one to the same message, without counting the session again', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      await send(c, s.id, 'First question');
      await send(c, s.id, 'How do I start?');
      await t.drain();
      const before = await rows(s.id);
      const used = (await c.reload()).sessionsThisMonth;
      stub.setReply('A different angle: pick one company and go deep.');
      const events = await collect(await c.caller().chat.regenerate({ sessionId: s.id }));
      expect(events[0]).toMatchObject({ type: 'user-message', message: { id: before[2]!.id } });
      expect(events.at(-1)).toMatchObject({
        type: 'done',
        stopped: false,
        message: { content: 'A different angle: pick one company and go deep.' },
      });
      await t.drain();
      const after = await rows(s.id);
      expect(after.map((r) => r.content)).toEqual([
        'First question',
        REPLY,
        'How do I start?',
        'A different angle: pick one company and go deep.',
      ]);
      expect(after[3]!.id).not.toBe(before[3]!.id);
      expect((await c.reload()).sessionsThisMonth).toBe(used);
      // The mentor saw the conversation up to the message, not the reply being replaced.
      const last = stub
        .chatRequests()
        .filter((r) => r.body?.stream === true)
        .at(-1)!;
      const sent = stub.messagesOf(last).map((m) => m.content);
      expect(sent.at(-1)).toBe('How do I start?');
      expect(sent.filter((m) => m === REPLY)).toHaveLength(1);
    });

    it('keeps the old reply when the new one fails before any text, and reports the failure', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      await send(c, s.id, 'How do I start?');
      await t.drain();
      stub.queue({ status: 400 });
      await expect(collect(await c.caller().chat.regenerate({ sessionId: s.id }))).rejects.toBeInstanceOf(
        TRPCError,
      );
      await t.drain();
      expect((await rows(s.id)).map((r) => r.content)).toEqual(['How do I start?', REPLY]);
    });

    it('refuses a session without messages (409), one whose time is up (409), and a second reply at once (429)', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      const empty = await refusal(c.caller().chat.regenerate({ sessionId: s.id }));
      expect([empty.code, empty.message]).toEqual(['CONFLICT', MESSAGES.chat.nothingToRegenerate]);

      await send(c, s.id, 'How do I start?');
      await t.drain(); // the summary's request must not take the slow behaviour queued next
      stub.queue({ reply: REPLY, chunkDelayMs: 30 });
      const running = await c.caller().chat.regenerate({ sessionId: s.id });
      const busy = await refusal(c.caller().chat.regenerate({ sessionId: s.id }));
      expect([busy.code, busy.message]).toEqual(['TOO_MANY_REQUESTS', MESSAGES.chat.replyInProgress]);
      await collect(running);
      await t.drain();

      t.clock.advance(61 * MINUTE);
      try {
        const late = await refusal(c.caller().chat.regenerate({ sessionId: s.id }));
        expect([late.code, late.message]).toEqual(['CONFLICT', MESSAGES.chat.sessionTimeUp]);
      } finally {
        t.clock.set(START);
      }
    });

    it('answers 404 for another user’s session and a malformed id, and 401 signed out', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const s = await newSession(a);
      await send(a, s.id, 'How do I start?');
      for (const sessionId of [s.id, 'not-an-id', randomUUID()]) {
        const error = await refusal(b.caller().chat.regenerate({ sessionId }));
        expect([error.code, shownMessage(error)]).toEqual(['NOT_FOUND', MESSAGES.chat.sessionNotFound]);
      }
      expect((await refusal(t.caller(null).chat.regenerate({ sessionId: s.id }))).code).toBe('UNAUTHORIZED');
      await t.drain();
      expect((await rows(s.id)).map((r) => r.content)).toEqual(['How do I start?', REPLY]);
    });
  });

  describe('chat.editLast', () => {
    it('replaces the last message’s text, deletes the reply after it and streams a new reply', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      await send(c, s.id, 'First question');
      await send(c, s.id, 'How do I strat?');
      await t.drain();
      const before = await rows(s.id);
      stub.setReply('Starting is easier with a list.');
      const events = await collect(
        await c
          .caller()
          .chat.editLast({ sessionId: s.id, messageId: before[2]!.id, message: '  How do I start?  ' }),
      );
      expect(events[0]).toMatchObject({
        type: 'user-message',
        message: { id: before[2]!.id, content: 'How do I start?' },
      });
      expect(events.at(-1)).toMatchObject({
        type: 'done',
        message: { content: 'Starting is easier with a list.' },
      });
      await t.drain();
      expect((await rows(s.id)).map((r) => r.content)).toEqual([
        'First question',
        REPLY,
        'How do I start?',
        'Starting is easier with a list.',
      ]);
      const last = stub
        .chatRequests()
        .filter((r) => r.body?.stream === true)
        .at(-1)!;
      expect(stub.messagesOf(last).at(-1)?.content).toBe('How do I start?');
    });

    it('refuses an earlier message (409), an unknown one (404) and invalid text (400), changing nothing', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      await send(c, s.id, 'First question');
      await send(c, s.id, 'Second question');
      await t.drain();
      const before = await rows(s.id);
      const earlier = await refusal(
        c.caller().chat.editLast({ sessionId: s.id, messageId: before[0]!.id, message: 'Changed' }),
      );
      expect([earlier.code, earlier.message]).toEqual(['CONFLICT', MESSAGES.chat.onlyLastMessageEditable]);
      const reply = await refusal(
        c.caller().chat.editLast({ sessionId: s.id, messageId: before[3]!.id, message: 'Changed' }),
      );
      expect(reply.code).toBe('CONFLICT');
      const unknown = await refusal(
        c.caller().chat.editLast({ sessionId: s.id, messageId: randomUUID(), message: 'Changed' }),
      );
      expect([unknown.code, unknown.message]).toEqual(['NOT_FOUND', MESSAGES.chat.messageNotFound]);
      for (const [message, expected] of [
        ['   ', MESSAGES.chat.messageRequired],
        ['x'.repeat(2001), MESSAGES.chat.messageTooLong],
      ] as const) {
        const error = await refusal(
          c.caller().chat.editLast({ sessionId: s.id, messageId: before[2]!.id, message }),
        );
        expect([error.code, shownMessage(error)]).toEqual(['BAD_REQUEST', expected]);
      }
      expect(await rows(s.id)).toEqual(before);
    });

    it('answers 404 for another user’s session and 401 signed out', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const s = await newSession(a);
      await send(a, s.id, 'How do I start?');
      await t.drain();
      const [question] = await rows(s.id);
      const error = await refusal(
        b.caller().chat.editLast({ sessionId: s.id, messageId: question!.id, message: 'Mine now' }),
      );
      expect([error.code, error.message]).toEqual(['NOT_FOUND', MESSAGES.chat.sessionNotFound]);
      const res = await t
        .anonymous()
        .post('/api/trpc/chat.editLast', { sessionId: s.id, messageId: question!.id, message: 'x' });
      expect(res.statusCode).toBe(401);
      expect((await rows(s.id)).map((r) => r.content)).toEqual(['How do I start?', REPLY]);
    });
  });

  describe('action items over a session', () => {
    it('builds up the items each summary answers (structured output), deduplicated, keeping ticks', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      stub.setJson(
        'session_summary',
        summaryJson([{ text: 'Update your CV', dueDate: '2026-11-20' }, { text: 'List three companies' }]),
      );
      await send(c, s.id, 'I want a new job.');
      await t.drain();
      const [first] = (await c.caller().summaries.list()).items;
      await c.caller().summaries.toggleActionItem({ summaryId: first!.id, index: 0, completed: true });

      stub.setJson(
        'session_summary',
        summaryJson([{ text: 'update your CV.', dueDate: '2026-11-27' }, { text: 'Book a coffee chat' }]),
      );
      await send(c, s.id, 'What next?');
      await t.drain();
      stub.setJson('session_summary', summaryJson([{ text: 'Prepare two STAR stories' }]));
      await send(c, s.id, 'And then?');
      await t.drain();

      const [summary] = (await c.caller().summaries.list()).items;
      expect(summary!.actionItems.map((a) => [a.text, a.completed, a.dueDate])).toEqual([
        ['Update your CV', true, '2026-11-20'],
        ['List three companies', false, expect.any(String)],
        ['Book a coffee chat', false, expect.any(String)],
        ['Prepare two STAR stories', false, expect.any(String)],
      ]);
      const [session] = (await c.caller().chat.listSessions()).items.filter((x) => x.id === s.id);
      expect(session!.actionItems.map((a) => a.text)).toEqual(summary!.actionItems.map((a) => a.text));
    });

    it('keeps one item per step: with or without its deadline, and of near-duplicates the fuller one', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      stub.setJson(
        'session_summary',
        summaryJson([
          { text: 'Update your CV by Thursday, December 3', dueDate: '2026-12-03' },
          { text: 'Email three former colleagues for an intro' },
          { text: 'Email three former colleagues and ask each one for an intro' },
        ]),
      );
      await send(c, s.id, 'I want a new job.');
      await t.drain();
      stub.setJson('session_summary', summaryJson([{ text: 'Update your CV.', dueDate: '2026-12-05' }]));
      await send(c, s.id, 'What next?');
      await t.drain();
      const [summary] = (await c.caller().summaries.list()).items;
      expect(summary!.actionItems.map((a) => [a.text, a.dueDate])).toEqual([
        ['Update your CV by Thursday, December 3', '2026-12-03'],
        ['Email three former colleagues and ask each one for an intro', expect.any(String)],
      ]);
    });

    it('never keeps the step a stopped reply cut off mid-sentence, however the summary words it', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      const reply =
        'Here is the plan.\n\n1. Write to one person at each company.\n2. Print your CV and bring it to the fair.';
      stub.queue({ reply, chunkDelayMs: 60 });
      const iterator = (await c.caller().chat.send({ sessionId: s.id, message: 'Plan my week' }))[
        Symbol.asyncIterator
      ]();
      expect((await iterator.next()).value).toMatchObject({ type: 'user-message' });
      let shown = '';
      while (!shown.includes('and bring')) {
        const { value } = await iterator.next();
        expect(value).toMatchObject({ type: 'delta' });
        shown += (value as { text: string }).text;
      }
      stub.setJson(
        'session_summary',
        summaryJson([
          { text: 'Write to one person at each company' },
          { text: 'Print your CV and bring' },
          { text: 'Print your CV and bring it to the career fair' },
        ]),
      );
      expect((await c.caller().chat.stop({ sessionId: s.id, shownLength: shown.length })).stopped).toBe(true);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) void next;
      await t.drain();
      const [summary] = (await c.caller().summaries.list()).items;
      expect(summary!.actionItems.map((a) => a.text)).toEqual(['Write to one person at each company']);
      // The model was told which reply was cut off.
      const summaryCall = stub.chatRequests().find((r) => r.body?.response_format !== undefined)!;
      expect(stub.messagesOf(summaryCall)[1]!.content).toContain(
        '(stopped before the end): Here is the plan.',
      );
    });
  });
});

describe.each(testTargets())('action items with the offline mentor on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, now: START });
  });
  afterAll(async () => t?.close());

  it(`keeps the items of earlier replies over a long session (at most ${SESSION_ACTION_ITEMS_MAX})`, async () => {
    const c = await t.signUp();
    const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    const questions = [
      'I want to move from support into product management.',
      'How should I prepare for interviews with hiring managers?',
      'My manager never gives me feedback. What should I do?',
      'I keep procrastinating on my portfolio.',
      'How do I negotiate a raise next month?',
      'I am nervous about presenting to executives.',
    ];
    const seen = new Set<string>();
    let previous: string[] = [];
    for (const message of questions) {
      await collect(await c.caller().chat.send({ sessionId: s.id, message }));
      await t.drain();
      const [summary] = (await c.caller().summaries.list()).items;
      const items = summary!.actionItems.map((a) => a.text);
      for (const item of items) seen.add(item);
      // Nothing the session already had is lost until the cap is reached.
      if (items.length < SESSION_ACTION_ITEMS_MAX) expect(items.slice(0, previous.length)).toEqual(previous);
      expect(items.length).toBeLessThanOrEqual(SESSION_ACTION_ITEMS_MAX);
      expect(new Set(items).size).toBe(items.length);
      previous = items;
    }
    expect(previous.length).toBeGreaterThan(2);
  });
});

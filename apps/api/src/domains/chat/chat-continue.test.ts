import { randomUUID } from 'node:crypto';
import { MESSAGES, type ChatMessageOut, type ChatStreamEvent } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTINUE_REQUEST, CONTINUE_RULE, remainderAfter } from '../../ai/continuation';
import { createOfflineProvider } from '../../ai/offline-provider';
import { crisisReply } from '../../ai/safety';
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

// Continue: the rest of a reply the person stopped, written into the same message. With the OpenAI provider (the
// real SDK against the stub server: the model gets the stopped text and is asked to go on from it), and with the
// offline mentor (whose reply to a turn is deterministic: the continued reply is the reply it composes).

const START = '2026-11-10T09:00:00.000Z';
const REPLY =
  'Start with the outcome you want. Then list three companies. Then write to one person at each of them today.';
const REST_OF_REPLY = ' people at each of them today, and ask for twenty minutes.';

const textOf = (events: ChatStreamEvent[]) => events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
const doneOf = (events: ChatStreamEvent[]) =>
  events.find((e): e is Extract<ChatStreamEvent, { type: 'done' }> => e.type === 'done');

/** Reads a reply's stream until `deltas` deltas were shown, presses Stop there, and reads it to its end. */
async function stopAfter(
  c: Client,
  stream: AsyncIterable<ChatStreamEvent>,
  sessionId: string,
  deltas: number,
): Promise<{ shown: string; saved: ChatMessageOut }> {
  const iterator = stream[Symbol.asyncIterator]();
  let shown = '';
  let seen = 0;
  while (seen < deltas) {
    const { value, done } = await iterator.next();
    if (done) throw new Error('the reply ended before Stop');
    if (value.type === 'delta') {
      shown += value.text;
      seen += 1;
    }
  }
  const stopped = await c.caller().chat.stop({ sessionId, shownLength: shown.length });
  expect(stopped.stopped).toBe(true);
  for (let next = await iterator.next(); !next.done; next = await iterator.next());
  return { shown, saved: stopped.message! };
}

describe.each(testTargets())('Continue with the OpenAI provider on %s', (target) => {
  let t: TestApp;
  let stub: OpenAiStub;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    // A generous provider timeout: nothing here waits on it, and a busy machine must not turn a slow chunk into a failure.
    t = await createTestApp({ target, now: START, config: openAiConfig(stub, 15_000) });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(async () => {
    await t.drain();
    stub.reset();
    stub.setReply(REPLY);
    stub.setJson('memories', { memories: [] });
  });

  const streamed = () => stub.chatRequests().filter((r) => r.body?.stream === true);

  /** A session whose only reply was stopped after three chunks of REPLY: the session and the stopped reply. */
  async function stoppedReply(c: Client) {
    const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    stub.queue({ reply: REPLY, chunkDelayMs: 60 });
    const stream = await c.caller().chat.send({ sessionId: s.id, message: 'How do I start?' });
    const { saved } = await stopAfter(c, stream, s.id, 3);
    await t.drain();
    expect(saved).toMatchObject({ role: 'assistant', stopped: true });
    return { session: s, reply: saved };
  }

  it('gives the model the stopped text to go on from, streams the rest and saves the whole reply in the same message', async () => {
    const c = await t.signUp();
    const { session, reply } = await stoppedReply(c);
    const before = await t.db
      .selectFrom('aiUsage')
      .select('id')
      .where('sessionId', '=', session.id)
      .execute();
    stub.queue({ reply: REST_OF_REPLY });

    const events = await collect(await c.caller().chat.continue({ messageId: reply.id }));
    expect(events[0]).toMatchObject({ type: 'user-message', message: { content: 'How do I start?' } });
    expect(textOf(events)).toBe(REST_OF_REPLY);
    const done = doneOf(events)!;
    expect(done.stopped).toBe(false);
    expect(done.message).toMatchObject({
      id: reply.id,
      content: reply.content + REST_OF_REPLY,
      stopped: false,
    });

    // What the model was asked: the rule, the conversation, the stopped reply as its own, the request to go on.
    const request = streamed().at(-1)!;
    const messages = stub.messagesOf(request);
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain(CONTINUE_RULE);
    expect(messages.slice(-3)).toEqual([
      { role: 'user', content: 'How do I start?' },
      { role: 'assistant', content: reply.content },
      { role: 'user', content: CONTINUE_REQUEST },
    ]);
    await t.drain();

    // One message, listed whole after a reload; the call is metered; no session was counted again.
    const listed = await c.caller().chat.listMessages({ sessionId: session.id });
    expect(listed.map((m) => [m.id, m.role, m.content, m.stopped])).toEqual([
      [listed[0]!.id, 'user', 'How do I start?', false],
      [reply.id, 'assistant', reply.content + REST_OF_REPLY, false],
    ]);
    const after = await t.db.selectFrom('aiUsage').select('id').where('sessionId', '=', session.id).execute();
    expect(after.length).toBeGreaterThan(before.length);
    expect((await c.caller().chat.quota()).sessionsThisMonth).toBe(1);
    // A complete reply cannot be continued again.
    const again = await refusal(c.caller().chat.continue({ messageId: reply.id }));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe(MESSAGES.chat.nothingToContinue);
  });

  it('continues over REST, answering the whole reply like a send', async () => {
    const c = await t.signUp();
    const { reply } = await stoppedReply(c);
    stub.queue({ reply: REST_OF_REPLY });
    const res = await c.post(`/api/chat/messages/${reply.id}/continue`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userMessage: { role: 'user', content: 'How do I start?' },
      assistantMessage: { id: reply.id, content: reply.content + REST_OF_REPLY, stopped: false },
      safety: null,
    });
  });

  it('stops during Continue: keeps the beginning and what was shown of the rest, still to be continued', async () => {
    const c = await t.signUp();
    const { session, reply } = await stoppedReply(c);
    stub.queue({ reply: REST_OF_REPLY, chunkDelayMs: 80 });
    const { shown, saved } = await stopAfter(
      c,
      await c.caller().chat.continue({ messageId: reply.id }),
      session.id,
      2,
    );
    expect(saved).toMatchObject({ id: reply.id, content: (reply.content + shown).trimEnd(), stopped: true });
    expect(saved.content.length).toBeLessThan((reply.content + REST_OF_REPLY).length);
    await t.drain();
    // Continued again, from the longer beginning.
    stub.queue({ reply: ' and ask for twenty minutes.' });
    const events = await collect(await c.caller().chat.continue({ messageId: reply.id }));
    expect(doneOf(events)!.message.content).toBe(`${saved.content} and ask for twenty minutes.`);
    expect(stub.messagesOf(streamed().at(-1)!).at(-2)).toEqual({ role: 'assistant', content: saved.content });
  });

  it('refuses a reply that was not stopped, or is not the last, with 409 and a clear message', async () => {
    const c = await t.signUp();
    const { session, reply } = await stoppedReply(c);
    // Another exchange after the stopped reply: it is no longer the last.
    const later = await collect(await c.caller().chat.send({ sessionId: session.id, message: 'And then?' }));
    await t.drain();
    const whole = doneOf(later)!.message;
    for (const messageId of [reply.id, whole.id, (later[0] as { message: ChatMessageOut }).message.id]) {
      const res = await c.post(`/api/chat/messages/${messageId}/continue`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.chat.nothingToContinue });
    }
    const error = await refusal(c.caller().chat.continue({ messageId: whole.id }));
    expect(error.code).toBe('CONFLICT');
    // Not an id at all, or no message: 404 'Message not found'.
    for (const messageId of ['not-an-id', randomUUID()]) {
      const res = await c.post(`/api/chat/messages/${messageId}/continue`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.chat.messageNotFound });
    }
    expect((await refusal(c.caller().chat.continue({} as { messageId: string }))).code).toBe('BAD_REQUEST');
    expect(streamed()).toHaveLength(2);
  });

  it('answers 401 signed out and 404 for another user’s reply, changing nothing', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { session, reply } = await stoppedReply(a);
    expect((await t.anonymous().post(`/api/chat/messages/${reply.id}/continue`)).statusCode).toBe(401);
    expect((await refusal(t.caller(null).chat.continue({ messageId: reply.id }))).code).toBe('UNAUTHORIZED');
    const other = await b.post(`/api/chat/messages/${reply.id}/continue`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: MESSAGES.chat.messageNotFound });
    expect((await refusal(b.caller().chat.continue({ messageId: reply.id }))).code).toBe('NOT_FOUND');
    expect(streamed()).toHaveLength(1);
    const [, kept] = await a.caller().chat.listMessages({ sessionId: session.id });
    expect(kept).toMatchObject({ content: reply.content, stopped: true });
  });

  it('continues a stopped crisis reply as the crisis reply, never asking the model for coaching', async () => {
    const c = await t.signUp();
    const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    // A flagged message whose crisis reply was stopped (as the screen and Stop leave them).
    const safety = { category: 'self_harm', level: 'urgent', minor: false, region: 'GB' } as const;
    const full = crisisReply(safety);
    const cut = full.slice(0, 60).trimEnd();
    await t.db
      .updateTable('chatSessions')
      .set({
        startedAt: t.clock.now(),
        safetyCategory: safety.category,
        safetyLevel: safety.level,
        safetyRegion: safety.region,
        safetyFlaggedAt: t.clock.now(),
      })
      .where('id', '=', s.id)
      .execute();
    await t.db
      .insertInto('messages')
      .values({ sessionId: s.id, role: 'user', content: 'I want to end it all', safetyCategory: 'self_harm' })
      .execute();
    const stopped = await t.db
      .insertInto('messages')
      .values({
        sessionId: s.id,
        role: 'assistant',
        content: cut,
        stopped: true,
        safetyCategory: 'self_harm',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const events = await collect(await c.caller().chat.continue({ messageId: stopped.id }));
    expect(textOf(events)).toBe(remainderAfter(full, cut));
    expect(doneOf(events)!.message).toMatchObject({ id: stopped.id, content: full, stopped: false });
    expect(streamed()).toHaveLength(0);
  });

  it('continues at the month’s session limit: a continued reply is not a new session', async () => {
    const c = await t.signUp();
    const { reply } = await stoppedReply(c);
    await t.db
      .updateTable('users')
      .set({
        trialEndsAt: new Date(t.clock.now().getTime() - 86_400_000),
        subscriptionTier: 'starter',
        sessionsThisMonth: 5,
        starterSessionsThisMonth: 5,
        sessionsMonth: '2026-11-01',
      })
      .where('id', '=', c.user.id)
      .execute();
    stub.queue({ reply: REST_OF_REPLY });
    const res = await c.post(`/api/chat/messages/${reply.id}/continue`);
    expect(res.statusCode).toBe(200);
    expect((await c.reload()).sessionsThisMonth).toBe(5);
  });
});

describe.each(testTargets())('Continue with the offline mentor on %s', (target) => {
  let t: TestApp;
  /** Read per reply: fast, or slow enough to be stopped midway. */
  const offline = { wordDelayMs: 0 };

  beforeAll(async () => {
    t = await createTestApp({ target, now: START, deps: { ai: createOfflineProvider(offline) } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.drain();
    offline.wordDelayMs = 0;
  });

  const MESSAGE = 'I have a job interview for a product manager role next week. How should I prepare?';

  it('finishes the reply it composes: the continued reply is the whole reply, saved in the same message', async () => {
    // The reply written whole, for another person with the same profile, the same day.
    const whole = await t.signUp();
    const ws = await whole.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    const full = doneOf(
      await collect(await whole.caller().chat.send({ sessionId: ws.id, message: MESSAGE })),
    )!.message.content;

    const c = await t.signUp();
    const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    offline.wordDelayMs = 15;
    const { saved } = await stopAfter(
      c,
      await c.caller().chat.send({ sessionId: s.id, message: MESSAGE }),
      s.id,
      5,
    );
    offline.wordDelayMs = 0;
    await t.drain();
    expect(saved.content.length).toBeLessThan(full.length);
    expect(full.startsWith(saved.content)).toBe(true);

    const events = await collect(await c.caller().chat.continue({ messageId: saved.id }));
    expect(textOf(events)).toBe(full.slice(saved.content.length));
    expect(doneOf(events)!.message).toMatchObject({ id: saved.id, content: full, stopped: false });
    await t.drain();
    const listed = await c.caller().chat.listMessages({ sessionId: s.id });
    expect(listed.map((m) => [m.role, m.content])).toEqual([
      ['user', MESSAGE],
      ['assistant', full],
    ]);
  });
});

describe('remainderAfter', () => {
  it('is the rest of the reply after what was written', () => {
    expect(remainderAfter('One two.\n\nThree four.', 'One tw')).toBe('o.\n\nThree four.');
    expect(remainderAfter('One two.\n\nThree four.', 'One two.')).toBe('\n\nThree four.');
    expect(remainderAfter('One two.', 'One two.')).toBe('');
  });

  it('goes on by paragraphs when the reply composed now starts differently', () => {
    // The first paragraph changed (e.g. the day): the paragraphs not yet written follow.
    expect(remainderAfter('Hello Monday.\n\nStep one.\n\nStep two.', 'Hello Sunday.\n\nStep o')).toBe(
      'ne.\n\nStep two.',
    );
    expect(remainderAfter('Hello Monday.\n\nStep one.\n\nStep two.', 'Hello Sunday.\n\nStep one.')).toBe(
      '\n\nStep two.',
    );
    expect(remainderAfter('A.\n\nB.', 'A.\n\nB.\n\nC.')).toBe('');
  });
});

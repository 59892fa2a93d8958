import { CHAT_REPLY_MAX_CHARS, CHAT_REPLY_MAX_TOKENS, MESSAGES } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type Client, type TestApp, openAiConfig } from '../../../test/helpers';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub';

// The OpenAI-compatible server misbehaving, through the real SDK: each way gives a clear error or a sensible
// fallback; no request hangs past the timeout (500 ms here), no exchange is saved half-way (a question without an
// answer is taken back), and a call's usage is counted once.

describe.each(testTargets())('the AI provider misbehaving, on %s', (target) => {
  let t: TestApp;
  let stub: OpenAiStub;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    t = await createTestApp({
      target,
      config: openAiConfig(stub, 500),
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(async () => {
    await t.drain();
    stub.reset();
  });

  async function session(c: Client): Promise<string> {
    return (await c.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' })).id;
  }
  const send = (c: Client, sessionId: string) =>
    c.post(`/api/chat/sessions/${sessionId}/messages`, { message: 'How do I ask for a promotion?' });
  const transcript = (c: Client, sessionId: string) => c.caller().chat.listMessages({ sessionId });
  const chatUsage = async (c: Client) =>
    (await t.db.selectFrom('aiUsage').select('kind').where('userId', '=', c.user.id).execute()).filter(
      (u) => u.kind === 'chat',
    ).length;

  it('a slow first token (within the timeout) still gives the whole reply, counted once', async () => {
    const c = await t.signUp();
    const id = await session(c);
    stub.queue({ reply: 'Take it slowly. 1. Write down your wins.', chunkDelayMs: 150 });
    const res = await send(c, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ assistantMessage: { content: string } }>().assistantMessage.content).toBe(
      'Take it slowly. 1. Write down your wins.',
    );
    await t.drain();
    expect(await chatUsage(c)).toBe(1);
  });

  it('no first token within the timeout: 504 with a clear message, and the question is taken back', async () => {
    const c = await t.signUp();
    const id = await session(c);
    stub.queue({ hang: true });
    const res = await send(c, id);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: MESSAGES.ai.timeout });
    expect(await transcript(c, id)).toEqual([]);
    expect((await c.reload()).sessionsThisMonth).toBe(0);
  });

  it('a stream that stalls midway keeps what was written and reports the timeout', async () => {
    const c = await t.signUp();
    const id = await session(c);
    stub.queue({ reply: 'First part of the answer and then silence', hangAfterChunks: 3 });
    const res = await send(c, id);
    expect(res.statusCode).toBe(504);
    const saved = await transcript(c, id);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect('First part of the answer and then silence'.startsWith(saved[1]!.content)).toBe(true);
    await t.drain();
    expect(await chatUsage(c)).toBe(1);
  });

  it.each([
    [429, { 'retry-after': '1' }, 429, MESSAGES.ai.rateLimited],
    [500, {}, 502, MESSAGES.ai.unavailable],
  ])(
    'an upstream %i answers %i with a clear message and saves nothing',
    async (status, headers, code, message) => {
      const c = await t.signUp();
      const id = await session(c);
      stub.queue({ status, headers });
      stub.queue({ status, headers });
      const res = await send(c, id);
      expect(res.statusCode).toBe(code);
      expect(res.json()).toEqual({ message });
      expect(await transcript(c, id)).toEqual([]);
      expect((await c.reload()).sessionsThisMonth).toBe(0);
    },
  );

  it('an empty reply is a failure (502), not a saved blank answer; the question is taken back', async () => {
    const c = await t.signUp();
    const id = await session(c);
    stub.queue({ reply: '' });
    const res = await send(c, id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: MESSAGES.ai.unavailable });
    expect(await transcript(c, id)).toEqual([]);
    await t.drain();
    expect(await chatUsage(c)).toBeLessThanOrEqual(1);
  });

  it('a reply far over the limit is asked for at most the token limit and cut at a word at the character limit', async () => {
    const c = await t.signUp();
    const id = await session(c);
    stub.queue({ reply: 'endless '.repeat(5000) });
    const res = await send(c, id);
    expect(res.statusCode, res.body).toBe(201);
    const content = res.json<{ assistantMessage: { content: string } }>().assistantMessage.content;
    expect(content.length).toBeLessThanOrEqual(CHAT_REPLY_MAX_CHARS);
    expect(content.length).toBeGreaterThan(CHAT_REPLY_MAX_CHARS - 20);
    expect(content.endsWith('endless')).toBe(true);
    const request = stub.chatRequests().find((r) => (r.body as { stream?: boolean }).stream === true)!;
    expect((request.body as { max_tokens?: number }).max_tokens).toBe(CHAT_REPLY_MAX_TOKENS);
    await t.drain();
    expect(await chatUsage(c)).toBe(1);
  });

  it('malformed structured output falls back to the built-in summary (the session still gets one)', async () => {
    const c = await t.signUp();
    const id = await session(c);
    stub.queue({ reply: 'Write down three wins. 1. List them today.' });
    stub.queue({ content: '{"summary": "cut off' });
    stub.queue({ content: '{"summary": "cut off' });
    expect((await send(c, id)).statusCode).toBe(201);
    await t.drain();
    const summaries = await c.caller().summaries.list();
    const list = Array.isArray(summaries) ? summaries : (summaries as { items: unknown[] }).items;
    expect(list).toHaveLength(1);
  });
});

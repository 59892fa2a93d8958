import { describe, expect, it } from 'vitest';
import { fakeStream, makeMessage, streamOf } from './fake-stream';
import { consumeReplyStream, isAbortError } from './reply-stream';

describe('consumeReplyStream', () => {
  it('reports the user message, each delta with the text so far, then the saved reply', async () => {
    const user = makeMessage({ role: 'user', content: 'Hi' });
    const reply = makeMessage({ role: 'assistant', content: 'Hello there' });
    const seen: string[] = [];
    const result = await consumeReplyStream(
      streamOf([
        { type: 'user-message', message: user },
        { type: 'delta', text: 'Hello' },
        { type: 'delta', text: '' },
        { type: 'delta', text: ' there' },
        { type: 'done', message: reply, stopped: false },
      ]),
      {
        onUserMessage: (m) => seen.push(`user:${m.content}`),
        onDelta: (delta, text) => seen.push(`delta:${delta}|${text}`),
      },
    );
    expect(seen).toEqual(['user:Hi', 'delta:Hello|Hello', 'delta: there|Hello there']);
    expect(result).toEqual({
      status: 'done',
      userMessage: user,
      message: reply,
      stopped: false,
      text: 'Hello there',
    });
  });

  it('reports the safety flag of a flagged message, after the user message and before the reply', async () => {
    const user = makeMessage({ role: 'user', content: 'i want to die' });
    const reply = makeMessage({ role: 'assistant', content: 'Please call Samaritans on 116 123.' });
    const safety = { category: 'self_harm', level: 'concern', minor: false, region: 'GB' } as const;
    const seen: string[] = [];
    const result = await consumeReplyStream(
      streamOf([
        { type: 'user-message', message: user },
        { type: 'safety', safety },
        { type: 'delta', text: 'Please call Samaritans on 116 123.' },
        { type: 'done', message: reply, stopped: false },
      ]),
      {
        onUserMessage: () => seen.push('user'),
        onSafety: (flag) => seen.push(`safety:${flag.category}/${flag.region}`),
        onDelta: () => seen.push('delta'),
      },
    );
    expect(seen).toEqual(['user', 'safety:self_harm/GB', 'delta']);
    expect(result.status).toBe('done');
  });

  it('passes on a reply the server stopped', async () => {
    const reply = makeMessage({ role: 'assistant', content: 'Part' });
    const result = await consumeReplyStream(streamOf([{ type: 'done', message: reply, stopped: true }]));
    expect(result.status === 'done' && result.stopped).toBe(true);
  });

  it('is incomplete when the stream ends without its final event', async () => {
    const result = await consumeReplyStream(streamOf([{ type: 'delta', text: 'Half a' }]));
    expect(result).toEqual({ status: 'incomplete', userMessage: null, text: 'Half a' });
  });

  it('throws what the stream throws (a refusal, a failure, an abort)', async () => {
    const stream = fakeStream();
    const pending = consumeReplyStream(stream);
    stream.push({ type: 'delta', text: 'a' });
    const refusal = new Error('Session limit reached. Please upgrade your subscription to continue.');
    stream.fail(refusal);
    await expect(pending).rejects.toBe(refusal);

    const controller = new AbortController();
    const aborted = fakeStream(controller.signal);
    const reading = consumeReplyStream(aborted);
    aborted.push({ type: 'delta', text: 'b' });
    controller.abort();
    const error: unknown = await reading.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('isAbortError', () => {
  it('recognises aborts directly, through causes and by the signal', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(isAbortError(abort)).toBe(true);
    expect(isAbortError(new Error('wrapped', { cause: abort }))).toBe(true);
    expect(isAbortError(new Error('Failed to fetch'))).toBe(false);
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(new Error('anything'), controller.signal)).toBe(true);
    expect(isAbortError(null)).toBe(false);
  });
});

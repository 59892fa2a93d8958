import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReplyRequest, StopInput } from './chat-types';
import { fakeStream, makeMessage, type FakeStream } from './fake-stream';
import { useReplyStream, type SendOutcome } from './use-reply-stream';

const SESSION = '10000000-0000-4000-8000-000000000001';

/** A hook whose send opens a fake stream the test drives; `opened` lists the inputs and streams. */
function setup(stopOnServer?: (input: StopInput) => Promise<unknown>) {
  const opened: { input: ReplyRequest; stream: FakeStream; signal: AbortSignal }[] = [];
  const open = async (input: ReplyRequest, signal: AbortSignal) => {
    const stream = fakeStream(signal);
    opened.push({ input, stream, signal });
    return stream;
  };
  const hook = renderHook(() => useReplyStream(open, stopOnServer));
  return { hook, opened };
}

const sendOf = (message: string): ReplyRequest => ({ kind: 'send', sessionId: SESSION, message });

describe('useReplyStream', () => {
  it('thinks until the first token, streams token by token, then holds the saved reply', async () => {
    const { hook, opened } = setup();
    let outcome: Promise<SendOutcome> | undefined;
    act(() => {
      outcome = hook.result.current.run(sendOf('How do I start?'));
    });
    expect(hook.result.current.draft).toMatchObject({
      phase: 'thinking',
      text: '',
      userText: 'How do I start?',
    });
    expect(hook.result.current.generating).toBe(true);
    await waitFor(() => expect(opened).toHaveLength(1));

    const stream = opened[0]!.stream;
    const user = makeMessage({ role: 'user', content: 'How do I start?' });
    await act(async () => stream.push({ type: 'user-message', message: user }));
    await waitFor(() => expect(hook.result.current.draft?.userMessage).toEqual(user));
    expect(hook.result.current.draft?.phase).toBe('thinking');

    await act(async () => stream.push({ type: 'delta', text: 'Start ' }));
    await waitFor(() =>
      expect(hook.result.current.draft).toMatchObject({ phase: 'streaming', text: 'Start ' }),
    );
    await act(async () => stream.push({ type: 'delta', text: 'small.' }));
    await waitFor(() => expect(hook.result.current.draft?.text).toBe('Start small.'));

    const reply = makeMessage({ role: 'assistant', content: 'Start small.' });
    await act(async () => stream.push({ type: 'done', message: reply, stopped: false }));
    await expect(outcome).resolves.toEqual({ status: 'done', userMessage: user, reply, stopped: false });
    await waitFor(() =>
      expect(hook.result.current.draft).toMatchObject({ phase: 'done', reply, text: 'Start small.' }),
    );
    expect(hook.result.current.generating).toBe(false);
  });

  it('Stop aborts the request and keeps what was written', async () => {
    const { hook, opened } = setup();
    let outcome: Promise<SendOutcome> | undefined;
    act(() => {
      outcome = hook.result.current.run(sendOf('Tell me more'));
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    const { stream, signal } = opened[0]!;
    await act(async () => stream.push({ type: 'delta', text: 'First, ' }));
    await waitFor(() => expect(hook.result.current.draft?.text).toBe('First, '));

    act(() => hook.result.current.stop());
    expect(signal.aborted).toBe(true);
    await expect(outcome).resolves.toEqual({ status: 'stopped', userMessage: null, text: 'First, ' });
    await waitFor(() =>
      expect(hook.result.current.draft).toMatchObject({ phase: 'stopped', text: 'First, ' }),
    );
    expect(hook.result.current.generating).toBe(false);
  });

  it('Stop tells the server what was shown, shows nothing written after it, then aborts the request', async () => {
    let answer: (value: unknown) => void = () => {};
    const stops: StopInput[] = [];
    const { hook, opened } = setup((input) => {
      stops.push(input);
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    let outcome: Promise<SendOutcome> | undefined;
    act(() => {
      outcome = hook.result.current.run(sendOf('Tell me more'));
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    const { stream, signal } = opened[0]!;
    await act(async () => stream.push({ type: 'delta', text: 'First, ' }));
    await act(async () => stream.push({ type: 'delta', text: 'list ' }));
    await waitFor(() => expect(hook.result.current.draft?.text).toBe('First, list '));

    act(() => hook.result.current.stop());
    expect(stops).toEqual([{ sessionId: SESSION, shownLength: 'First, list '.length }]);
    expect(hook.result.current.draft).toMatchObject({ phase: 'stopped', text: 'First, list ' });
    expect(hook.result.current.generating).toBe(false);
    // Tokens the server had already sent are not shown.
    await act(async () => stream.push({ type: 'delta', text: 'three things.' }));
    expect(hook.result.current.draft?.text).toBe('First, list ');
    expect(signal.aborted).toBe(false);

    // The server saved what was shown and ends the stream with it.
    const saved = makeMessage({ role: 'assistant', content: 'First, list', stopped: true });
    await act(async () => {
      stream.push({ type: 'done', message: saved, stopped: true });
      answer({ stopped: true, message: saved });
    });
    await expect(outcome).resolves.toEqual({
      status: 'done',
      userMessage: null,
      reply: saved,
      stopped: true,
    });
    expect(hook.result.current.draft).toMatchObject({ phase: 'stopped', text: 'First, list', reply: saved });
    await waitFor(() => expect(signal.aborted).toBe(true));
  });

  it('Stop still aborts the request when the server could not be told', async () => {
    const { hook, opened } = setup(() => Promise.reject(new Error('offline')));
    let outcome: Promise<SendOutcome> | undefined;
    act(() => {
      outcome = hook.result.current.run(sendOf('Tell me more'));
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    await act(async () => opened[0]!.stream.push({ type: 'delta', text: 'First, ' }));
    act(() => hook.result.current.stop());
    await expect(outcome).resolves.toEqual({ status: 'stopped', userMessage: null, text: 'First, ' });
    expect(opened[0]!.signal.aborted).toBe(true);
  });

  it('a refusal rejects and clears the draft', async () => {
    const refusal = new Error('Session limit reached. Please upgrade your subscription to continue.');
    const hook = renderHook(() => useReplyStream(() => Promise.reject(refusal)));
    let error: unknown;
    await act(async () => {
      error = await hook.result.current.run(sendOf('Hi')).catch((e: unknown) => e);
    });
    expect(error).toBe(refusal);
    expect(hook.result.current.draft).toBeNull();
    expect(hook.result.current.generating).toBe(false);
  });

  it('a failure mid-stream rejects and clears the draft', async () => {
    const { hook, opened } = setup();
    let outcome: Promise<SendOutcome> | undefined;
    act(() => {
      outcome = hook.result.current.run(sendOf('Hi'));
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    await act(async () => opened[0]!.stream.push({ type: 'delta', text: 'Par' }));
    const failure = new Error('Failed to fetch');
    await act(async () => {
      opened[0]!.stream.fail(failure);
      await outcome!.catch(() => undefined);
    });
    await expect(outcome).rejects.toBe(failure);
    await waitFor(() => expect(hook.result.current.draft).toBeNull());
  });

  it('unmounting stops a reply in progress', async () => {
    const { hook, opened } = setup();
    act(() => {
      void hook.result.current.run(sendOf('Hi'));
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    hook.unmount();
    expect(opened[0]!.signal.aborted).toBe(true);
  });
});

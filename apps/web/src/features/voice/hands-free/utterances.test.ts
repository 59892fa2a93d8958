import { describe, expect, it } from 'vitest';
import { inSpokenOrder, joinUtterances } from './utterances';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('inSpokenOrder', () => {
  it('hands on transcriptions in the order they were spoken, whichever comes back first', async () => {
    const delivered: string[] = [];
    const take = inSpokenOrder<string>((text) => delivered.push(text));
    const first = deferred<string>();
    const second = deferred<string>();
    void take(first.promise);
    const done = take(second.promise);
    second.resolve('and then I froze');
    await Promise.resolve();
    expect(delivered).toEqual([]);
    first.resolve('I had the interview today');
    await done;
    expect(delivered).toEqual(['I had the interview today', 'and then I froze']);
  });

  it('skips a transcription that failed and still hands on the ones after it', async () => {
    const delivered: string[] = [];
    const take = inSpokenOrder<string>((text) => delivered.push(text));
    const failed = deferred<string>();
    void take(failed.promise);
    const done = take(Promise.resolve('can you hear me'));
    failed.reject(new Error('Transcription failed'));
    await done;
    expect(delivered).toEqual(['can you hear me']);
  });
});

describe('joinUtterances', () => {
  it('keeps everything said while the reply was stopping, in order', () => {
    let held: string | null = null;
    held = joinUtterances(held, 'Wait.');
    held = joinUtterances(held, 'I meant the second offer.');
    expect(held).toBe('Wait. I meant the second offer.');
  });
});

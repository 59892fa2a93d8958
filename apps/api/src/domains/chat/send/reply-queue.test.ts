import { describe, expect, it } from 'vitest';
import { createReplyQueue } from './reply-queue';

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

describe('reply queue', () => {
  it('never makes the writer wait: what is written before the reader arrives is read, in order, then the end', async () => {
    const queue = createReplyQueue<string>();
    queue.push('a');
    queue.push('b');
    queue.close();
    queue.push('after the end');
    const read: string[] = [];
    for await (const item of queue) read.push(item);
    expect(read).toEqual(['a', 'b']);
  });

  it('hands the reader every item written before a failure, then the failure', async () => {
    const queue = createReplyQueue<string>();
    const read: string[] = [];
    const reading = caught(
      (async () => {
        for await (const item of queue) read.push(item);
      })(),
    );
    queue.push('one');
    await new Promise((resolve) => setImmediate(resolve));
    queue.push('two');
    queue.fail(new Error('the provider failed'));
    queue.close(); // an end after the failure changes nothing
    expect(await reading).toMatchObject({ message: 'the provider failed' });
    expect(read).toEqual(['one', 'two']);
  });

  it('lets the reader leave early (Stop): what is written after it is dropped, and ending it is safe', async () => {
    const queue = createReplyQueue<number>();
    queue.push(1);
    queue.push(2);
    const iterator = queue[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ value: 1, done: false });
    await iterator.return?.(undefined);
    expect(() => {
      for (let i = 3; i < 10; i += 1) queue.push(i);
      queue.fail(new Error('nobody is left to tell'));
      queue.close();
    }).not.toThrow();
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });
});

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { BackgroundTasks, SendLimiter } from './chat.runtime';

const log = pino({ level: 'silent' });
const at = (s: number) => new Date(Date.UTC(2026, 10, 10, 9, 0, s));

describe('SendLimiter', () => {
  it('allows 2 replies at once per user; a released slot is free again', () => {
    const limiter = new SendLimiter(2, 20);
    const a = limiter.acquire('u1', at(0));
    limiter.acquire('u1', at(1));
    expect(() => limiter.acquire('u1', at(2))).toThrow('Your mentor is still answering');
    expect(() => limiter.acquire('u2', at(2))).not.toThrow();
    a();
    a(); // releasing twice frees one slot only
    expect(limiter.activeFor('u1')).toBe(1);
    expect(() => limiter.acquire('u1', at(3))).not.toThrow();
  });

  it('caps sends per rolling minute and says when to retry', () => {
    const limiter = new SendLimiter(10, 3);
    for (let i = 0; i < 3; i += 1) limiter.acquire('u', at(i))();
    let error: unknown;
    try {
      limiter.acquire('u', at(30));
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
      retryAfterSeconds: 30,
    });
    expect(() => limiter.acquire('u', at(61))).not.toThrow();
  });
});

describe('BackgroundTasks', () => {
  it('runs tasks with the same key one after another, and drain waits for all of them', async () => {
    const tasks = new BackgroundTasks(log);
    const order: string[] = [];
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    tasks.run('s1', 'slow', async () => {
      await wait(30);
      order.push('s1-first');
    });
    tasks.run('s1', 'fast', async () => {
      order.push('s1-second');
    });
    tasks.run('s2', 'other', async () => {
      order.push('s2');
    });
    tasks.run('s1', 'fails', async () => {
      throw new Error('boom');
    });
    tasks.run('s1', 'after failure', async () => {
      order.push('s1-after-failure');
    });
    await tasks.drain();
    expect(order).toEqual(['s2', 's1-first', 's1-second', 's1-after-failure']);
    expect(tasks.pending).toBe(0);
  });
});

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { BackgroundTasks, SendLimiter } from './chat.runtime';

const log = pino({ level: 'silent' });
const at = (s: number) => new Date(Date.UTC(2026, 10, 10, 9, 0, s));

describe('SendLimiter', () => {
  it('allows 2 replies at once per user; a released slot is free again', () => {
    const limiter = new SendLimiter(2, 20);
    const a = limiter.acquire('u1', 's1', at(0));
    limiter.acquire('u1', 's2', at(1));
    expect(() => limiter.acquire('u1', 's3', at(2))).toThrow('Your mentor is still answering');
    expect(() => limiter.acquire('u2', 's4', at(2))).not.toThrow();
    a.release();
    a.release(); // releasing twice frees one slot only
    expect(limiter.activeFor('u1')).toBe(1);
    expect(() => limiter.acquire('u1', 's3', at(3))).not.toThrow();
  });

  it('allows one reply at a time per session, refused before anything is counted', () => {
    const limiter = new SendLimiter(5, 3);
    const first = limiter.acquire('u', 's', at(0));
    expect(limiter.isBusy('s')).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      let error: unknown;
      try {
        limiter.acquire('u', 's', at(1));
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Your mentor is still answering. Please wait for the current reply to finish.',
      });
    }
    expect(limiter.activeFor('u')).toBe(1);
    first.release();
    expect(limiter.isBusy('s')).toBe(false);
    // The refused sends were not counted: 2 more fit in the minute (3 in all).
    limiter.acquire('u', 's', at(2)).release();
    limiter.acquire('u', 's', at(3)).release();
    expect(() => limiter.acquire('u', 's', at(4))).toThrow('Too many requests');
  });

  it('caps sends per rolling minute and says when to retry', () => {
    const limiter = new SendLimiter(10, 3);
    for (let i = 0; i < 3; i += 1) limiter.acquire('u', 's', at(i)).release();
    let error: unknown;
    try {
      limiter.acquire('u', 's', at(30));
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
      retryAfterSeconds: 30,
    });
    expect(() => limiter.acquire('u', 's', at(61))).not.toThrow();
  });

  it('does not count a refunded (refused) send against the minute', () => {
    const limiter = new SendLimiter(10, 3);
    for (let i = 0; i < 10; i += 1) limiter.acquire('u', 's', at(i)).refund();
    expect(limiter.activeFor('u')).toBe(0);
    expect(limiter.isBusy('s')).toBe(false);
    for (let i = 0; i < 3; i += 1) limiter.acquire('u', 's', at(20 + i)).release();
    expect(() => limiter.acquire('u', 's', at(30))).toThrow('Too many requests');
    const slot = limiter.acquire('u', 's', at(81));
    slot.release();
    slot.refund(); // after release, a refund changes nothing
    expect(() => limiter.acquire('u', 's', at(82))).not.toThrow();
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

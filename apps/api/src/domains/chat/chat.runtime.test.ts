import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type TestApp } from '../../../test/helpers';
import { memoryRateStore } from '../../lib/rate-store';
import { BackgroundTasks, SendLimiter } from './chat.runtime';

const log = pino({ level: 'silent' });
const at = (s: number) => new Date(Date.UTC(2026, 10, 10, 9, 0, s));

describe.each(testTargets())('SendLimiter on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t.close());

  /** A user with `n` sessions of their own (one per mentor: an empty session with a mentor is reused). */
  async function userWithSessions(n: number) {
    const c = await t.signUp();
    const ids: string[] = [];
    const mentors = ['career', 'founder', 'life'];
    for (let i = 0; i < n; i += 1)
      ids.push((await c.caller().chat.createSession({ mentorId: mentors[i]!, title: `Session ${i}` })).id);
    return { userId: c.user.id, sessions: ids };
  }
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('allows 2 replies at once per user; a released slot is free again', async () => {
    const limiter = new SendLimiter(t.db, memoryRateStore(), log, 2, 20);
    const u1 = await userWithSessions(3);
    const u2 = await userWithSessions(1);
    const a = await limiter.acquire(u1.userId, u1.sessions[0]!, at(0));
    await limiter.acquire(u1.userId, u1.sessions[1]!, at(1));
    await expect(limiter.acquire(u1.userId, u1.sessions[2]!, at(2))).rejects.toThrow(
      'Your mentor is still answering',
    );
    await limiter.acquire(u2.userId, u2.sessions[0]!, at(2));
    await a.release();
    await a.release(); // releasing twice frees one slot only
    expect(await limiter.activeFor(u1.userId)).toBe(1);
    await limiter.acquire(u1.userId, u1.sessions[2]!, at(3));
  });

  it('allows one reply at a time per session (even through another limiter: another instance), refused before anything is counted', async () => {
    const rates = memoryRateStore();
    const limiter = new SendLimiter(t.db, rates, log, 5, 3);
    const other = new SendLimiter(t.db, rates, log, 5, 3);
    const { userId, sessions } = await userWithSessions(1);
    const s = sessions[0]!;
    const first = await limiter.acquire(userId, s, at(0));
    for (const l of [limiter, other, other]) {
      expect(await refusal(l.acquire(userId, s, at(1)))).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Your mentor is still answering. Please wait for the current reply to finish.',
        retryAfterSeconds: 5,
      });
    }
    expect(await limiter.activeFor(userId)).toBe(1);
    await first.release();
    expect(await limiter.activeFor(userId)).toBe(0);
    // The refused sends were not counted: 2 more fit in the minute (3 in all).
    await (await other.acquire(userId, s, at(2))).release();
    await (await limiter.acquire(userId, s, at(3))).release();
    await expect(limiter.acquire(userId, s, at(4))).rejects.toThrow('Too many requests');
  });

  it('takes over a session whose reply lease expired (its process died), and the old reply cannot free it', async () => {
    const limiter = new SendLimiter(t.db, memoryRateStore(), log, 5, 20);
    const { userId, sessions } = await userWithSessions(1);
    const s = sessions[0]!;
    const dead = await limiter.acquire(userId, s, at(0));
    await expect(limiter.acquire(userId, s, at(1))).rejects.toThrow('Your mentor is still answering');
    // What a killed process leaves: its lease, no longer renewed, runs out.
    await t.db
      .updateTable('chatReplyLeases')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('sessionId', '=', s)
      .execute();
    const next = await limiter.acquire(userId, s, at(2));
    await dead.release(); // the old claim ends: it does not free the session the new reply holds
    await expect(limiter.acquire(userId, s, at(3))).rejects.toThrow('Your mentor is still answering');
    await next.release();
    expect(await limiter.activeFor(userId)).toBe(0);
  });

  it('caps sends per rolling minute and says when to retry', async () => {
    const limiter = new SendLimiter(t.db, memoryRateStore(), log, 10, 3);
    const { userId, sessions } = await userWithSessions(1);
    const s = sessions[0]!;
    for (let i = 0; i < 3; i += 1) await (await limiter.acquire(userId, s, at(i))).release();
    expect(await refusal(limiter.acquire(userId, s, at(30)))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
      retryAfterSeconds: 30,
    });
    // The refused send left the session free.
    expect(await limiter.activeFor(userId)).toBe(0);
    await (await limiter.acquire(userId, s, at(61))).release();
  });

  it('does not count a refunded (refused) send against the minute', async () => {
    const limiter = new SendLimiter(t.db, memoryRateStore(), log, 10, 3);
    const { userId, sessions } = await userWithSessions(1);
    const s = sessions[0]!;
    for (let i = 0; i < 10; i += 1) await (await limiter.acquire(userId, s, at(i))).refund();
    expect(await limiter.activeFor(userId)).toBe(0);
    for (let i = 0; i < 3; i += 1) await (await limiter.acquire(userId, s, at(20 + i))).release();
    await expect(limiter.acquire(userId, s, at(30))).rejects.toThrow('Too many requests');
    const slot = await limiter.acquire(userId, s, at(81));
    await slot.release();
    await slot.refund(); // after release, a refund changes nothing
    await expect(limiter.acquire(userId, s, at(82))).resolves.toBeDefined();
  });
});

describe('BackgroundTasks', () => {
  it('drain waits for every tracked reply, including ones tracked while waiting, and survives failures', async () => {
    const tasks = new BackgroundTasks(log);
    const done: string[] = [];
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    tasks.track(
      (async () => {
        await wait(20);
        done.push('slow');
        tasks.track(
          (async () => {
            await wait(5);
            done.push('late');
          })(),
        );
      })(),
    );
    tasks.track(Promise.reject(new Error('boom')));
    await tasks.drain();
    expect(done).toEqual(['slow', 'late']);
    expect(tasks.pending).toBe(0);
  });
});

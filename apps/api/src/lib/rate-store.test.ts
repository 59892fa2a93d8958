import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateStore, redisRateStore, type RateStore } from './rate-store';

const redisUrl = process.env.TEST_REDIS_URL;
const at = (s: number) => new Date(Date.UTC(2026, 10, 10, 9, 0, s));

const stores: Array<[string, () => RateStore]> = [['memory', () => memoryRateStore()]];
if (redisUrl) stores.push(['redis', () => redisRateStore(redisUrl, `mentor-test:${randomUUID()}:`)]);

describe.each(stores)('RateStore in %s', (_kind, make) => {
  const store = make();
  afterAll(async () => store.close());

  it('allows `limit` events per rolling window, then says when the oldest leaves it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await store.take('a', 3, 60_000, at(i))).ok).toBe(true);
    expect(await store.take('a', 3, 60_000, at(30))).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect((await store.take('b', 3, 60_000, at(30))).ok).toBe(true); // another key has its own count
    expect((await store.take('a', 3, 60_000, at(60))).ok).toBe(true); // the event at 0 s has left the window
  });

  it('takes an event back with undo (a refused send is not counted)', async () => {
    const takes = [];
    for (let i = 0; i < 3; i += 1) takes.push(await store.take('c', 3, 60_000, at(i)));
    const last = takes[2]!;
    if (!last.ok) throw new Error('the third event should fit');
    await last.undo();
    expect((await store.take('c', 3, 60_000, at(5))).ok).toBe(true);
    expect((await store.take('c', 3, 60_000, at(6))).ok).toBe(false);
  });

  it('does not count events later than now (a clock set back)', async () => {
    expect((await store.take('d', 1, 60_000, at(50))).ok).toBe(true);
    expect((await store.take('d', 1, 60_000, at(10))).ok).toBe(true);
  });
});

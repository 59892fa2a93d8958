import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tcpProxy } from '../../test/tcp-proxy';
import { memoryRateStore, redisRateStore, type RateStore } from './rate-store';

const redisUrl = process.env.TEST_REDIS_URL;
const at = (s: number) => new Date(Date.UTC(2026, 10, 10, 9, 0, s));

/** A log that keeps what it is told. */
function recordingLog() {
  const lines: Array<{ level: 'warn' | 'info'; msg: string }> = [];
  const write = (level: 'warn' | 'info') => (first: unknown, second?: unknown) =>
    void lines.push({ level, msg: String(typeof first === 'string' ? first : second) });
  return { lines, log: { warn: write('warn'), info: write('info') } as never };
}

const stores: Array<[string, () => RateStore]> = [['memory', () => memoryRateStore()]];
if (redisUrl) {
  stores.push([
    'redis',
    () => redisRateStore(redisUrl, { prefix: `mentor-test:${randomUUID()}:`, log: recordingLog().log }),
  ]);
}

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

  it('names no degraded dependency while it works', () => {
    expect(store.degraded()).toEqual([]);
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `check` holds (a wait, not a timed assertion). */
async function until(what: string, check: () => boolean, limitMs = 15_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('RateStore on a Redis that cannot be reached (a closed loopback port)', () => {
  const printed: string[] = [];
  const consoleError = console.error;
  beforeEach(() => {
    console.error = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('counts in memory at once, keeps the limit, says it is degraded and warns once', async () => {
    const { lines, log } = recordingLog();
    const store = redisRateStore(`redis://127.0.0.1:${await closedPort()}`, { log });
    try {
      for (let i = 0; i < 3; i += 1) expect((await store.take('k', 3, 60_000, at(i))).ok).toBe(true);
      expect(await store.take('k', 3, 60_000, at(30))).toEqual({ ok: false, retryAfterSeconds: 30 });
      expect((await store.take('k', 3, 60_000, at(60))).ok).toBe(true);
      expect(store.degraded()).toEqual(['redis']);
      // Reconnect attempts go on (every 250 ms, then slower): still one warning, and nothing on the console.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      for (let i = 0; i < 20; i += 1) await store.take(`other-${i}`, 3, 60_000, at(61));
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
      expect(lines[0]!.msg).toMatch(/Redis is unreachable/);
      expect(printed.join('\n')).not.toContain('[ioredis]');
    } finally {
      await store.close();
    }
  });
});

describe('RateStore on a Redis that accepts connections and never answers (a stalled server)', () => {
  it('gives up on it after the command timeout, counts in memory, and keeps doing so without waiting', async () => {
    const held = new Set<Socket>();
    const server = createServer((socket) => {
      held.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { lines, log } = recordingLog();
    const store = redisRateStore(`redis://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      log,
      commandTimeoutMs: 200,
    });
    try {
      for (let i = 0; i < 2; i += 1) expect((await store.take('s', 2, 60_000, at(i))).ok).toBe(true);
      expect((await store.take('s', 2, 60_000, at(2))).ok).toBe(false);
      expect(store.degraded()).toEqual(['redis']);
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    } finally {
      await store.close();
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe.skipIf(!redisUrl)(
  'RateStore on a real Redis that goes away and comes back (needs TEST_REDIS_URL)',
  () => {
    it('shares the count through Redis, keeps each limit in memory while it is gone, and shares again after', async () => {
      const proxy = await tcpProxy(new URL(redisUrl!), 6379);
      const prefix = `mentor-test:${randomUUID()}:`;
      const a = recordingLog();
      const storeA = redisRateStore(proxy.url, { prefix, log: a.log });
      const storeB = redisRateStore(proxy.url, { prefix, log: recordingLog().log });
      try {
        // Two instances on one Redis: one count.
        expect((await storeA.take('k', 3, 60_000, at(0))).ok).toBe(true);
        expect((await storeA.take('k', 3, 60_000, at(1))).ok).toBe(true);
        expect((await storeB.take('k', 3, 60_000, at(2))).ok).toBe(true);
        expect((await storeB.take('k', 3, 60_000, at(3))).ok).toBe(false);
        expect(storeA.degraded()).toEqual([]);

        proxy.cut();
        // A's own count (two of three) still holds the limit.
        expect((await storeA.take('k', 3, 60_000, at(4))).ok).toBe(true);
        expect((await storeA.take('k', 3, 60_000, at(5))).ok).toBe(false);
        expect(storeA.degraded()).toEqual(['redis']);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(a.lines.filter((l) => l.level === 'warn')).toHaveLength(1);

        proxy.restore();
        await until(
          'Redis to be used again',
          () => storeA.degraded().length === 0 && storeB.degraded().length === 0,
        );
        expect(a.lines.at(-1)).toMatchObject({
          level: 'info',
          msg: expect.stringMatching(/reachable again/),
        });
        // Shared again: a new key counted on A refuses on B.
        expect((await storeA.take('n', 1, 60_000, at(10))).ok).toBe(true);
        expect((await storeB.take('n', 1, 60_000, at(11))).ok).toBe(false);
        // And what A counted while Redis was gone still holds on A.
        expect((await storeA.take('k', 3, 60_000, at(12))).ok).toBe(false);
      } finally {
        await storeA.close();
        await storeB.close();
        await proxy.close();
      }
    }, 30_000);
  },
);

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type Take = { ok: true; undo: () => Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * At most `limit` events per key in any rolling window of `windowMs` (by the `now` given: the app's clock). `take`
 * counts an event when there is room (`undo` takes it back: a refused send is not counted) and otherwise says how
 * long until there is.
 */
export interface RateStore {
  take(key: string, limit: number, windowMs: number, now: Date): Promise<Take>;
  /** The outside stores it relies on that are not working now (`['redis']` while Redis is unreachable). */
  degraded(): string[];
  close(): Promise<void>;
}

const retryAfter = (oldest: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));

/** In memory: one app instance. */
export function memoryRateStore(): RateStore {
  const events = new Map<string, number[]>();
  let takes = 0;
  return {
    async take(key, limit, windowMs, now) {
      const at = now.getTime();
      const since = at - windowMs;
      const times = (events.get(key) ?? []).filter((t) => t > since && t <= at);
      events.set(key, times);
      if (times.length >= limit) return { ok: false, retryAfterSeconds: retryAfter(times[0]!, windowMs, at) };
      times.push(at);
      // Now and then, forget the keys whose events have all left the window, so the map does not grow for ever.
      if ((takes += 1) % 1000 === 0) {
        for (const [k, list] of events) if (list.every((t) => t <= since)) events.delete(k);
      }
      return {
        ok: true,
        undo: async () => {
          const list = events.get(key);
          const index = list?.lastIndexOf(at) ?? -1;
          if (list && index >= 0) list.splice(index, 1);
          if (list?.length === 0) events.delete(key);
        },
      };
    },
    degraded: () => [],
    close: async () => {},
  };
}

/**
 * The same check, atomic in Redis (one script): a sorted set per key, scored by time; events outside the window
 * are dropped, the ones inside (up to now) counted, and the new one added when there is room.
 */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
local n = redis.call('ZCOUNT', KEYS[1], '(' .. (ARGV[1] - ARGV[2]), ARGV[1])
if n >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (ARGV[1] - ARGV[2]), ARGV[1], 'WITHSCORES', 'LIMIT', 0, 1)
  return {0, oldest[2]}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2] * 2)
return {1, 0}
`;

/** What the Redis store tells the log: one warning when Redis goes away, one line when it is back. */
type RateLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export interface RedisRateStoreOptions {
  prefix?: string;
  log: RateLog;
  /** How long a take waits for Redis before it counts in memory instead (and Redis is reconnected). */
  commandTimeoutMs?: number;
}

/**
 * Shared by every instance on one Redis: the cap holds for a user whichever instance their requests reach.
 *
 * Redis is a help, not a dependency: while it cannot be reached (refused, gone, not answering within
 * `commandTimeoutMs`) every take is counted in this instance's memory instead, at once, with one warning in the log
 * when it goes away and one line when it is back; /readyz names it as degraded meanwhile. Every take is also
 * counted in memory while Redis works, so a limit holds across the switch both ways: a take must fit this
 * instance's own count and, when Redis answers, the shared one.
 */
export function redisRateStore(url: string, options: RedisRateStoreOptions): RateStore {
  const { prefix = 'mentor:rate:', log, commandTimeoutMs = 500 } = options;
  const local = memoryRateStore();
  const redis = new Redis(url, {
    lazyConnect: false,
    // A command while disconnected fails at once (it is counted in memory) rather than waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: commandTimeoutMs,
    // Reconnect for ever, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  let closing = false;
  const wentDown = (error: unknown) => {
    if (state === 'down' || closing) return;
    state = 'down';
    log.warn(
      { err: error },
      "Redis is unreachable: the rate limits are counted in this instance's memory until it is back",
    );
  };
  // Without a listener ioredis prints "[ioredis] Unhandled error event" for every failed reconnect.
  redis.on('error', wentDown);
  redis.on('ready', () => {
    if (state === 'down') log.info('Redis is reachable again: the rate limits are shared through it again');
    state = 'up';
  });
  // The first connection: a take waits for it briefly (a start on a working Redis counts there from the first take).
  const firstConnection = new Promise<void>((resolve) => {
    const done = () => resolve();
    redis.once('ready', done);
    redis.once('error', done);
    setTimeout(done, commandTimeoutMs).unref();
  });

  async function takeShared(key: string, limit: number, windowMs: number, at: number): Promise<Take | null> {
    if (state === 'connecting') await firstConnection;
    if (redis.status !== 'ready') {
      // Refused, gone, or connected without answering (its ready check pending): counted in memory.
      wentDown(new Error(`Redis is not ready (${redis.status})`));
      return null;
    }
    const member = `${at}:${randomUUID()}`;
    const redisKey = prefix + key;
    try {
      const [ok, oldest] = (await redis.eval(TAKE_SCRIPT, 1, redisKey, at, windowMs, limit, member)) as [
        number,
        string | number,
      ];
      if (ok !== 1) return { ok: false, retryAfterSeconds: retryAfter(Number(oldest), windowMs, at) };
      return {
        ok: true,
        undo: async () => {
          await redis.zrem(redisKey, member).catch(() => {});
        },
      };
    } catch (error) {
      // Not answering in time (a stalled connection) or gone meanwhile: counted in memory, and the connection is
      // made again (ready once Redis answers).
      wentDown(error);
      if (redis.status === 'ready') redis.disconnect(true);
      return null;
    }
  }

  return {
    async take(key, limit, windowMs, now) {
      const mine = await local.take(key, limit, windowMs, now);
      if (!mine.ok) return mine;
      const shared = await takeShared(key, limit, windowMs, now.getTime());
      if (shared === null) return mine;
      if (!shared.ok) {
        await mine.undo();
        return shared;
      }
      return {
        ok: true,
        undo: async () => {
          await mine.undo();
          await shared.undo();
        },
      };
    },
    degraded: () => (state === 'up' && redis.status === 'ready' ? [] : ['redis']),
    close: async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createRateStore(redisUrl: string | undefined, log: RateLog): RateStore {
  return redisUrl ? redisRateStore(redisUrl, { log }) : memoryRateStore();
}

import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export type Take = { ok: true; undo: () => Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * At most `limit` events per key in any rolling window of `windowMs` (by the `now` given: the app's clock). `take`
 * counts an event when there is room (`undo` takes it back: a refused send is not counted) and otherwise says how
 * long until there is.
 */
export interface RateStore {
  take(key: string, limit: number, windowMs: number, now: Date): Promise<Take>;
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

/** Shared by every instance on one Redis: the cap holds for a user whichever instance their requests reach. */
export function redisRateStore(url: string, prefix = 'mentor:rate:'): RateStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async take(key, limit, windowMs, now) {
      const at = now.getTime();
      const member = `${at}:${randomUUID()}`;
      const redisKey = prefix + key;
      const [ok, oldest] = (await redis.eval(TAKE_SCRIPT, 1, redisKey, at, windowMs, limit, member)) as [
        number,
        string | number,
      ];
      if (ok !== 1) return { ok: false, retryAfterSeconds: retryAfter(Number(oldest), windowMs, at) };
      return {
        ok: true,
        undo: async () => {
          await redis.zrem(redisKey, member);
        },
      };
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createRateStore(redisUrl: string | undefined): RateStore {
  return redisUrl ? redisRateStore(redisUrl) : memoryRateStore();
}

import { describe, expect, it } from 'vitest';
import { RollingLimit } from './rolling-limit';

describe('RollingLimit', () => {
  it('allows `limit` events per key in a rolling window, then says when there is room again', () => {
    const limit = new RollingLimit(2, 60_000);
    const at = (s: number) => new Date(Date.UTC(2026, 10, 10, 9, 0, s));
    expect(limit.take('a', at(0))).toEqual({ ok: true });
    expect(limit.take('a', at(10))).toEqual({ ok: true });
    expect(limit.take('a', at(20))).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(limit.take('b', at(20))).toEqual({ ok: true });
    // The first event leaves the window a minute after it happened.
    expect(limit.take('a', at(59))).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limit.take('a', at(60))).toEqual({ ok: true });
  });
});

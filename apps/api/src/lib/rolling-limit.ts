/**
 * At most `limit` events per key in any rolling window of `windowMs`, in memory (one app instance). `take` counts an
 * event when there is room and otherwise says how long until there is.
 */
export class RollingLimit {
  private readonly events = new Map<string, number[]>();
  private takes = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(key: string, now: Date): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const at = now.getTime();
    const since = at - this.windowMs;
    const times = (this.events.get(key) ?? []).filter((t) => t > since && t <= at);
    if (times.length >= this.limit) {
      this.events.set(key, times);
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + this.windowMs - at) / 1000)),
      };
    }
    times.push(at);
    this.events.set(key, times);
    // Now and then, forget the keys whose events have all left the window, so the map does not grow for ever.
    if ((this.takes += 1) % 1000 === 0) {
      for (const [k, list] of this.events) if (list.every((t) => t <= since)) this.events.delete(k);
    }
    return { ok: true };
  }
}

/**
 * The one refresh rule for screens that show background work (a queued mail, a title, a summary, memories, a
 * goal's progress from a session): the query that shows the work pending is fetched again every
 * POLL_INTERVAL_MS while its data says so, and no longer once it does not. A stretch of pending work is looked
 * at for POLL_LIMIT_MS at most, so a job that is stuck is not polled forever (the screen's Refresh, or opening it
 * again, still reads it). The app's queries otherwise never go stale by themselves (spec section 9).
 */

/** How often a query is fetched again while the work it shows is pending (ms). */
export const POLL_INTERVAL_MS = 1_500;

/** How long one stretch of pending work is polled before the query stops looking by itself (ms). */
export const POLL_LIMIT_MS = 3 * 60_000;

/** The part of a TanStack query the rule reads: its data (undefined before the first answer). */
interface QueryLike<TData> {
  state: { data: TData | undefined };
}

export interface PollOptions {
  intervalMs?: number;
  limitMs?: number;
}

/**
 * A `refetchInterval` for TanStack Query: POLL_INTERVAL_MS while `isPending(data)`, false otherwise and once the
 * work has been pending for POLL_LIMIT_MS. Make it once, at module level: it remembers per query when the pending
 * stretch began.
 *
 *   const whileSending = pollWhilePending((data: OutboxData) => data.pages.some(...));
 *   useInfiniteQuery({ ...options, refetchInterval: whileSending });
 */
export function pollWhilePending<TData>(
  isPending: (data: TData) => boolean,
  { intervalMs = POLL_INTERVAL_MS, limitMs = POLL_LIMIT_MS }: PollOptions = {},
): (query: QueryLike<TData>) => number | false {
  const pendingSince = new WeakMap<QueryLike<TData>, number>();
  return (query) => {
    const data = query.state.data;
    if (data === undefined || !isPending(data)) {
      pendingSince.delete(query);
      return false;
    }
    const now = Date.now();
    const since = pendingSince.get(query) ?? now;
    pendingSince.set(query, since);
    return now - since < limitMs ? intervalMs : false;
  };
}

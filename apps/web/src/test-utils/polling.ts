/**
 * For tests of screens that refresh while background work is pending (lib/poll.ts): the refresh rule's timers are
 * fake (setInterval, the clock) while everything else runs for real (the stub's answers, findBy/waitFor), so a test
 * moves time on by the poll interval and counts the calls, never waiting on the wall clock.
 *
 *   fakePollingTimers();
 *   const { queryClient } = render(<HistoryView />);
 *   await poll(queryClient, POLL_INTERVAL_MS);  // one look again, answered
 *   expect(server.calls('summaries.list')).toHaveLength(2);
 */
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { vi } from 'vitest';

/** Fakes the timers TanStack Query polls with (and the clock the rule measures with); timeouts stay real. */
export function fakePollingTimers(): void {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
}

/**
 * Waits (in real time, a few ms at a go) until no query has been fetching for two looks in a row: a fetch whose
 * answer makes the screen read something else (an effect that invalidates) is waited for too.
 */
export async function settled(queryClient: QueryClient): Promise<void> {
  // A look is idle when nothing is fetching and nothing in the cache changed since the previous look: an answer
  // that just arrived may still make an effect invalidate another query.
  let changes = 0;
  const stop = queryClient.getQueryCache().subscribe(() => {
    changes += 1;
  });
  try {
    let idleLooks = 0;
    for (let i = 0; i < 400 && idleLooks < 2; i += 1) {
      const before = changes;
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
      idleLooks = queryClient.isFetching() > 0 || changes !== before ? 0 : idleLooks + 1;
    }
    if (idleLooks < 2) throw new Error('queries still fetching after 2 s');
  } finally {
    stop();
  }
}

/** Lets `ms` of polling pass, and waits until the calls it made are answered. */
export async function poll(queryClient: QueryClient, ms: number): Promise<void> {
  await settled(queryClient);
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settled(queryClient);
}

/**
 * The api's `chat.sessionWork` for one session whose work after a reply is pending until `finish()` (the job has
 * run), then finished. Its `answer` is the stub handler; screen handlers read `done` to answer what the work wrote.
 */
export function sessionWorkOf(sessionId: string) {
  let done = false;
  return {
    answer: () => (done ? { pending: [], finished: [sessionId] } : { pending: [sessionId], finished: [] }),
    finish: () => {
      done = true;
    },
    get done() {
      return done;
    },
  };
}

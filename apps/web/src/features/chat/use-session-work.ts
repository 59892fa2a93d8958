import type { SessionWork } from '@mentor/validation';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pollWhilePending } from '../../lib/poll';
import { useTRPC } from '../../lib/trpc';

type Trpc = ReturnType<typeof useTRPC>;

/** `chat.sessionWork` is read again while a session's work is still to be done (lib/poll.ts). */
const whileWorkPending = pollWhilePending((work: SessionWork) => work.pending.length > 0);

type WorkState = 'pending' | 'finished';

/** What each QueryClient (the app has one) has seen of each session's work: its results are read on a change. */
const seenBy = new WeakMap<QueryClient, Map<string, WorkState>>();

function seenOf(queryClient: QueryClient): Map<string, WorkState> {
  let seen = seenBy.get(queryClient);
  if (!seen) {
    seen = new Map();
    seenBy.set(queryClient, seen);
  }
  return seen;
}

/**
 * Records `work` and answers whether a session's work finished since it was last seen: it was pending and is no
 * longer, or it is finished and was not seen so (the first answer of a visit, read while the work finished).
 */
function noteWork(queryClient: QueryClient, work: SessionWork): boolean {
  const seen = seenOf(queryClient);
  const now = new Map<string, WorkState>([
    ...work.finished.map((id) => [id, 'finished'] as const),
    ...work.pending.map((id) => [id, 'pending'] as const),
  ]);
  let changed = false;
  for (const [id, state] of seen) if (state === 'pending' && now.get(id) !== 'pending') changed = true;
  for (const [id, state] of now) if (state === 'finished' && seen.get(id) !== 'finished') changed = true;
  seen.clear();
  for (const [id, state] of now) seen.set(id, state);
  return changed;
}

/** What the work after a reply writes: session titles, summaries, memories, goals' progress (and their stats). */
function refetchSessionResults(queryClient: QueryClient, trpc: Trpc): void {
  void queryClient.invalidateQueries(trpc.chat.listSessions.pathFilter());
  void queryClient.invalidateQueries(trpc.chat.getSession.pathFilter());
  void queryClient.invalidateQueries(trpc.chat.search.pathFilter());
  void queryClient.invalidateQueries(trpc.summaries.pathFilter());
  void queryClient.invalidateQueries(trpc.goals.pathFilter());
  void queryClient.invalidateQueries(trpc.memory.pathFilter());
}

/**
 * For a screen that shows what the work after a reply writes (the chat's titles and linked goal, History and the
 * overview's summaries, goals' progress, the remembered facts): reads `chat.sessionWork`, again every poll interval
 * while a session's work is pending, and when a session's work has finished reads that screen's results again
 * (every other screen's too: they are fetched when they next open). Nothing is polled while no work is pending.
 */
export function useSessionWork(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...trpc.chat.sessionWork.queryOptions(), refetchInterval: whileWorkPending });
  useEffect(() => {
    if (data && noteWork(queryClient, data)) refetchSessionResults(queryClient, trpc);
  }, [data, queryClient, trpc]);
}

/**
 * After a reply (or a Stop, a regenerate, an edit): the session's work has just been queued. It is counted as
 * pending at once (so its end is noticed even when the work is done before the next answer) and looked at again.
 */
export function expectSessionWork(queryClient: QueryClient, trpc: Trpc, sessionId: string): void {
  seenOf(queryClient).set(sessionId, 'pending');
  queryClient.setQueryData(trpc.chat.sessionWork.queryKey(), (old) => ({
    pending: [...(old?.pending.filter((id) => id !== sessionId) ?? []), sessionId],
    finished: old?.finished.filter((id) => id !== sessionId) ?? [],
  }));
  void queryClient.invalidateQueries(trpc.chat.sessionWork.queryFilter());
}

import {
  ADMIN_CACHE_MS,
  ADMIN_RECENT_USERS,
  MESSAGES,
  type OutboxItem,
  type OutboxPage,
  type OutboxStatus,
  type SupportStatus,
} from '@mentor/validation';
import {
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { trpcErrorCode } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { pollWhilePending } from '../../lib/poll';
import type { ErrorToast } from '../../lib/query-client';
import { useTRPC } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-auth';

/** Spec section 9: admin data is cached 30 s (the app default is never stale). */
const cached = { staleTime: ADMIN_CACHE_MS } as const;

/** The server refused the signed-in member (403): the dashboard shows its no-access state. */
export function isForbidden(error: unknown): boolean {
  return trpcErrorCode(error) === 'FORBIDDEN';
}

export function useAdminUserStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.userStats.queryOptions(undefined, cached));
}

export function useAdminRevenueStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.revenueStats.queryOptions(undefined, cached));
}

export function useAdminUsageStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.usageStats.queryOptions(undefined, cached));
}

/** Messages the safety screen flagged, per day and category over the last 30 days (counts only). */
export function useAdminSafetyStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.safetyStats.queryOptions(undefined, cached));
}

/** Thumbs up and down on the mentor's replies per mentor and per provider/model, and the latest reasons. */
export function useAdminFeedbackStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.feedbackStats.queryOptions(undefined, cached));
}

/** Sessions started and sign-ups per day over the last 30 days. */
export function useAdminDaily() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.daily.queryOptions(undefined, cached));
}

export function useAdminSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.settings.queryOptions(undefined, cached));
}

/** The mentors (Settings tab: mentor personalities). */
export function useMentorList() {
  const trpc = useTRPC();
  return useQuery(trpc.mentors.list.queryOptions(undefined, cached));
}

/** Recent Activity: the newest 5 users. */
export function useRecentUsers() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.users.queryOptions({ limit: ADMIN_RECENT_USERS }, cached));
}

/** The users list, newest first, searched, a page at a time ('Show more' loads the next). */
export function useAdminUsers(search: string) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.users.infiniteQueryOptions(
      { search: search.trim() || undefined },
      { ...cached, getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
  );
}

/** Support requests, newest first, open or resolved, a page at a time. */
export function useSupportRequests(status: SupportStatus) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.supportRequests.infiniteQueryOptions(
      { status },
      { ...cached, getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
  );
}

/** A message whose job has still to run: queued, or retrying after a failed attempt. */
function isOutboxPending(item: Pick<OutboxItem, 'status'>): boolean {
  return item.status === 'queued' || item.status === 'retrying';
}

/** The outbox is looked at again while a message it shows is still to be sent (lib/poll.ts). */
const whileOutboxSending = pollWhilePending((data: InfiniteData<OutboxPage, unknown>) =>
  data.pages.some((page) => page.items.some(isOutboxPending)),
);
const whileMessageSending = pollWhilePending(isOutboxPending);

/**
 * The email outbox, newest first, all or one status, a page at a time. Fetched again while a message it shows is
 * queued or retrying, so its row moves to sent, kept or failed by itself.
 */
export function useOutbox(status: OutboxStatus | undefined) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.outbox.infiniteQueryOptions(
      { status },
      {
        ...cached,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
        refetchInterval: whileOutboxSending,
      },
    ),
  );
}

/**
 * One message of the outbox whole (both parts, headers); nothing is asked while `id` is null. Fetched again while
 * it is queued or retrying (its parts are written when its job runs).
 */
export function useOutboxMessage(id: string | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.admin.outboxMessage.queryOptions(id ? { id } : skipToken, {
      ...cached,
      refetchInterval: whileMessageSending,
    }),
  );
}

/**
 * After a change to a user: the lists and the figures are fetched again (every tab's, the ones not shown when it
 * opens). When the admin changed their own plan, what the app shows of their own account follows too.
 */
function useRefetchUsers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  return (changedUserId: string) =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.users.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.userStats.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.revenueStats.pathFilter()),
      ...(changedUserId === me.id
        ? [
            queryClient.invalidateQueries(trpc.auth.me.queryFilter()),
            queryClient.invalidateQueries(trpc.billing.status.queryFilter()),
            queryClient.invalidateQueries(trpc.chat.quota.queryFilter()),
            queryClient.invalidateQueries(trpc.trial.status.queryFilter()),
          ]
        : []),
    ]);
}

/** A failure toast with the server's message when it says what was wrong (400/404), else the fallback. */
function failureToast(fallback: string): (error: unknown) => ErrorToast {
  return (error) => {
    const code = trpcErrorCode(error);
    const specific = (code === 'BAD_REQUEST' || code === 'NOT_FOUND') && error instanceof Error;
    return { title: MESSAGES.admin.actionFailedTitle, message: specific ? error.message : fallback };
  };
}

/** admin.setPlan: a user's plan tier and monthly session limit. */
export function useSetPlan() {
  const trpc = useTRPC();
  const refetch = useRefetchUsers();
  return useMutation(
    trpc.admin.setPlan.mutationOptions({
      meta: { errorToast: failureToast(MESSAGES.admin.planSaveFailed) },
      onSuccess: async (_user, input) => {
        notifySuccess(MESSAGES.admin.planSavedTitle, MESSAGES.admin.planSavedBody);
        await refetch(input.userId);
      },
    }),
  );
}

/** admin.ban: the user is signed out everywhere and cannot sign in. */
export function useBanUser() {
  const trpc = useTRPC();
  const refetch = useRefetchUsers();
  return useMutation(
    trpc.admin.ban.mutationOptions({
      meta: { errorToast: failureToast(MESSAGES.admin.banFailed) },
      onSuccess: async (_user, input) => {
        notifySuccess(MESSAGES.admin.bannedTitle, MESSAGES.admin.bannedBody);
        await refetch(input.userId);
      },
    }),
  );
}

/** admin.unban: the user may sign in again. */
export function useUnbanUser() {
  const trpc = useTRPC();
  const refetch = useRefetchUsers();
  return useMutation(
    trpc.admin.unban.mutationOptions({
      meta: { errorToast: failureToast(MESSAGES.admin.banFailed) },
      onSuccess: async (_user, input) => {
        notifySuccess(MESSAGES.admin.unbannedTitle, MESSAGES.admin.unbannedBody);
        await refetch(input.userId);
      },
    }),
  );
}

/** admin.resolveSupportRequest: the request moves from Open to Resolved. */
export function useResolveSupportRequest() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.resolveSupportRequest.mutationOptions({
      meta: { errorToast: failureToast(MESSAGES.admin.resolveFailed) },
      onSuccess: async () => {
        notifySuccess(MESSAGES.admin.resolvedTitle, MESSAGES.admin.resolvedBody);
        await queryClient.invalidateQueries(trpc.admin.supportRequests.pathFilter());
      },
    }),
  );
}

import { MESSAGES, type Goal } from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

/** The signed-in user's goals, newest first. */
export function useGoals() {
  const trpc = useTRPC();
  return useQuery(trpc.goals.list.queryOptions());
}

/** The goals view stat cards (and whether the user has any session, for onboarding). */
export function useGoalStats() {
  const trpc = useTRPC();
  return useQuery(trpc.goals.stats.queryOptions());
}

/** Puts an updated goal into the cached list at once, then refetches the list and the stats. */
function useGoalChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (goal: Goal | null) => {
    if (goal) {
      queryClient.setQueryData(trpc.goals.list.queryKey(), (old) =>
        old?.map((g) => (g.id === goal.id ? goal : g)),
      );
    }
    await Promise.all([
      queryClient.invalidateQueries(trpc.goals.list.queryFilter()),
      queryClient.invalidateQueries(trpc.goals.stats.queryFilter()),
    ]);
  };
}

const UPDATE_TOAST_ID = 'goal-updated';

/**
 * 'Goal updated successfully'. Presses in a row (+10%, +10%, ...) replace the toast instead of queueing one per
 * press behind the one-at-a-time limit.
 */
function notifyGoalUpdated(): void {
  notifySuccess(MESSAGES.goals.createSuccessTitle, MESSAGES.goals.updateSuccess, { id: UPDATE_TOAST_ID });
}

function notifyUpdateFailed(error: unknown): void {
  // An unauthorized error already shows its own toast and redirects (lib/query-client).
  if (!isUnauthorizedError(error)) notifyError(MESSAGES.goals.createFailTitle, MESSAGES.goals.updateFail);
}

/** goals.create with the spec's toasts; the list and stats are refetched afterwards. */
export function useCreateGoal() {
  const trpc = useTRPC();
  const changed = useGoalChanged();
  return useMutation(
    trpc.goals.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess(MESSAGES.goals.createSuccessTitle, MESSAGES.goals.createSuccess);
        await changed(null);
      },
      onError: (error) => {
        if (!isUnauthorizedError(error))
          notifyError(MESSAGES.goals.createFailTitle, MESSAGES.goals.createFail);
      },
    }),
  );
}

/** goals.update (progress, status, ...) with the spec's toasts. */
export function useUpdateGoal() {
  const trpc = useTRPC();
  const changed = useGoalChanged();
  return useMutation(
    trpc.goals.update.mutationOptions({
      onSuccess: async (goal) => {
        notifyGoalUpdated();
        await changed(goal);
      },
      onError: async (error) => {
        notifyUpdateFailed(error);
        await changed(null);
      },
    }),
  );
}

/** The list with one milestone done (completedAt now) or not done: the optimistic view of a toggle. */
export function withMilestone(
  list: readonly Goal[],
  goalId: string,
  milestoneId: string,
  completed: boolean,
  now: Date,
): Goal[] {
  return list.map((g) =>
    g.id === goalId
      ? {
          ...g,
          milestones: g.milestones.map((m) =>
            m.id === milestoneId
              ? { ...m, completed, completedAt: completed ? (m.completedAt ?? now.toISOString()) : null }
              : m,
          ),
        }
      : g,
  );
}

/**
 * goals.toggleMilestone: a milestone done or not done, with the update toasts. Optimistic: the checkbox follows
 * at once and goes back if the call fails.
 */
export function useToggleMilestone() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useGoalChanged();
  const listKey = trpc.goals.list.queryKey();
  return useMutation(
    trpc.goals.toggleMilestone.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData(listKey);
        queryClient.setQueryData(listKey, (old) =>
          old ? withMilestone(old, input.goalId, input.milestoneId, input.completed, new Date()) : old,
        );
        return { previous };
      },
      onSuccess: async (goal) => {
        notifyGoalUpdated();
        await changed(goal);
      },
      onError: async (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
        notifyUpdateFailed(error);
        await changed(null);
      },
    }),
  );
}

import { MESSAGES, type Goal, type MilestoneToggleInput } from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpcErrorCode } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { optimisticUpdate } from '../../lib/optimistic';
import type { ErrorToast } from '../../lib/query-client';
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

/** After a goal changed: puts the saved goal (when known) into the cached list, and refetches the list and the stats. */
function useGoalChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.goals.list.queryFilter()),
      queryClient.invalidateQueries(trpc.goals.stats.queryFilter()),
    ]);
  const put = (goal: Goal) =>
    queryClient.setQueryData(trpc.goals.list.queryKey(), (old) =>
      old?.map((g) => (g.id === goal.id ? goal : g)),
    );
  return { put, refetch };
}

const UPDATE_TOAST_ID = 'goal-updated';

/**
 * 'Goal updated successfully'. Presses in a row (+10%, +10%, ...) replace the toast instead of queueing one per
 * press behind the one-at-a-time limit.
 */
function notifyGoalUpdated(): void {
  notifySuccess(MESSAGES.goals.createSuccessTitle, MESSAGES.goals.updateSuccess, { id: UPDATE_TOAST_ID });
}

const UPDATE_FAILED: ErrorToast = {
  title: MESSAGES.goals.createFailTitle,
  message: MESSAGES.goals.updateFail,
};

/** goals.create with the spec's toasts; the list and stats are refetched afterwards. */
export function useCreateGoal() {
  const trpc = useTRPC();
  const changed = useGoalChanged();
  return useMutation(
    trpc.goals.create.mutationOptions({
      meta: {
        // At the goals limit the toast says so; any other failure is the spec's 'Failed to create goal'.
        errorToast: (error) => ({
          title: MESSAGES.goals.createFailTitle,
          message: trpcErrorCode(error) === 'CONFLICT' ? MESSAGES.goals.tooMany : MESSAGES.goals.createFail,
        }),
      },
      onSuccess: async () => {
        notifySuccess(MESSAGES.goals.createSuccessTitle, MESSAGES.goals.createSuccess);
        await changed.refetch();
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
      meta: { errorToast: UPDATE_FAILED },
      onSuccess: (goal) => {
        notifyGoalUpdated();
        changed.put(goal);
      },
      onSettled: changed.refetch,
    }),
  );
}

/** The list with one milestone done (completedAt now) or not done: the optimistic view of a toggle. */
function withMilestone(
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
  return useMutation(
    trpc.goals.toggleMilestone.mutationOptions({
      meta: { errorToast: UPDATE_FAILED },
      ...optimisticUpdate(
        queryClient,
        trpc.goals.list.queryKey(),
        (list, input: MilestoneToggleInput) =>
          withMilestone(list, input.goalId, input.milestoneId, input.completed, new Date()),
        { invalidate: changed.refetch },
      ),
      onSuccess: (goal) => {
        notifyGoalUpdated();
        changed.put(goal);
      },
    }),
  );
}

/**
 * goals.undoAutoProgress: puts back the progress (and milestones) a session changed. When the goal changed
 * since, the toast says the change can no longer be undone, and the list is refetched (the notice goes away).
 */
export function useUndoAutoProgress() {
  const trpc = useTRPC();
  const changed = useGoalChanged();
  return useMutation(
    trpc.goals.undoAutoProgress.mutationOptions({
      meta: {
        errorToast: (error) => ({
          title: MESSAGES.goals.createFailTitle,
          message:
            trpcErrorCode(error) === 'CONFLICT'
              ? MESSAGES.goals.autoProgressUndoGone
              : MESSAGES.goals.updateFail,
        }),
      },
      onSuccess: (goal) => {
        notifySuccess(MESSAGES.goals.createSuccessTitle, MESSAGES.goals.autoProgressUndone, {
          id: UPDATE_TOAST_ID,
        });
        changed.put(goal);
      },
      onSettled: changed.refetch,
    }),
  );
}

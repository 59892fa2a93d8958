import { SUMMARY_LABELS, type SummaryListItem } from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

/** The signed-in user's session summaries, newest first. */
export function useSummaries() {
  const trpc = useTRPC();
  return useQuery(trpc.summaries.list.queryOptions());
}

/** The list with one action item set to `completed` (a new array; the other summaries are kept as they are). */
export function withActionItem(
  list: readonly SummaryListItem[],
  summaryId: string,
  index: number,
  completed: boolean,
): SummaryListItem[] {
  return list.map((s) =>
    s.id === summaryId
      ? { ...s, actionItems: s.actionItems.map((item, i) => (i === index ? { ...item, completed } : item)) }
      : s,
  );
}

/**
 * Ticks an action item done or not done. Optimistic: the list shows the change at once; on failure that item
 * goes back and an error toast shows. The list is refetched afterwards either way.
 */
export function useToggleActionItem() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.summaries.list.queryKey();
  return useMutation(
    trpc.summaries.toggleActionItem.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        queryClient.setQueryData(listKey, (old) =>
          old ? withActionItem(old, input.summaryId, input.index, input.completed) : old,
        );
      },
      onError: (error, input) => {
        queryClient.setQueryData(listKey, (old) =>
          old ? withActionItem(old, input.summaryId, input.index, !input.completed) : old,
        );
        // An unauthorized error already shows its own toast and redirects (lib/query-client).
        if (!isUnauthorizedError(error))
          notifyError(SUMMARY_LABELS.toggleFailTitle, SUMMARY_LABELS.toggleFail);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );
}

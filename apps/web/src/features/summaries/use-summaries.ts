import { SUMMARY_LABELS, type ActionItemToggleInput, type SummaryListItem } from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from '../../lib/optimistic';
import { useTRPC } from '../../lib/trpc';

/** The signed-in user's session summaries, newest first. */
export function useSummaries() {
  const trpc = useTRPC();
  return useQuery(trpc.summaries.list.queryOptions());
}

/** The list with one action item set to `completed` (a new array; the other summaries are kept as they are). */
function withActionItem(
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
  return useMutation(
    trpc.summaries.toggleActionItem.mutationOptions({
      meta: { errorToast: { title: SUMMARY_LABELS.toggleFailTitle, message: SUMMARY_LABELS.toggleFail } },
      ...optimisticUpdate(
        queryClient,
        trpc.summaries.list.queryKey(),
        (list, input: ActionItemToggleInput) =>
          withActionItem(list, input.summaryId, input.index, input.completed),
        // Only this item goes back: ticks made meanwhile stay.
        { undo: (list, input) => withActionItem(list, input.summaryId, input.index, !input.completed) },
      ),
    }),
  );
}

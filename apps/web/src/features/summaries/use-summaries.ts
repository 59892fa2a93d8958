import {
  LIST_PAGE_SIZE_MAX,
  OVERVIEW_SUMMARIES,
  SUMMARY_LABELS,
  type ActionItemToggleInput,
  type SummaryListItem,
} from '@mentor/validation';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from '../../lib/optimistic';
import { itemsOf, mapItems, pageParams, type Pages } from '../../lib/pages';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

/**
 * The signed-in user's session summaries, newest first, a page at a time (History: the next page on 'Show more').
 * `limit` asks for only what a screen shows (the dashboard's latest two); the api's default page otherwise.
 */
export function useSummaries(limit?: number) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.summaries.list.infiniteQueryOptions(limit === undefined ? {} : { limit }, pageParams),
  );
  return { ...query, summaries: query.data ? itemsOf(query.data) : undefined };
}

/** The dashboard's latest summaries: only the OVERVIEW_SUMMARIES it shows are asked for. */
export function useRecentSummaries() {
  return useSummaries(OVERVIEW_SUMMARIES);
}

/**
 * Every summary, asked a page at a time (the largest page), for 'Export All': the one place that reads the whole
 * list, on the person's request.
 */
export function useFetchAllSummaries() {
  const client = useTRPCClient();
  return async (): Promise<SummaryListItem[]> => {
    const all: SummaryListItem[] = [];
    let cursor: string | null = null;
    do {
      const page = await client.summaries.list.query({ cursor, limit: LIST_PAGE_SIZE_MAX });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  };
}

/** The pages with one action item set to `completed` (the other summaries are kept as they are). */
function withActionItem<P>(
  pages: Pages<SummaryListItem, P>,
  summaryId: string,
  index: number,
  completed: boolean,
): Pages<SummaryListItem, P> {
  return mapItems(pages, (list) =>
    list.map((s) =>
      s.id === summaryId
        ? { ...s, actionItems: s.actionItems.map((item, i) => (i === index ? { ...item, completed } : item)) }
        : s,
    ),
  );
}

/**
 * Ticks an action item done or not done. Optimistic: every loaded list (History's pages, the dashboard's two)
 * shows the change at once; on failure that item goes back and an error toast shows. The lists are refetched
 * afterwards either way.
 */
export function useToggleActionItem() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.summaries.toggleActionItem.mutationOptions({
      meta: { errorToast: { title: SUMMARY_LABELS.toggleFailTitle, message: SUMMARY_LABELS.toggleFail } },
      ...optimisticUpdate(
        queryClient,
        trpc.summaries.list.infiniteQueryKey(),
        (pages, input: ActionItemToggleInput) =>
          withActionItem(pages, input.summaryId, input.index, input.completed),
        // Only this item goes back: ticks made meanwhile stay.
        { undo: (pages, input) => withActionItem(pages, input.summaryId, input.index, !input.completed) },
      ),
    }),
  );
}

import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';

/** What `onMutate` keeps for a rollback: the cached data before the change, of every query it changed. */
interface OptimisticContext<TData> {
  previous: [QueryKey, TData | undefined][];
}

export interface OptimisticOptions<TData, TVariables> {
  /**
   * Undoes this one change after a failure, on the data as it is then, so other changes made meanwhile stay.
   * Without it the snapshot taken before the change is put back.
   */
  undo?: (data: TData, variables: TVariables) => TData;
  /** What to refetch once the call settles, either way (default: the query itself). */
  invalidate?: () => Promise<unknown>;
}

/** The `onMutate` / `onError` / `onSettled` options of an optimistic mutation, to spread into its options. */
export interface OptimisticHandlers<TData, TVariables> {
  onMutate: (variables: TVariables) => OptimisticContext<TData>;
  onError: (error: unknown, variables: TVariables, context: OptimisticContext<TData> | undefined) => void;
  onSettled: () => Promise<unknown>;
}

/**
 * The one optimistic update: when the call starts, a fetch of the query in flight is cancelled, its data is
 * snapshotted and `apply` shows the change at once; a failure rolls back (the snapshot, or `undo`); the query
 * is refetched once the call settles. The key is a prefix: every cached query under it changes (e.g. each page
 * size of a paged list: `trpc.summaries.list.infiniteQueryKey()` is the History list and the dashboard's two). The change is applied synchronously inside `mutate()`, so a dragged card
 * stays where it was dropped.
 *
 *   useMutation(trpc.items.delete.mutationOptions({
 *     ...optimisticUpdate(queryClient, trpc.items.list.queryKey(), (list, { id }) => list.filter(...)),
 *     meta: { errorToast: { title, message } },
 *   }));
 */
export function optimisticUpdate<TData, TVariables, TError = unknown>(
  queryClient: QueryClient,
  queryKey: DataTag<QueryKey, TData, TError>,
  apply: (data: TData, variables: TVariables) => TData,
  { undo, invalidate }: OptimisticOptions<TData, TVariables> = {},
): OptimisticHandlers<TData, TVariables> {
  const update = (change: (data: TData) => TData) =>
    queryClient.setQueriesData<TData>({ queryKey }, (old) => (old === undefined ? old : change(old)));
  return {
    onMutate: (variables) => {
      // Not awaited: the change must show at once. A cancelled fetch reverts to the data set here.
      void queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<TData>({ queryKey });
      update((data) => apply(data, variables));
      return { previous };
    },
    onError: (_error, variables, context) => {
      if (undo) update((data) => undo(data, variables));
      else
        for (const [key, data] of context?.previous ?? []) {
          if (data !== undefined) queryClient.setQueryData(key, data);
        }
    },
    onSettled: () => (invalidate ? invalidate() : queryClient.invalidateQueries({ queryKey })),
  };
}

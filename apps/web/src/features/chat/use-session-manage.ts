import { CHAT_VIEW_TEXT, MESSAGES } from '@mentor/validation';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { optimisticUpdate } from '../../lib/optimistic';
import { mapItems, type Pages } from '../../lib/pages';
import { useTRPC } from '../../lib/trpc';
import type { ChatSessionOut } from './chat-types';

/** How long typing pauses before the search is asked (ms). */
const SEARCH_DEBOUNCE_MS = 250;

export interface UseSessionManageOptions {
  /** A session was deleted (it is gone from the cached list already). */
  onDeleted?: (sessionId: string) => void;
}

/**
 * Managing the sidebar's sessions: rename (shown at once, rolled back on failure), delete (keeping or removing
 * the summary), and the full-text search over titles and messages (asked 250 ms after typing pauses).
 */
export function useSessionManage({ onDeleted }: UseSessionManageOptions = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Every loaded page of the sessions list (the key is a prefix).
  const sessionsKey = trpc.chat.listSessions.infiniteQueryKey();

  const rename = useMutation(
    trpc.chat.renameSession.mutationOptions({
      ...optimisticUpdate(
        queryClient,
        sessionsKey,
        (pages, { sessionId, title }) =>
          mapItems(pages, (list) =>
            list.map((s) => (s.id === sessionId ? { ...s, title: title.trim() } : s)),
          ),
        {
          invalidate: () =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: sessionsKey }),
              queryClient.invalidateQueries(trpc.chat.getSession.pathFilter()),
            ]),
        },
      ),
      meta: { errorToast: { title: CHAT_VIEW_TEXT.errorTitle, message: MESSAGES.chat.renameFailed } },
    }),
  );

  const remove = useMutation(
    trpc.chat.deleteSession.mutationOptions({
      meta: { errorToast: { title: CHAT_VIEW_TEXT.errorTitle, message: MESSAGES.chat.deleteFailed } },
      onSuccess: (_data, { sessionId, keepSummary }) => {
        queryClient.setQueriesData<Pages<ChatSessionOut>>({ queryKey: sessionsKey }, (old) =>
          old ? mapItems(old, (list) => list.filter((s) => s.id !== sessionId)) : old,
        );
        queryClient.removeQueries(trpc.chat.getSession.queryFilter({ sessionId }));
        queryClient.removeQueries(trpc.chat.listMessages.queryFilter({ sessionId }));
        onDeleted?.(sessionId);
        notifySuccess(
          MESSAGES.chat.sessionDeleted,
          keepSummary ? CHAT_VIEW_TEXT.deleteKeepsSummary : CHAT_VIEW_TEXT.deleteRemovesSummary,
        );
      },
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: sessionsKey });
        void queryClient.invalidateQueries(trpc.chat.search.pathFilter());
        void queryClient.invalidateQueries(trpc.summaries.pathFilter());
        void queryClient.invalidateQueries(trpc.memory.pathFilter());
      },
    }),
  );

  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.trim().length > 0;
  const search = useQuery({
    ...trpc.chat.search.queryOptions({ query: debounced }),
    enabled: searching && debounced.length > 0,
    // The last answer stays while the next one is asked, so the list does not flicker as the person types.
    placeholderData: keepPreviousData,
  });

  return {
    rename: (sessionId: string, title: string) => rename.mutate({ sessionId, title }),
    deleteSession: (sessionId: string, keepSummary: boolean) => remove.mutate({ sessionId, keepSummary }),
    deleting: remove.isPending,
    query,
    setQuery,
    /** A query is typed: the results replace the list. */
    searching,
    /** The results for the query (the previous query's while the next answer is on its way; null before any). */
    results: searching ? (search.data ?? null) : null,
    searchFailed: searching && search.isError,
  };
}

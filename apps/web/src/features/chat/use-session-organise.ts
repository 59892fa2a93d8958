import { CHAT_VIEW_TEXT } from '@mentor/validation';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsOf, mapItems, pageParams, type Pages } from '../../lib/pages';
import { useTRPC } from '../../lib/trpc';
import type { ChatSessionOut } from './chat-types';

const failed = {
  errorToast: { title: CHAT_VIEW_TEXT.errorTitle, message: CHAT_VIEW_TEXT.sessionUpdateFailed },
};

/**
 * Organising the sidebar's sessions: pin and unpin (pinned ones first), archive and restore, and the Archived
 * view's list (asked for only while it is open). The server's answer is shown at once; the lists are then read
 * again, since a pinned or restored session moves to its place in them.
 */
export function useSessionOrganise({ archivedOpen }: { archivedOpen: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Every loaded page of both lists (the sidebar's and the Archived view's): the key is a prefix.
  const sessionsKey = trpc.chat.listSessions.infiniteQueryKey();
  const archived = useInfiniteQuery({
    ...trpc.chat.listSessions.infiniteQueryOptions({ archived: true }, pageParams),
    enabled: archivedOpen,
  });

  const changeLists = (change: (list: ChatSessionOut[]) => ChatSessionOut[]) =>
    queryClient.setQueriesData<Pages<ChatSessionOut>>({ queryKey: sessionsKey }, (old) =>
      old ? mapItems(old, change) : old,
    );
  const settle = (session: ChatSessionOut) =>
    queryClient.setQueryData(trpc.chat.getSession.queryKey({ sessionId: session.id }), session);
  const readAgain = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionsKey }),
      queryClient.invalidateQueries(trpc.chat.search.pathFilter()),
    ]);

  const pin = useMutation(
    trpc.chat.pinSession.mutationOptions({
      meta: failed,
      onSuccess: (session) => {
        changeLists((list) => list.map((s) => (s.id === session.id ? session : s)));
        settle(session);
      },
      onSettled: readAgain,
    }),
  );
  const archive = useMutation(
    trpc.chat.archiveSession.mutationOptions({
      meta: failed,
      // It leaves the list it was in at once; reading again puts it into the other one.
      onSuccess: (session) => {
        changeLists((list) => list.filter((s) => s.id !== session.id));
        settle(session);
      },
      onSettled: readAgain,
    }),
  );

  return {
    setPinned: (session: ChatSessionOut, pinned: boolean) => pin.mutate({ sessionId: session.id, pinned }),
    setArchived: (session: ChatSessionOut, isArchived: boolean) =>
      archive.mutate({ sessionId: session.id, archived: isArchived }),
    /** The Archived view's list, newest first (undefined before its first page). */
    archived,
    archivedList: archived.data ? itemsOf(archived.data) : undefined,
  };
}

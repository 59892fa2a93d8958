import {
  CHAT_VIEW_TEXT,
  MESSAGES,
  DEFAULT_MENTOR_TYPE,
  MENTOR_TYPE_LABELS,
  chatWelcomeMessage,
  isSessionEnded,
  mentorTypeForGoal,
  sessionLimitBadge,
  sessionTitle,
  transcriptFileName,
  transcriptMarkdown,
  type MentorType,
  type SessionSafety,
} from '@mentor/validation';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { trpcErrorCode } from '../../lib/api';
import { itemsOf, mapItems, pageParams, type Pages } from '../../lib/pages';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-auth';
import type { ChatMessageOut, ChatSessionOut, ReplyRequest, SendInput, StopInput } from './chat-types';
import { withMessages, withReplacedReply } from './cached-messages';
import { withNewSession } from './cached-sessions';
import { displayMessages } from './display-messages';
import { downloadTextFile } from './download';
import { createSessionFailureToast, sendFailureToast } from './send-errors';
import { useNow } from './use-now';
import { useConversationEnd } from './use-conversation-end';
import { useReplyStream, type OpenReplyStream } from './use-reply-stream';
import { expectSessionWork, useSessionWork } from './use-session-work';

export interface UseChatOptions {
  /** The open session (the chat view's `session` search parameter), or null. */
  selectedId: string | null;
  /** Opens `chat.send`'s reply stream (the tRPC client in the app, a fake in tests). */
  openReplyStream: OpenReplyStream;
  /** A session was started (it is already in the cached list). */
  onSessionStarted?: (session: ChatSessionOut) => void;
  /** Starting a session failed (the error toast is shown already). */
  onStartFailed?: () => void;
  /** A message was refused or failed to send (the error toast is shown already). */
  onSendFailed?: (input: SendInput) => void;
}

export interface StartSessionOptions {
  /** The mentor of the new session (default: the one picked for the next session). */
  type?: MentorType;
  /** The goal the session is about. */
  goalId?: string;
}

/**
 * The chat's data (spec sections 2, 4, 5 and 8): the sessions, the open session's messages and linked goal, the
 * month's quota, the mentor picked for the next session (saved as the user's preference), starting a session,
 * sending with the streamed reply and Stop, and the transcript export.
 */
export function useChat({
  selectedId,
  openReplyStream,
  onSessionStarted,
  onStartFailed,
  onSendFailed,
}: UseChatOptions) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const user = useCurrentUser();

  // --- Reading ---------------------------------------------------------------------------------------------
  // Titles and the linked goal's progress are written after each reply: read again once that work is done.
  useSessionWork();
  // The sidebar's sessions, a page at a time ('Show more' asks for the next).
  // (Archived sessions are not in it: the Archived view lists them, useSessionOrganise.)
  const sessions = useInfiniteQuery(
    trpc.chat.listSessions.infiniteQueryOptions({ archived: false }, pageParams),
  );
  const sessionList = useMemo(() => (sessions.data ? itemsOf(sessions.data) : undefined), [sessions.data]);
  const mentors = useQuery(trpc.mentors.list.queryOptions());
  const quota = useQuery(trpc.chat.quota.queryOptions());
  const messages = useQuery({
    ...trpc.chat.listMessages.queryOptions({ sessionId: selectedId ?? '' }),
    enabled: selectedId !== null,
  });

  const listed = useMemo(
    () => (selectedId ? (sessionList?.find((s) => s.id === selectedId) ?? null) : null),
    [sessionList, selectedId],
  );
  // A session older than the loaded pages (a link from History, a bookmark) is asked for by its id.
  const lookup = useQuery({
    ...trpc.chat.getSession.queryOptions({ sessionId: selectedId ?? '' }),
    enabled: selectedId !== null && sessions.isSuccess && listed === null,
  });
  const selected = listed ?? (lookup.data && lookup.data.id === selectedId ? lookup.data : null);
  const now = useNow(15_000, `${selectedId ?? ''}|${selected?.endsAt ?? ''}`);
  const linkedGoalId = selected?.goalId ?? null;
  const goals = useQuery({ ...trpc.goals.list.queryOptions(), enabled: linkedGoalId !== null });
  const linkedGoal = linkedGoalId ? (goals.data?.find((g) => g.id === linkedGoalId) ?? null) : null;
  const goalTitle = linkedGoal?.title ?? null;

  const mentorNameOf = useCallback(
    (type: MentorType) => mentors.data?.find((m) => m.type === type)?.name ?? MENTOR_TYPE_LABELS[type],
    [mentors.data],
  );

  // --- Mentor for the next session (saved as the user's preference) ------------------------------------------
  const [mentorType, setMentorType] = useState<MentorType>(user.preferredMentorType ?? 'career');
  const { mutate: savePreferredMentor } = useMutation(
    trpc.account.setPreferredMentor.mutationOptions({
      meta: {
        errorToast: { title: CHAT_VIEW_TEXT.errorTitle, message: CHAT_VIEW_TEXT.preferenceSaveFailed },
      },
      onSuccess: (updated) => queryClient.setQueryData(trpc.auth.me.queryKey(), updated),
    }),
  );
  const changeMentorType = useCallback(
    (type: MentorType) => {
      setMentorType(type);
      savePreferredMentor({ preferredMentorType: type });
    },
    [savePreferredMentor],
  );

  // --- Starting a session ------------------------------------------------------------------------------------
  /** Sessions started on this visit: they keep their welcome message after the first exchange. */
  const [startedHere, setStartedHere] = useState<ReadonlySet<string>>(() => new Set());
  const createSession = useMutation(
    trpc.chat.createSession.mutationOptions({
      meta: { errorToast: createSessionFailureToast },
      onSuccess: (session) => {
        queryClient.setQueriesData<Pages<ChatSessionOut>>(
          { queryKey: trpc.chat.listSessions.infiniteQueryKey({ archived: false }) },
          (old) => (old ? withNewSession(old, session) : old),
        );
        queryClient.setQueryData(trpc.chat.listMessages.queryKey({ sessionId: session.id }), []);
        setStartedHere((prev) => new Set(prev).add(session.id));
        onSessionStarted?.(session);
        void queryClient.invalidateQueries(trpc.chat.listSessions.infiniteQueryFilter());
      },
      onError: () => onStartFailed?.(),
    }),
  );
  const { mutate: createSessionMutate } = createSession;
  const startSession = useCallback(
    (options: StartSessionOptions = {}) => {
      const create = (type: MentorType) =>
        createSessionMutate({
          mentorType: type,
          title: sessionTitle(mentorNameOf(type), new Date()),
          ...(options.goalId ? { goalId: options.goalId } : {}),
        });
      const { goalId } = options;
      if (options.type || !goalId) {
        create(options.type ?? mentorType);
        return;
      }
      // A goal's session starts with the mentor that fits the goal (business: founder, career, life; other: the
      // preferred mentor), as the server does when no mentor is named.
      void queryClient
        .fetchQuery(trpc.goals.list.queryOptions())
        .then((list) => list.find((g) => g.id === goalId))
        .catch(() => undefined)
        .then((goal) =>
          create(
            goal
              ? mentorTypeForGoal(goal.category, user.preferredMentorType ?? DEFAULT_MENTOR_TYPE)
              : mentorType,
          ),
        );
    },
    [createSessionMutate, mentorType, mentorNameOf, queryClient, trpc, user.preferredMentorType],
  );

  // --- Sending -----------------------------------------------------------------------------------------------
  const client = useTRPCClient();
  // Stop tells the server how much of the reply was shown; the reply it saved (that much, marked stopped) goes
  // into the cached transcript. Its failure is not shown: the request is aborted anyway.
  const stopOnServer = useCallback(
    async (input: StopInput) => {
      const result = await client.chat.stop.mutate(input);
      if (result.message) {
        queryClient.setQueryData(trpc.chat.listMessages.queryKey({ sessionId: input.sessionId }), (old) =>
          withMessages(old, [result.message]),
        );
      }
      return result;
    },
    [client, queryClient, trpc],
  );
  // A message flagged by the safety screen: the session carries the flag from now on (as the server saved it), so
  // the "Get help now" panel shows at once, before the reply's first token.
  const markFlagged = useCallback(
    (safety: SessionSafety, { sessionId }: ReplyRequest) => {
      const flag = (session: ChatSessionOut): ChatSessionOut =>
        session.id === sessionId ? { ...session, safety } : session;
      const sessionsKey = trpc.chat.listSessions.infiniteQueryKey();
      // A fetch of the list already in flight may predate the flag: it is dropped (the list is refetched after
      // the reply).
      void queryClient.cancelQueries({ queryKey: sessionsKey });
      queryClient.setQueriesData<Pages<ChatSessionOut>>({ queryKey: sessionsKey }, (old) =>
        old ? mapItems(old, (list) => list.map(flag)) : old,
      );
      queryClient.setQueryData(trpc.chat.getSession.queryKey({ sessionId }), (old) =>
        old ? flag(old) : old,
      );
    },
    [queryClient, trpc],
  );
  const stream = useReplyStream(openReplyStream, stopOnServer, markFlagged);
  const refreshAfterSend = (sessionId: string) => {
    void queryClient.invalidateQueries(trpc.chat.listMessages.queryFilter({ sessionId }));
    void queryClient.invalidateQueries(trpc.chat.listSessions.infiniteQueryFilter());
    void queryClient.invalidateQueries(trpc.chat.quota.queryFilter());
    void queryClient.invalidateQueries(trpc.auth.me.queryFilter());
    // The goals view's stats count the sessions held (this one now too).
    void queryClient.invalidateQueries(trpc.goals.pathFilter());
    // The title (first reply), the summary, memories and a linked goal's progress are written in the background
    // after the reply: they are read again once that work is done (useSessionWork), so the sidebar's title and
    // 'Progress updated to …% from your session' show without a reload.
    expectSessionWork(queryClient, trpc, sessionId);
  };
  const reply = useMutation({
    mutationKey: trpc.chat.send.mutationKey(),
    mutationFn: (request: ReplyRequest) => stream.run(request),
    meta: { errorToast: sendFailureToast },
    onSuccess: (outcome, request) => {
      if (outcome.status !== 'done') return;
      queryClient.setQueryData(trpc.chat.listMessages.queryKey({ sessionId: request.sessionId }), (old) =>
        request.kind === 'send'
          ? withMessages(old, [outcome.userMessage, outcome.reply])
          : withReplacedReply(old, request, outcome.userMessage, outcome.reply),
      );
    },
    onError: (_error, request) => {
      if (request.kind === 'send') onSendFailed?.({ sessionId: request.sessionId, message: request.message });
    },
    onSettled: (_data, _error, request) => refreshAfterSend(request.sessionId),
  });
  const { mutate: replyMutate } = reply;
  const send = useCallback((input: SendInput) => replyMutate({ kind: 'send', ...input }), [replyMutate]);

  // --- What the view shows -----------------------------------------------------------------------------------
  const generating = reply.isPending || stream.generating;
  const ended = selected !== null && isSessionEnded(selected.endsAt, now);
  const savedMessages = selectedId ? (messages.data ?? []) : [];

  // --- Regenerate, edit and continue the end of the conversation ----------------------------------------------
  const { lastSaved, regenerableId, regenerate, editableId, editLast, continuableId, continueReply } =
    useConversationEnd({
      sessionId: selected?.id ?? null,
      saved: savedMessages,
      canChange: !generating && !ended,
      request: replyMutate,
    });
  // --- Versions of the last reply, and feedback on replies ------------------------------------------------------
  const messagesKey = trpc.chat.listMessages.queryKey({ sessionId: selectedId ?? '' });
  /** Puts a message the server answered in place in the cached transcript (by id, else in place of `replacing`). */
  const putMessage = useCallback(
    (message: ChatMessageOut, replacing?: string) =>
      queryClient.setQueryData(trpc.chat.listMessages.queryKey({ sessionId: message.sessionId }), (old) =>
        old?.map((m) => (m.id === message.id || m.id === replacing ? message : m)),
      ),
    [queryClient, trpc],
  );
  const { mutate: selectVersionMutate, isPending: switchingVersion } = useMutation(
    trpc.chat.selectVersion.mutationOptions({
      meta: { errorToast: { title: CHAT_VIEW_TEXT.errorTitle, message: MESSAGES.chat.versionFailed } },
      onSuccess: (message) => putMessage(message, lastSaved?.id),
      // Not awaited: the switch is done when the server answers (the arrows wait for that, not for the refetch).
      onSettled: () => void queryClient.invalidateQueries({ queryKey: messagesKey }),
    }),
  );
  const selectVersion = useCallback(
    (messageId: string) => {
      if (!generating && !switchingVersion) selectVersionMutate({ messageId });
    },
    [generating, switchingVersion, selectVersionMutate],
  );
  const { mutate: feedbackMutate } = useMutation(
    trpc.chat.feedback.mutationOptions({
      meta: { errorToast: { title: CHAT_VIEW_TEXT.errorTitle, message: MESSAGES.chat.feedbackFailed } },
      onSuccess: (message) => putMessage(message),
    }),
  );
  const rateReply = useCallback(
    (messageId: string, rating: 'up' | 'down' | null, reason?: string) =>
      feedbackMutate({ messageId, rating, ...(reason ? { reason } : {}) }),
    [feedbackMutate],
  );

  const welcome =
    selected && (startedHere.has(selected.id) || (messages.isSuccess && messages.data.length === 0))
      ? chatWelcomeMessage({ mentorName: selected.mentorName, firstName: user.firstName, goalTitle })
      : null;
  const canExport = selected !== null && savedMessages.length > 0 && !generating;
  const exportTranscript = () => {
    if (!selected || savedMessages.length === 0) return;
    downloadTextFile(
      transcriptFileName(selected),
      transcriptMarkdown({
        title: selected.title,
        mentorName: selected.mentorName,
        startedAt: selected.startedAt,
        createdAt: selected.createdAt,
        goalTitle,
        messages: savedMessages,
      }),
    );
  };
  const missing =
    selectedId !== null &&
    ((lookup.isError && ['NOT_FOUND', 'BAD_REQUEST'].includes(trpcErrorCode(lookup.error) ?? '')) ||
      (messages.isError && ['NOT_FOUND', 'BAD_REQUEST'].includes(trpcErrorCode(messages.error) ?? '')));

  return {
    sessions,
    /** The loaded sessions, newest first (undefined before the first page). */
    sessionList,
    messages,
    /** The open session, once the list knows it. */
    selected,
    /** The open session's safety flag: the "Get help now" panel shows while it is set. */
    safety: selected?.safety ?? null,
    /** The open session does not exist (not in the list, or its id names no session): 'Session not found'. */
    missing,
    /** The title of the goal the open session is about, if any. */
    goalTitle,
    /** The goal the open session is about, once the goals list knows it. */
    linkedGoal,
    /** The open session has saved messages and no reply is being written. */
    canExport,
    /** Downloads the open session's transcript as Markdown. */
    exportTranscript,
    /** The saved messages and the reply being written. */
    shownMessages: displayMessages(savedMessages, stream.draft, selectedId),
    /** The mentor's welcome for a new (or still empty) session. */
    welcome,
    now,
    /** The open session's time is up. */
    ended,
    /** No session is left this month: no new session can be started. */
    limitReached: quota.data?.remaining === 0,
    limitBadge: quota.data
      ? sessionLimitBadge({
          sessionsThisMonth: quota.data.sessionsThisMonth,
          limit: quota.data.limit,
          // A session already counted goes on at the limit (the server counts only a session's first message).
          sessionCounted: Boolean(selected?.startedAt),
        })
      : null,
    mentorType,
    changeMentorType,
    /** The mentor of the open session, else the one picked for the next session. */
    activeMentorName: selected?.mentorName ?? mentorNameOf(mentorType),
    startSession,
    starting: createSession.isPending,
    send,
    /** The id of the reply Regenerate replaces now (null: none can be regenerated now). */
    regenerableId,
    regenerate,
    /** The id of the stopped last reply Continue goes on with now (null: none can be continued now). */
    continuableId,
    continueReply,
    /** The id of the message Edit changes now (null: none can be edited now). */
    editableId,
    editLast,
    /**
     * Shows another version of the last (regenerated) reply; undefined while a switch is on its way or a reply is
     * being written, so the arrows are disabled rather than ignoring a click.
     */
    selectVersion: generating || switchingVersion ? undefined : selectVersion,
    /** Rates a saved reply (null clears it). */
    rateReply,
    /** From the send until the reply is complete, stopped or refused. */
    generating,
    stop: stream.stop,
    /** The reply being written (or just written), as it streams: the hands-free voice mode speaks it. */
    replyDraft: stream.draft,
  };
}

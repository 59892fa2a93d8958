import {
  CHAT_VIEW_TEXT,
  DEFAULT_MENTOR_TYPE,
  MENTOR_TYPE_LABELS,
  MESSAGES,
  chatWelcomeMessage,
  isSessionEnded,
  mentorTypeForGoal,
  sessionLimitBadge,
  sessionTitle,
  transcriptFileName,
  transcriptMarkdown,
  type MentorType,
} from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { trpcErrorCode } from '../../lib/api';
import { useTRPC } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-auth';
import type { ChatMessageOut, ChatSessionOut, SendInput } from './chat-types';
import { displayMessages } from './display-messages';
import { downloadTextFile } from './download';
import { sendFailureToast } from './send-errors';
import { useNow } from './use-now';
import { useReplyStream, type OpenReplyStream } from './use-reply-stream';

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

/** When the summary and goal are looked at again after a reply (the summary is written in the background). */
const SUMMARY_REFETCH_DELAYS_MS = [3_000, 10_000];

export interface StartSessionOptions {
  /** The mentor of the new session (default: the one picked for the next session). */
  type?: MentorType;
  /** The goal the session is about. */
  goalId?: string;
}

/** Adds messages to a cached list unless already there (by id). */
function withMessages(
  list: ChatMessageOut[] | undefined,
  added: (ChatMessageOut | null)[],
): ChatMessageOut[] {
  const out = [...(list ?? [])];
  for (const message of added) {
    if (message && !out.some((m) => m.id === message.id)) out.push(message);
  }
  return out;
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
  const sessions = useQuery(trpc.chat.listSessions.queryOptions());
  const mentors = useQuery(trpc.mentors.list.queryOptions());
  const quota = useQuery(trpc.chat.quota.queryOptions());
  const messages = useQuery({
    ...trpc.chat.listMessages.queryOptions({ sessionId: selectedId ?? '' }),
    enabled: selectedId !== null,
  });

  const selected = useMemo(
    () => (selectedId ? (sessions.data?.find((s) => s.id === selectedId) ?? null) : null),
    [sessions.data, selectedId],
  );
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
      meta: { errorToast: { title: CHAT_VIEW_TEXT.errorTitle, message: MESSAGES.chat.createSessionFailed } },
      onSuccess: (session) => {
        queryClient.setQueryData(trpc.chat.listSessions.queryKey(), (old) => [
          session,
          ...(old ?? []).filter((s) => s.id !== session.id),
        ]);
        queryClient.setQueryData(trpc.chat.listMessages.queryKey({ sessionId: session.id }), []);
        setStartedHere((prev) => new Set(prev).add(session.id));
        onSessionStarted?.(session);
        void queryClient.invalidateQueries(trpc.chat.listSessions.queryFilter());
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
  const stream = useReplyStream(openReplyStream);
  const refreshAfterSend = (sessionId: string) => {
    void queryClient.invalidateQueries(trpc.chat.listMessages.queryFilter({ sessionId }));
    void queryClient.invalidateQueries(trpc.chat.listSessions.queryFilter());
    void queryClient.invalidateQueries(trpc.chat.quota.queryFilter());
    void queryClient.invalidateQueries(trpc.auth.me.queryFilter());
    // The session's summary (History) and a linked goal's progress follow each reply.
    void queryClient.invalidateQueries(trpc.summaries.pathFilter());
    void queryClient.invalidateQueries(trpc.goals.pathFilter());
    // The summary (and the linked goal's progress it moves) is written in the background after the reply:
    // look again a little later, so 'Progress updated to …% from your session' shows without a reload.
    for (const delay of SUMMARY_REFETCH_DELAYS_MS)
      setTimeout(() => {
        void queryClient.invalidateQueries(trpc.summaries.pathFilter());
        void queryClient.invalidateQueries(trpc.goals.pathFilter());
      }, delay);
  };
  const send = useMutation({
    mutationKey: trpc.chat.send.mutationKey(),
    mutationFn: (input: SendInput) => stream.run(input),
    meta: { errorToast: sendFailureToast },
    onSuccess: (outcome, input) => {
      if (outcome.status !== 'done') return;
      queryClient.setQueryData(trpc.chat.listMessages.queryKey({ sessionId: input.sessionId }), (old) =>
        withMessages(old, [outcome.userMessage, outcome.reply]),
      );
    },
    onError: (_error, input) => onSendFailed?.(input),
    onSettled: (_data, _error, input) => refreshAfterSend(input.sessionId),
  });

  // --- What the view shows -----------------------------------------------------------------------------------
  const generating = send.isPending || stream.generating;
  const ended = selected !== null && isSessionEnded(selected.endsAt, now);
  const savedMessages = selectedId ? (messages.data ?? []) : [];
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
    ((sessions.isSuccess && selected === null) ||
      (messages.isError && ['NOT_FOUND', 'BAD_REQUEST'].includes(trpcErrorCode(messages.error) ?? '')));

  return {
    sessions,
    messages,
    /** The open session, once the list knows it. */
    selected,
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
    limitBadge: quota.data
      ? sessionLimitBadge({ sessionsThisMonth: quota.data.sessionsThisMonth, limit: quota.data.limit })
      : null,
    mentorType,
    changeMentorType,
    /** The mentor of the open session, else the one picked for the next session. */
    activeMentorName: selected?.mentorName ?? mentorNameOf(mentorType),
    startSession,
    starting: createSession.isPending,
    send: send.mutate,
    /** From the send until the reply is complete, stopped or refused. */
    generating,
    stop: stream.stop,
  };
}

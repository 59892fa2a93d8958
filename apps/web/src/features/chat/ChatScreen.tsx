import { Box, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  CHAT_VIEW_TEXT,
  MENTOR_TYPE_LABELS,
  MESSAGES,
  canSendMessage,
  chatWelcomeMessage,
  isSessionEnded,
  sessionLimitBadge,
  sessionTimeLabel,
  sessionTitle,
  transcriptFileName,
  transcriptMarkdown,
  type MentorType,
} from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { trpcErrorCode } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-auth';
import type { ChatMessageOut, SendInput } from './chat-types';
import { takeChatSeed } from './chat-seed';
import { ChatEmptyState } from './ChatEmptyState';
import { ChatHeader } from './ChatHeader';
import { ChatInput } from './ChatInput';
import classes from './ChatView.module.css';
import { displayMessages } from './display-messages';
import { downloadTextFile } from './download';
import { MessageList } from './MessageList';
import { createFailureToast, sendFailureToast } from './send-errors';
import { SessionSidebar } from './SessionSidebar';
import { useNow } from './use-now';
import { useReplyStream, type OpenReplyStream } from './use-reply-stream';

export interface ChatScreenProps {
  /** Opens `chat.send`'s reply stream (the tRPC client in the app, a fake in tests). */
  openReplyStream: OpenReplyStream;
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
 * The chat view (spec sections 2, 4, 5 and 8). The open session is the `session` search parameter;
 * `?goalId=<id>` starts a session linked to that goal and `?new` a new session; the onboarding chat seed is taken
 * once from session storage.
 */
export function ChatScreen({ openReplyStream }: ChatScreenProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('session');
  const goalIdParam = searchParams.get('goalId');
  const newParam = searchParams.has('new');

  const [text, setText] = useState('');
  const [mentorType, setMentorType] = useState<MentorType>(user.preferredMentorType ?? 'career');
  const [drawerOpened, drawer] = useDisclosure(false);
  /** Sessions started on this visit: they keep their welcome message after the first exchange. */
  const [startedHere, setStartedHere] = useState<ReadonlySet<string>>(() => new Set());

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
  const goalTitle = linkedGoalId ? (goals.data?.find((g) => g.id === linkedGoalId)?.title ?? null) : null;

  const mentorNameOf = useCallback(
    (type: MentorType) => mentors.data?.find((m) => m.type === type)?.name ?? MENTOR_TYPE_LABELS[type],
    [mentors.data],
  );
  const activeMentorName = selected?.mentorName ?? mentorNameOf(mentorType);

  const selectSession = useCallback(
    (sessionId: string | null) => {
      setSearchParams(sessionId ? { session: sessionId } : {}, { replace: true });
      drawer.close();
    },
    [setSearchParams, drawer],
  );

  // --- Mentor type for the next session (saved as the user's preference) -----------------------------------
  const savePreference = useMutation(
    trpc.account.setPreferredMentor.mutationOptions({
      onSuccess: (updated) => queryClient.setQueryData(trpc.auth.me.queryKey(), updated),
      onError: (error) => {
        if (trpcErrorCode(error) === 'UNAUTHORIZED') return;
        notifyError(CHAT_VIEW_TEXT.errorTitle, CHAT_VIEW_TEXT.preferenceSaveFailed);
      },
    }),
  );
  const { mutate: savePreferredMentor } = savePreference;
  const changeMentorType = useCallback(
    (type: MentorType) => {
      setMentorType(type);
      savePreferredMentor({ preferredMentorType: type });
    },
    [savePreferredMentor],
  );

  // --- Starting a session ------------------------------------------------------------------------------------
  const createSession = useMutation(
    trpc.chat.createSession.mutationOptions({
      onSuccess: (session) => {
        queryClient.setQueryData(trpc.chat.listSessions.queryKey(), (old) => [
          session,
          ...(old ?? []).filter((s) => s.id !== session.id),
        ]);
        queryClient.setQueryData(trpc.chat.listMessages.queryKey({ sessionId: session.id }), []);
        setStartedHere((prev) => new Set(prev).add(session.id));
        selectSession(session.id);
        void queryClient.invalidateQueries(trpc.chat.listSessions.queryFilter());
      },
      onError: (error) => {
        // A session asked for by a link (goal, '?new') is not retried on reload.
        if (searchParams.has('goalId') || searchParams.has('new')) {
          setSearchParams(selectedId ? { session: selectedId } : {}, { replace: true });
        }
        const toast = createFailureToast(error);
        if (toast) notifyError(toast.title, toast.message);
      },
    }),
  );
  const startSession = useCallback(
    (options: { type?: MentorType; goalId?: string } = {}) => {
      const type = options.type ?? mentorType;
      createSession.mutate({
        mentorType: type,
        title: sessionTitle(mentorNameOf(type), new Date()),
        ...(options.goalId ? { goalId: options.goalId } : {}),
      });
    },
    [createSession, mentorType, mentorNameOf],
  );

  // '/dashboard/chat?goalId=<id>' (a goal's 'Start coaching session'): a new session linked to that goal, once;
  // '/dashboard/chat?new' (a 'Start new session' elsewhere): a new session with the chosen mentor, once.
  const startRequest = goalIdParam ? `goal:${goalIdParam}` : newParam ? 'new' : null;
  const handledStartRequest = useRef<string | null>(null);
  useEffect(() => {
    if (!startRequest || handledStartRequest.current === startRequest) return;
    handledStartRequest.current = startRequest;
    startSession(goalIdParam ? { goalId: goalIdParam } : {});
  }, [startRequest, goalIdParam, startSession]);

  // The onboarding chat seed: taken once; its text goes into the input, in a new session unless one is open. A
  // seed that names a mentor starts the session with that mentor, and the mentor picker follows: the choice is
  // saved as the preference, just as switching the picker does.
  const seedHandled = useRef(false);
  useEffect(() => {
    if (seedHandled.current) return;
    seedHandled.current = true;
    const seed = takeChatSeed();
    if (!seed) return;
    setText(seed.text);
    if (selectedId || startRequest) return;
    if (seed.mentorType && seed.mentorType !== mentorType) changeMentorType(seed.mentorType);
    startSession(seed.mentorType ? { type: seed.mentorType } : {});
  }, [selectedId, startRequest, startSession, mentorType, changeMentorType]);

  // --- Sending -----------------------------------------------------------------------------------------------
  const stream = useReplyStream(openReplyStream);

  const refreshAfterSend = useCallback(
    (sessionId: string) => {
      void queryClient.invalidateQueries(trpc.chat.listMessages.queryFilter({ sessionId }));
      void queryClient.invalidateQueries(trpc.chat.listSessions.queryFilter());
      void queryClient.invalidateQueries(trpc.chat.quota.queryFilter());
      void queryClient.invalidateQueries(trpc.auth.me.queryFilter());
      // The session's summary (History) and a linked goal's progress follow each reply.
      void queryClient.invalidateQueries(trpc.summaries.pathFilter());
      void queryClient.invalidateQueries(trpc.goals.pathFilter());
    },
    [queryClient, trpc],
  );

  const send = useMutation({
    mutationKey: trpc.chat.send.mutationKey(),
    mutationFn: (input: SendInput) => stream.run(input),
    onSuccess: (outcome, input) => {
      if (outcome.status !== 'done') return;
      queryClient.setQueryData(trpc.chat.listMessages.queryKey({ sessionId: input.sessionId }), (old) =>
        withMessages(old, [outcome.userMessage, outcome.reply]),
      );
    },
    onError: (error, input) => {
      // A refused message is not lost: it goes back into the (still empty) text box.
      setText((current) => (current.length === 0 ? input.message : current));
      const toast = sendFailureToast(error);
      if (toast) notifyError(toast.title, toast.message);
    },
    onSettled: (_data, _error, input) => refreshAfterSend(input.sessionId),
  });

  const generating = send.isPending || stream.generating;
  const ended = selected !== null && isSessionEnded(selected.endsAt, now);
  const canSend =
    canSendMessage({ text, hasSession: selected !== null, sending: generating, recording: false }) && !ended;

  const handleSend = () => {
    if (!canSend || !selected) return;
    const message = text;
    setText('');
    send.mutate({ sessionId: selected.id, message });
  };

  // --- Export ------------------------------------------------------------------------------------------------
  const savedMessages = selectedId ? (messages.data ?? []) : [];
  const canExport = selected !== null && savedMessages.length > 0 && !generating;
  const handleExport = () => {
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

  // --- Rendering ---------------------------------------------------------------------------------------------
  const limitBadge = quota.data
    ? sessionLimitBadge({ sessionsThisMonth: quota.data.sessionsThisMonth, limit: quota.data.limit })
    : null;
  const shown = displayMessages(savedMessages, stream.draft, selectedId);
  const welcome =
    selected && (startedHere.has(selected.id) || (messages.isSuccess && messages.data.length === 0))
      ? chatWelcomeMessage({ mentorName: selected.mentorName, firstName: user.firstName, goalTitle })
      : null;

  const sidebar = (showHeading: boolean) => (
    <SessionSidebar
      showHeading={showHeading}
      sessions={sessions.data}
      loading={sessions.isPending}
      error={sessions.isError}
      onRetry={() => void sessions.refetch()}
      selectedId={selectedId}
      onSelect={selectSession}
      onNew={() => startSession()}
      creating={createSession.isPending}
      mentorType={mentorType}
      onMentorTypeChange={changeMentorType}
    />
  );

  const missing =
    selectedId !== null &&
    ((sessions.isSuccess && selected === null) ||
      (messages.isError && ['NOT_FOUND', 'BAD_REQUEST'].includes(trpcErrorCode(messages.error) ?? '')));

  let body;
  if (selectedId === null) {
    body = <ChatEmptyState onStart={() => startSession()} starting={createSession.isPending} />;
  } else if (missing) {
    body = (
      <Center flex={1} p="lg">
        <Stack align="center" gap="sm">
          <Text c="dimmed">{CHAT_VIEW_TEXT.sessionNotFound}</Text>
          <Button onClick={() => startSession()} loading={createSession.isPending}>
            {MESSAGES.chat.emptyAction}
          </Button>
        </Stack>
      </Center>
    );
  } else if (messages.isError || sessions.isError) {
    body = (
      <Center flex={1} p="lg">
        <Stack align="center" gap="sm">
          <Text c="red.7">{CHAT_VIEW_TEXT.loadMessagesFailed}</Text>
          <Button
            variant="light"
            onClick={() => void (sessions.isError ? sessions.refetch() : messages.refetch())}
          >
            {CHAT_VIEW_TEXT.retry}
          </Button>
        </Stack>
      </Center>
    );
  } else if (!selected || messages.isPending) {
    body = (
      <Center flex={1}>
        <Loader />
      </Center>
    );
  } else {
    body = <MessageList messages={shown} welcome={welcome} mentorName={selected.mentorName} />;
  }

  return (
    <Box className={classes.root} data-testid="chat-view">
      <Box component="aside" className={classes.sidebar} aria-label="Chat sessions">
        {sidebar(true)}
      </Box>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={CHAT_VIEW_TEXT.sessionsHeading}
        size="85%"
        padding="md"
        hiddenFrom="sm"
      >
        {sidebar(false)}
      </Drawer>
      <Box className={classes.main}>
        <ChatHeader
          mentorName={activeMentorName}
          goalTitle={goalTitle}
          onExport={handleExport}
          canExport={canExport}
          onOpenSessions={drawer.open}
        />
        {body}
        {ended && !generating && (
          <Group
            justify="center"
            gap="sm"
            px="md"
            py={6}
            className={classes.notice}
            data-testid="session-ended"
          >
            <Text size="sm" c="dimmed">
              {CHAT_VIEW_TEXT.sessionEnded}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => startSession()}
              loading={createSession.isPending}
            >
              {MESSAGES.chat.emptyAction}
            </Button>
          </Group>
        )}
        <ChatInput
          value={text}
          onChange={setText}
          onSend={handleSend}
          onStop={stream.stop}
          canSend={canSend}
          generating={generating}
          disabled={selected === null || ended}
          limitBadge={limitBadge}
          timeLabel={selected && !ended ? sessionTimeLabel(selected.endsAt, now) : null}
        />
      </Box>
    </Box>
  );
}

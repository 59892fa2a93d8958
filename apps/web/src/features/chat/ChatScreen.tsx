import { Box, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CHAT_VIEW_TEXT, MESSAGES, canSendMessage, sessionTimeLabel } from '@mentor/validation';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AutoProgressNotice } from '../goals';
import { finishedReplies, useSpokenReplies, useVoiceCapabilities, useVoiceRecorder } from '../voice';
import { VoiceModeButton } from '../voice/hands-free';
import { ChatEmptyState } from './ChatEmptyState';
import { ChatHeader } from './ChatHeader';
import { ChatInput } from './ChatInput';
import { DeleteSessionDialog } from './DeleteSessionDialog';
import type { ChatSessionOut } from './chat-types';
import classes from './ChatView.module.css';
import { MessageList } from './MessageList';
import { SafetyPanel } from './SafetyPanel';
import { SessionSidebar } from './SessionSidebar';
import { useChat } from './use-chat';
import { useChatStartRequests } from './use-chat-start';
import { useSessionManage } from './use-session-manage';
import { useSessionOrganise } from './use-session-organise';
import type { OpenReplyStream } from './use-reply-stream';

export interface ChatScreenProps {
  /** Opens `chat.send`'s reply stream (the tRPC client in the app, a fake in tests). */
  openReplyStream: OpenReplyStream;
}

/**
 * The chat view (spec sections 2, 4, 5 and 8). The open session is the `session` search parameter;
 * `?goalId=<id>` starts a session linked to that goal and `?new` a new session; the onboarding chat seed is taken
 * once from session storage. The data and its calls are `useChat`'s.
 */
export function ChatScreen({ openReplyStream }: ChatScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('session');
  const goalIdParam = searchParams.get('goalId');
  const newParam = searchParams.has('new');

  const [text, setText] = useState('');
  const [drawerOpened, drawer] = useDisclosure(false);

  const selectSession = useCallback(
    (sessionId: string | null) => {
      setSearchParams(sessionId ? { session: sessionId } : {}, { replace: true });
      drawer.close();
    },
    [setSearchParams, drawer],
  );

  const chat = useChat({
    selectedId,
    openReplyStream,
    onSessionStarted: (session) => selectSession(session.id),
    onStartFailed: () => {
      // A session asked for by a link (goal, '?new') is not retried on reload.
      if (searchParams.has('goalId') || searchParams.has('new')) {
        setSearchParams(selectedId ? { session: selectedId } : {}, { replace: true });
      }
    },
    // A refused message is not lost: it goes back into the (still empty) text box.
    onSendFailed: (input) => setText((current) => (current.length === 0 ? input.message : current)),
  });
  const { selected, startSession, generating, ended } = chat;

  // Rename, delete and search in the sidebar; deleting the open session goes back to the empty state.
  const manage = useSessionManage({
    onDeleted: (sessionId) => {
      if (sessionId === selectedId) selectSession(null);
    },
  });
  const [toDelete, setToDelete] = useState<ChatSessionOut | null>(null);
  // Pin, archive and the sidebar's Archived view.
  const [archivedOpen, setArchivedOpen] = useState(false);
  const organise = useSessionOrganise({ archivedOpen });

  useChatStartRequests({ goalId: goalIdParam, isNew: newParam, selectedId, chat, setText });

  // --- Voice (spec sections 4 and 9): a recorded question is sent as soon as it is transcribed ----------------
  const voiceCapabilities = useVoiceCapabilities();
  const spoken = useSpokenReplies({
    sessionId: selected?.id ?? null,
    replies: finishedReplies(chat.messages.data, chat.shownMessages),
    ready: selected !== null && chat.messages.isSuccess,
    providerSpeech: voiceCapabilities?.speech ?? null,
  });
  const recorder = useVoiceRecorder({
    onStart: spoken.stop,
    onTranscribed: (transcript) => {
      const sendable =
        selected !== null &&
        !ended &&
        canSendMessage({ text: transcript, hasSession: true, sending: generating, recording: false });
      if (sendable) chat.send({ sessionId: selected.id, message: transcript });
      else
        setText((current) => (current.trim().length > 0 ? `${current.trimEnd()} ${transcript}` : transcript));
    },
  });
  const recording = recorder.state !== 'idle';

  const canSend =
    canSendMessage({ text, hasSession: selected !== null, sending: generating, recording }) && !ended;
  const handleSend = () => {
    if (!canSend || !selected) return;
    const message = text;
    setText('');
    chat.send({ sessionId: selected.id, message });
  };

  const sidebar = (showHeading: boolean) => (
    <SessionSidebar
      showHeading={showHeading}
      sessions={chat.sessionList}
      hasMore={chat.sessions.hasNextPage}
      loadingMore={chat.sessions.isFetchingNextPage}
      onShowMore={() => void chat.sessions.fetchNextPage()}
      loading={chat.sessions.isPending}
      error={chat.sessions.isError}
      onRetry={() => void chat.sessions.refetch()}
      selectedId={selectedId}
      onSelect={selectSession}
      onNew={() => startSession()}
      creating={chat.starting}
      mentorType={chat.mentorType}
      onMentorTypeChange={chat.changeMentorType}
      limitReached={chat.limitReached}
      onRename={manage.rename}
      onDelete={setToDelete}
      onPin={organise.setPinned}
      onArchive={organise.setArchived}
      archived={{
        open: archivedOpen,
        onOpenChange: setArchivedOpen,
        sessions: organise.archivedList,
        hasMore: organise.archived.hasNextPage,
        loadingMore: organise.archived.isFetchingNextPage,
        onShowMore: () => void organise.archived.fetchNextPage(),
        loading: organise.archived.isPending,
        error: organise.archived.isError,
        onRetry: () => void organise.archived.refetch(),
        onRestore: (session) => organise.setArchived(session, false),
      }}
      search={{
        query: manage.query,
        onQueryChange: manage.setQuery,
        searching: manage.searching,
        results: manage.results,
        failed: manage.searchFailed,
      }}
    />
  );

  let body;
  if (selectedId === null) {
    body = <ChatEmptyState onStart={() => startSession()} starting={chat.starting} />;
  } else if (chat.missing) {
    body = (
      <Center flex={1} p="lg">
        <Stack align="center" gap="sm">
          <Text c="dimmed">{CHAT_VIEW_TEXT.sessionNotFound}</Text>
          <Button onClick={() => startSession()} loading={chat.starting}>
            {MESSAGES.chat.emptyAction}
          </Button>
        </Stack>
      </Center>
    );
  } else if (chat.messages.isError || chat.sessions.isError) {
    body = (
      <Center flex={1} p="lg">
        <Stack align="center" gap="sm">
          <Text c="red.7">{CHAT_VIEW_TEXT.loadMessagesFailed}</Text>
          <Button
            variant="light"
            onClick={() => void (chat.sessions.isError ? chat.sessions.refetch() : chat.messages.refetch())}
          >
            {CHAT_VIEW_TEXT.retry}
          </Button>
        </Stack>
      </Center>
    );
  } else if (!selected || chat.messages.isPending) {
    body = (
      <Center flex={1}>
        <Loader />
      </Center>
    );
  } else {
    body = (
      <MessageList
        messages={chat.shownMessages}
        welcome={chat.welcome}
        mentorName={selected.mentorName}
        regenerableId={chat.regenerableId}
        onRegenerate={chat.regenerate}
        editableId={chat.editableId}
        onEditSave={chat.editLast}
        onSelectVersion={chat.selectVersion}
        onRate={chat.rateReply}
        continuableId={chat.continuableId}
        onContinue={chat.continueReply}
      />
    );
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
        closeButtonProps={{ 'aria-label': CHAT_VIEW_TEXT.closeSessions }}
      >
        {sidebar(false)}
      </Drawer>
      <DeleteSessionDialog
        session={toDelete}
        deleting={manage.deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={(session, keepSummary) => {
          manage.deleteSession(session.id, keepSummary);
          setToDelete(null);
        }}
      />
      <Box className={classes.main}>
        <ChatHeader
          mentorName={chat.activeMentorName}
          goalTitle={chat.goalTitle}
          onExport={chat.exportTranscript}
          canExport={chat.canExport}
          onOpenSessions={drawer.open}
          mentorStatus={
            voiceCapabilities === null
              ? null
              : voiceCapabilities.provider === 'offline'
                ? 'offline'
                : 'online'
          }
          goalNotice={
            chat.linkedGoal && chat.linkedGoal.autoProgress?.sessionId === selectedId ? (
              <AutoProgressNotice goal={chat.linkedGoal} />
            ) : null
          }
        />
        {/* A flagged session keeps its help lines in view above the conversation (issue 22). */}
        {chat.safety && !chat.missing && <SafetyPanel safety={chat.safety} />}
        {body}
        {selected?.archivedAt && !chat.missing && (
          <SessionNotice
            testId="session-archived"
            text={CHAT_VIEW_TEXT.archivedNotice}
            action={CHAT_VIEW_TEXT.restore}
            onAction={() => organise.setArchived(selected, false)}
          />
        )}
        {ended && !generating && (
          <SessionNotice
            testId="session-ended"
            text={CHAT_VIEW_TEXT.sessionEnded}
            action={MESSAGES.chat.emptyAction}
            onAction={() => startSession()}
            loading={chat.starting}
          />
        )}
        <ChatInput
          value={text}
          onChange={setText}
          onSend={handleSend}
          onStop={chat.stop}
          canSend={canSend}
          generating={generating}
          disabled={selected === null || ended}
          limitBadge={chat.limitBadge}
          timeLabel={selected && !ended ? sessionTimeLabel(selected.endsAt, chat.now) : null}
          voiceConversation={
            <VoiceModeButton
              // Known capabilities decide how it listens (the server's transcription or the browser's).
              disabled={selected === null || ended || voiceCapabilities === null}
              className={classes.sendButton}
              mentorName={chat.activeMentorName}
              send={(message) => {
                if (selected && !ended) chat.send({ sessionId: selected.id, message, mode: 'voice' });
              }}
              stopReply={chat.stop}
              draft={chat.replyDraft}
              generating={generating}
              transcription={voiceCapabilities?.transcription === true}
              providerSpeech={voiceCapabilities?.speech !== false}
              onOpenChange={(open) => {
                // The read-aloud switch would speak the same reply again: it is off during the conversation.
                if (open && spoken.voiceMode) spoken.setVoiceMode(false);
              }}
            />
          }
          voice={{
            recorder,
            canRecord: voiceCapabilities?.transcription === true,
            providerSpeech: voiceCapabilities?.speech !== false,
            voiceMode: spoken.voiceMode,
            onVoiceModeChange: spoken.setVoiceMode,
            engine: spoken.engine,
            onEngineChange: spoken.setEngine,
            speaking: spoken.speaking,
          }}
        />
      </Box>
    </Box>
  );
}

/** A line under the conversation saying why it cannot go on here, with the one thing to do about it. */
function SessionNotice({
  testId,
  text,
  action,
  onAction,
  loading,
}: {
  testId: string;
  text: string;
  action: string;
  onAction: () => void;
  loading?: boolean;
}) {
  return (
    <Group justify="center" gap="sm" px="md" py={6} className={classes.notice} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <Button size="xs" variant="light" onClick={onAction} loading={loading}>
        {action}
      </Button>
    </Group>
  );
}

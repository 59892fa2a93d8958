import {
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  Loader,
  NativeSelect,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconArchive, IconArrowLeft, IconSearch } from '@tabler/icons-react';
import {
  CHAT_SEARCH_QUERY_MAX,
  CHAT_VIEW_TEXT,
  MENTOR_TYPE_OPTIONS,
  MESSAGES,
  formatDisplayDate,
  type ChatSearchResult,
  type MentorType,
} from '@mentor/validation';
import { ArchivedSessions, type ArchivedViewProps } from './ArchivedSessions';
import type { ChatSessionOut } from './chat-types';
import classes from './ChatView.module.css';
import { SessionItem } from './SessionItem';
import rowClasses from './SessionSidebar.module.css';

/** The sidebar's search: the typed query and, while one is typed, its results (which replace the list). */
interface SessionSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  searching: boolean;
  /** Null while the first answer is on its way. */
  results: readonly ChatSearchResult[] | null;
  failed: boolean;
}

export interface SessionSidebarProps {
  sessions: readonly ChatSessionOut[] | undefined;
  /** Older sessions are on the server: 'Show more' asks for the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onShowMore?: () => void;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
  onNew: () => void;
  creating: boolean;
  mentorType: MentorType;
  onMentorTypeChange: (type: MentorType) => void;
  /** No session is left this month: '+ New' is off and says why. */
  limitReached: boolean;
  onRename: (sessionId: string, title: string) => void;
  onDelete: (session: ChatSessionOut) => void;
  onPin: (session: ChatSessionOut, pinned: boolean) => void;
  onArchive: (session: ChatSessionOut, archived: boolean) => void;
  /** The Archived view, shown in place of the list while open. */
  archived: ArchivedViewProps;
  search: SessionSearchProps;
  /** False inside the drawer, whose title already says 'Sessions'. */
  showHeading?: boolean;
}

/** A search result: the session's title, mentor and date, and the snippet with its matches highlighted. */
function SearchResults({
  search,
  selectedId,
  onSelect,
}: {
  search: SessionSearchProps;
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
}) {
  if (search.failed) {
    return (
      <Text size="sm" c="red.7">
        {MESSAGES.chat.searchFailed}
      </Text>
    );
  }
  if (!search.results) return <Loader size="sm" aria-label={CHAT_VIEW_TEXT.searchResults} />;
  if (search.results.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {CHAT_VIEW_TEXT.searchNoResults}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" className={classes.sessionList} aria-label={CHAT_VIEW_TEXT.searchResults}>
      {search.results.map((result) => {
        const active = result.sessionId === selectedId;
        return (
          <Box component="li" key={result.sessionId}>
            <UnstyledButton
              className={classes.sessionItem}
              data-active={active || undefined}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(result.sessionId)}
            >
              <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
                <Text size="sm" fw={600} lineClamp={2}>
                  {result.title}
                </Text>
                {result.archived && (
                  <Badge size="xs" variant="light" color="gray" className={rowClasses.badge}>
                    {CHAT_VIEW_TEXT.archived}
                  </Badge>
                )}
              </Group>
              {result.matchedIn === 'message' && (
                <Text size="xs" lineClamp={3} data-testid="search-snippet">
                  {result.snippet.map((part, i) =>
                    part.match ? (
                      <mark key={i} className={rowClasses.match}>
                        {part.text}
                      </mark>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </Text>
              )}
              <Text size="xs" c="dimmed" lineClamp={1}>
                {result.mentorName} · {formatDisplayDate(result.startedAt ?? result.createdAt)}
              </Text>
            </UnstyledButton>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * Past sessions (title, mentor, date; pinned ones first; each with a Rename / Pin / Archive / Delete menu), a
 * search over titles and messages (archived sessions too, marked), the Archived view (with Restore), '+ New' (off
 * at the monthly limit) and the mentor type for the next session.
 */
export function SessionSidebar({
  sessions,
  hasMore = false,
  loadingMore = false,
  onShowMore,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
  onNew,
  creating,
  mentorType,
  onMentorTypeChange,
  limitReached,
  onRename,
  onDelete,
  onPin,
  onArchive,
  archived,
  search,
  showHeading = true,
}: SessionSidebarProps) {
  return (
    <Stack gap="sm" className={classes.sidebarInner}>
      <Group justify={showHeading ? 'space-between' : 'flex-end'} wrap="nowrap">
        {showHeading && (
          <Text fw={700} size="sm">
            {CHAT_VIEW_TEXT.sessionsHeading}
          </Text>
        )}
        <Button
          size="xs"
          onClick={onNew}
          loading={creating}
          disabled={limitReached}
          title={limitReached ? MESSAGES.chat.sessionLimitTitle : CHAT_VIEW_TEXT.newSessionAria}
          aria-describedby={limitReached ? 'chat-session-limit' : undefined}
        >
          {MESSAGES.chat.newSession}
        </Button>
      </Group>
      {limitReached && (
        <Box id="chat-session-limit" role="status">
          <Text size="xs" fw={700} c="red.7">
            {MESSAGES.chat.sessionLimitTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {MESSAGES.chat.sessionLimitBody}
          </Text>
        </Box>
      )}
      <TextInput
        size="xs"
        type="search"
        aria-label={CHAT_VIEW_TEXT.searchLabel}
        placeholder={CHAT_VIEW_TEXT.searchPlaceholder}
        leftSection={<IconSearch size={14} />}
        maxLength={CHAT_SEARCH_QUERY_MAX}
        value={search.query}
        onChange={(event) => search.onQueryChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && search.query) {
            event.preventDefault();
            search.onQueryChange('');
          }
        }}
        rightSection={
          search.query ? (
            <CloseButton
              size="sm"
              aria-label={CHAT_VIEW_TEXT.clearSearch}
              onClick={() => search.onQueryChange('')}
            />
          ) : null
        }
      />
      <NativeSelect
        label={CHAT_VIEW_TEXT.mentorSelectLabel}
        size="xs"
        data={MENTOR_TYPE_OPTIONS}
        value={mentorType}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const option = MENTOR_TYPE_OPTIONS.find((o) => o.value === value);
          if (option) onMentorTypeChange(option.value);
        }}
      />
      <ScrollArea className={classes.sessionScroll} type="auto" offsetScrollbars>
        {search.searching ? (
          <SearchResults search={search} selectedId={selectedId} onSelect={onSelect} />
        ) : archived.open ? (
          <Stack gap={6}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {CHAT_VIEW_TEXT.archivedHeading}
            </Text>
            <ArchivedSessions view={archived} selectedId={selectedId} onSelect={onSelect} />
          </Stack>
        ) : loading ? (
          <Stack gap={6}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={52} radius="md" />
            ))}
          </Stack>
        ) : error ? (
          <Stack gap={6} align="flex-start">
            <Text size="sm" c="red.7">
              {CHAT_VIEW_TEXT.loadSessionsFailed}
            </Text>
            <Button size="xs" variant="light" onClick={onRetry}>
              {CHAT_VIEW_TEXT.retry}
            </Button>
          </Stack>
        ) : !sessions || sessions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {CHAT_VIEW_TEXT.noSessions}
          </Text>
        ) : (
          <Stack gap={4} component="ul" className={classes.sessionList} aria-label="Past sessions">
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                active={session.id === selectedId}
                onSelect={onSelect}
                onRename={onRename}
                onDelete={onDelete}
                onPin={onPin}
                onArchive={onArchive}
              />
            ))}
            {hasMore && (
              <li>
                <Button variant="subtle" size="xs" fullWidth onClick={onShowMore} loading={loadingMore}>
                  {CHAT_VIEW_TEXT.showMoreSessions}
                </Button>
              </li>
            )}
          </Stack>
        )}
      </ScrollArea>
      {!search.searching && (
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          justify="flex-start"
          leftSection={
            archived.open ? <IconArrowLeft size={14} aria-hidden /> : <IconArchive size={14} aria-hidden />
          }
          onClick={() => archived.onOpenChange(!archived.open)}
        >
          {archived.open ? CHAT_VIEW_TEXT.backToSessions : CHAT_VIEW_TEXT.archivedView}
        </Button>
      )}
    </Stack>
  );
}

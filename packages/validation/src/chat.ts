/** Mentors, chat sessions and messages (spec sections 2 "Chat view", 3, 4 "Chat", 5). */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, isUuid } from './common';
import { sessionSafetySchema, type SessionSafety } from './safety';
import {
  CHAT_MESSAGE_MAX,
  CHAT_SEARCH_QUERY_MAX,
  FEEDBACK_REASON_MAX,
  CHAT_SESSION_TITLE_MAX,
  EXPORT_FILE_PREFIX,
  MENTOR_TYPES,
  PRODUCT_NAME,
  SESSION_LENGTH_MINUTES,
  SESSION_IDLE_END_MINUTES,
  STARTER_SESSIONS_LIMIT,
  UNLIMITED_SESSIONS,
  UNLIMITED_SYMBOL,
  isMentorType,
  type MentorType,
  type SubscriptionTier,
} from './constants';
import { pad2 } from './dates';
import { MESSAGES, SESSION_LIMIT_BADGE, sessionsRemainingLabel } from './messages';
import { actionItemSchema } from './summary';

export const mentorTypeSchema = z.enum(MENTOR_TYPES, { error: MESSAGES.chat.invalidMentor });

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];
export const messageRoleSchema = z.enum(MESSAGE_ROLES);

/** A session's title: required (after trimming), at most CHAT_SESSION_TITLE_MAX characters. */
export const chatSessionTitleSchema = z
  .string({ error: MESSAGES.chat.sessionTitleRequired })
  .trim()
  .min(1, { error: MESSAGES.chat.sessionTitleRequired })
  .max(CHAT_SESSION_TITLE_MAX, { error: MESSAGES.chat.sessionTitleTooLong });

/**
 * Input of "start a session". `mentorId` is a mentor's uuid or a mentor type
 * ('founder' | 'career' | 'life'); `mentorType` may be sent instead. One of the two is required, unless the
 * session is linked to a goal (`goalId`): then the goal's category picks the mentor.
 */
export const createChatSessionSchema = z
  .object({
    mentorId: z
      .string({ error: MESSAGES.chat.invalidMentor })
      .trim()
      .refine((v) => isUuid(v) || isMentorType(v), { error: MESSAGES.chat.invalidMentor })
      .optional(),
    mentorType: mentorTypeSchema.optional(),
    title: chatSessionTitleSchema,
    goalId: idSchema({ notFound: MESSAGES.goals.notFound }).nullable().optional(),
  })
  // A goal-linked session may leave the mentor out: it starts with the mentor that fits the goal (mentorTypeForGoal).
  .refine((v) => v.mentorId !== undefined || v.mentorType !== undefined || Boolean(v.goalId), {
    error: MESSAGES.chat.invalidMentor,
    path: ['mentorId'],
  });
export type CreateChatSessionInput = z.infer<typeof createChatSessionSchema>;

/**
 * Chat message: refused when empty or whitespace only ('Message cannot be empty')
 * or longer than 2000 characters counted on the raw string. The parsed value is trimmed.
 */
export const chatMessageTextSchema = z
  .string({ error: MESSAGES.chat.messageRequired })
  .max(CHAT_MESSAGE_MAX, { error: MESSAGES.chat.messageTooLong })
  .refine((v) => v.trim().length > 0, { error: MESSAGES.chat.messageRequired })
  .overwrite((v) => v.trim());

/** A chat session's id (see `idSchema`: one that cannot be an id answers 'Session not found', 404). */
const sessionIdValueSchema = idSchema({ notFound: MESSAGES.chat.sessionNotFound });

/**
 * How the person talks to the mentor: 'voice' is the hands-free voice mode (the reply is spoken aloud, so the
 * mentor answers in short spoken sentences). Absent: typed chat.
 */
export const chatModeSchema = z.enum(['voice'], { error: MESSAGES.chat.modeInvalid });
export type ChatMode = z.infer<typeof chatModeSchema>;

export const sendMessageSchema = z.object({
  sessionId: sessionIdValueSchema,
  message: chatMessageTextSchema,
  mode: chatModeSchema.optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const sessionIdSchema = z.object({ sessionId: sessionIdValueSchema });
export type SessionIdInput = z.infer<typeof sessionIdSchema>;

/**
 * Stop: the reply being written in the session ends, and what is saved is its first `shownLength` characters (what
 * the person was shown when they pressed Stop; the server never saves text it did not send). A reply that has
 * already ended is left as it is.
 */
export const stopReplySchema = z.object({
  sessionId: sessionIdValueSchema,
  shownLength: z.number().int().min(0),
});
export type StopReplyInput = z.infer<typeof stopReplySchema>;

/** `chat.stop`: whether a reply was stopped, and the saved reply (null when nothing had been written). */
export interface StopReplyOut {
  stopped: boolean;
  message: ChatMessage | null;
}

/**
 * Edit and resend: the session's last user message (`messageId`, so an edit never lands on a message sent since)
 * gets the new text, the reply after it is deleted and a new reply is streamed. The text follows the rules of a
 * message.
 */
export const editLastMessageSchema = z.object({
  sessionId: sessionIdValueSchema,
  messageId: idSchema({ notFound: MESSAGES.chat.messageNotFound }),
  message: chatMessageTextSchema,
});
export type EditLastMessageInput = z.infer<typeof editLastMessageSchema>;

/** One message of the person's (a reply version to make current): another's or none answers 'Message not found'. */
export const messageIdSchema = z.object({ messageId: idSchema({ notFound: MESSAGES.chat.messageNotFound }) });
export type MessageIdInput = z.infer<typeof messageIdSchema>;

export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** The optional reason of a rating: trimmed, at most FEEDBACK_REASON_MAX characters; empty means none. */
export const feedbackReasonSchema = z
  .string({ error: MESSAGES.chat.feedbackReasonTooLong })
  .trim()
  .max(FEEDBACK_REASON_MAX, { error: MESSAGES.chat.feedbackReasonTooLong });

/**
 * Thumbs up or down on one of the mentor's replies, with an optional reason (one rating per reply: a new one
 * replaces it); `rating: null` clears it.
 */
export const replyFeedbackSchema = z.object({
  messageId: idSchema({ notFound: MESSAGES.chat.messageNotFound }),
  rating: z.enum(FEEDBACK_RATINGS, { error: MESSAGES.chat.feedbackRatingInvalid }).nullable(),
  reason: feedbackReasonSchema.optional(),
});
export type ReplyFeedbackInput = z.infer<typeof replyFeedbackSchema>;

/** The reason box after thumbs down (web). */
export const feedbackReasonFormSchema = z.object({ reason: feedbackReasonSchema });

/** The inline editor of the last message (web): its text follows the rules of a message. */
export const editMessageFormSchema = z.object({ message: chatMessageTextSchema });

/** Rename a session (the sidebar's Rename). */
export const renameChatSessionSchema = z.object({
  sessionId: sessionIdValueSchema,
  title: chatSessionTitleSchema,
});
export type RenameChatSessionInput = z.infer<typeof renameChatSessionSchema>;

/** The Rename form's values (the session is the one whose menu was opened). */
export const renameChatSessionFormSchema = z.object({ title: chatSessionTitleSchema });

/**
 * Delete a session with its messages. `keepSummary`: the session's summary stays in History (with the session's
 * title and mentor); otherwise it is deleted too.
 */
export const deleteChatSessionSchema = z.object({
  sessionId: sessionIdValueSchema,
  keepSummary: z.boolean().default(false),
});
export type DeleteChatSessionInput = z.infer<typeof deleteChatSessionSchema>;

/** Search the user's sessions (titles and messages). */
export const chatSearchSchema = z.object({
  query: z
    .string({ error: MESSAGES.chat.searchRequired })
    .trim()
    .min(1, { error: MESSAGES.chat.searchRequired })
    .max(CHAT_SEARCH_QUERY_MAX, { error: MESSAGES.chat.searchTooLong }),
});
export type ChatSearchInput = z.infer<typeof chatSearchSchema>;

/**
 * The words of a search, for a full-text query: runs of letters and digits only (so nothing the person types can
 * be read as query syntax), lower-cased, at most 12.
 */
export function chatSearchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

// ---------------------------------------------------------------------------
// Response shapes
// ---------------------------------------------------------------------------

/** A mentor as the client sees it (no system prompt). */
export const mentorSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: mentorTypeSchema,
  description: z.string(),
  createdAt: isoDateTimeSchema.nullable(),
});
export type Mentor = z.infer<typeof mentorSchema>;

export const chatMessageSchema = z.object({
  id: z.string().min(1),
  sessionId: z.string().min(1),
  role: messageRoleSchema,
  content: z.string(),
  timestamp: isoDateTimeSchema,
  /** A reply the person stopped (its content is what they were shown); false for every other message. */
  stopped: z.boolean().default(false),
  /** A regenerated reply: which of its versions this is (1-based), how many there are and their ids; else null. */
  versions: z
    .object({ index: z.number().int().min(1), count: z.number().int().min(1), ids: z.array(z.string()) })
    .nullable()
    .optional(),
  /** The person's rating of a mentor's reply, or null. */
  feedback: z
    .object({ rating: z.enum(FEEDBACK_RATINGS), reason: z.string().nullable() })
    .nullable()
    .optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  mentorId: z.string().min(1),
  goalId: z.string().nullable().optional(),
  title: z.string(),
  summary: z.string().nullable(),
  keyInsights: z.array(z.string()).nullable(),
  actionItems: z.array(z.unknown()).nullable(),
  duration: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema.nullable(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** A saved message as the chat API answers it (`chat.listMessages`, the stream's events, REST). */
export type ChatMessageOut = ChatMessage;

/**
 * A chat session as the chat API answers it (`chat.listSessions`, `chat.createSession`, REST).
 * `startedAt` is the first message (null before it); `endsAt` is startedAt + 60 minutes; `duration` is in minutes.
 */
export const chatSessionOutSchema = z.object({
  id: z.string().min(1),
  mentorId: z.string().min(1),
  mentorType: mentorTypeSchema,
  mentorName: z.string().min(1),
  goalId: z.string().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  keyInsights: z.array(z.string()),
  actionItems: z.array(actionItemSchema),
  duration: z.number().int().min(0),
  startedAt: isoDateTimeSchema.nullable(),
  endsAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Set once a message of the session was flagged by the safety screen: the "Get help now" panel stays. */
  safety: sessionSafetySchema.nullable(),
});
export type ChatSessionOut = z.infer<typeof chatSessionOutSchema>;

/**
 * The events of `chat.send`, in order: the saved user message, the safety flag when the message was flagged, the
 * reply's text deltas, then the saved reply.
 * When the reply is stopped before any text was written, nothing is saved for the assistant and the stream ends
 * without a `done` event.
 */
export type ChatStreamEvent =
  | { type: 'user-message'; message: ChatMessageOut }
  /** The message was flagged by the safety screen (before any delta): the session's flag, with its help lines. */
  | { type: 'safety'; safety: SessionSafety }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatMessageOut; stopped: boolean };

/** A part of a search snippet: plain text, `match` when it is a word the search found. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/**
 * One session a search found (`chat.search`): the session, where it matched, and a short plain-text snippet
 * around the match, split into parts so the match can be highlighted without rendering any HTML.
 */
export interface ChatSearchResult {
  sessionId: string;
  title: string;
  mentorName: string;
  mentorType: MentorType;
  startedAt: string | null;
  createdAt: string;
  matchedIn: 'title' | 'message';
  snippet: SnippetPart[];
}

/**
 * `chat.sessionWork`: the work that follows a reply (the session's title, its summary, memories from the message, a
 * linked goal's progress) as a screen waits for it. `pending`: the sessions whose work is still to be done (a
 * screen showing its results looks again until it is done); `finished`: the sessions whose work finished in the
 * last moments (a screen that loaded meanwhile reads its results again). Session ids; one list each at most.
 */
export interface SessionWork {
  pending: string[];
  finished: string[];
}

/** `chat.quota`: sessions counted this calendar month (UTC) against the effective limit (-1 = unlimited). */
export const chatQuotaSchema = z.object({
  sessionsThisMonth: z.number().int().min(0),
  limit: z.number().int().min(-1),
  /** Sessions left this month; null when unlimited. */
  remaining: z.number().int().min(0).nullable(),
  /** The access comes from the trial (planState's fromTrial): false for a paying user. */
  trialActive: z.boolean(),
});
export type ChatQuota = z.infer<typeof chatQuotaSchema>;

const MINUTE_MS = 60_000;

/** When a session's time is up: 60 minutes after its first message (null before the first message). */
export function sessionEndsAt(startedAt: Date | null): Date | null {
  return startedAt ? new Date(startedAt.getTime() + SESSION_LENGTH_MINUTES * MINUTE_MS) : null;
}

/** True once a started session has used its 60 minutes: later messages are refused. */
export function isSessionTimeUp(startedAt: Date | null, now: Date): boolean {
  const ends = sessionEndsAt(startedAt);
  return ends !== null && now.getTime() >= ends.getTime();
}

/**
 * When a session ends after a reply at `now` (its summary mail is then due): 30 minutes without another reply, or
 * the end of its 60 minutes, whichever comes first.
 */
export function sessionEndAfterReply(startedAt: Date | null, now: Date): Date {
  const idle = new Date(now.getTime() + SESSION_IDLE_END_MINUTES * MINUTE_MS);
  const ends = sessionEndsAt(startedAt);
  return ends && ends.getTime() < idle.getTime() ? ends : idle;
}

/**
 * A session's duration in minutes from its first message to `lastAt`: rounded up (a started session counts at
 * least 1 minute), never more than the session length.
 */
export function sessionDurationMinutes(startedAt: Date | null, lastAt: Date): number {
  if (!startedAt) return 0;
  const minutes = Math.ceil((lastAt.getTime() - startedAt.getTime()) / MINUTE_MS);
  return Math.min(SESSION_LENGTH_MINUTES, Math.max(1, minutes));
}

// ---------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------

/**
 * Spec section 5: sending is blocked when the text is empty or whitespace, no session is
 * open, a send is in progress, or recording is on (and when the text exceeds 2000 characters).
 */
export function canSendMessage(input: {
  text: string;
  hasSession: boolean;
  sending: boolean;
  recording: boolean;
}): boolean {
  const { text, hasSession, sending, recording } = input;
  return text.trim().length > 0 && text.length <= CHAT_MESSAGE_MAX && hasSession && !sending && !recording;
}

/** The client-built session title: '{mentor name} Session {local date}'. */
export function sessionTitle(mentorName: string, date: Date): string {
  return `${mentorName} Session ${date.toLocaleDateString()}`;
}

/** Sessions limit that applies: unlimited (-1) for pro, founder and an active trial; otherwise the stored limit. */
export function effectiveSessionsLimit(input: {
  tier: SubscriptionTier;
  sessionsLimit: number;
  trialActive: boolean;
}): number {
  if (input.tier === 'pro' || input.tier === 'founder' || input.trialActive) return UNLIMITED_SESSIONS;
  return input.sessionsLimit;
}

/** True when a limited user has used up the month's sessions (never for -1). */
export function isSessionLimitReached(input: { sessionsThisMonth: number; limit: number }): boolean {
  if (input.limit < 0) return false;
  return input.sessionsThisMonth >= input.limit;
}

/**
 * The chat warning badge: null while more than one session remains or when unlimited;
 * '1 session remaining this month' with one left; with none left 'Session limit reached - Please upgrade', or,
 * when the open session is already counted this month (`sessionCounted`: it has started), that it can be
 * finished, since the server only refuses a session's first message at the limit.
 */
export function sessionLimitBadge(input: {
  sessionsThisMonth: number;
  limit: number;
  sessionCounted?: boolean;
}): string | null {
  if (input.limit < 0) return null;
  const remaining = Math.max(0, input.limit - input.sessionsThisMonth);
  if (remaining === 0)
    return input.sessionCounted ? MESSAGES.chat.sessionLimitBadgeCounted : SESSION_LIMIT_BADGE;
  if (remaining <= 1) return sessionsRemainingLabel(remaining);
  return null;
}

/** A sessions limit for display: '∞' for unlimited (-1), otherwise the number (Starter's 5 when unknown). */
export function formatSessionsLimit(limit: number | null | undefined): string {
  const value = limit ?? STARTER_SESSIONS_LIMIT;
  return value < 0 ? UNLIMITED_SYMBOL : String(value);
}

// ---------------------------------------------------------------------------
// Chat view (web): texts the spec names but does not word (chosen), and pure helpers
// ---------------------------------------------------------------------------

/** Chat view texts that the spec leaves open (chosen). The spec's own strings are in MESSAGES.chat. */
export const CHAT_VIEW_TEXT = {
  sessionsHeading: 'Sessions',
  sessionsToggle: 'Sessions',
  noSessions: 'No sessions yet. Start one to talk with your mentor.',
  showMoreSessions: 'Show more', // (chosen: the sidebar loads the next page of sessions)
  mentorSelectLabel: 'Mentor for your next session',
  emptyBody:
    'Pick a mentor type and start a session. Your mentor replies with concise guidance and 1 to 3 next steps.',
  inputPlaceholder: 'Type your message…',
  inputHint: 'Enter to send · Shift+Enter for a new line',
  send: 'Send',
  stop: 'Stop',
  stopped: 'Stopped',
  copy: 'Copy',
  copied: 'Copied',
  copyMessage: 'Copy message',
  copyCode: 'Copy code',
  tableRegion: 'Table',
  regenerate: 'Regenerate',
  regenerateAria: 'Regenerate the last reply',
  previousVersion: 'Previous version',
  nextVersion: 'Next version',
  versionOf: (index: number, count: number) => `${index}/${count}`,
  goodReply: 'Good reply',
  badReply: 'Bad reply',
  feedbackReasonLabel: 'What was wrong? (optional)',
  feedbackReasonSend: 'Send feedback',
  feedbackThanks: 'Thanks for your feedback',
  edit: 'Edit',
  editAria: 'Edit your last message',
  editLabel: 'Edit your message',
  saveEdit: 'Save and resend',
  export: 'Export',
  exportTitle: 'Download this session as Markdown',
  you: 'You',
  goal: 'Goal',
  noSessionOpen: 'Start a session to send a message',
  sessionNotStarted: `${SESSION_LENGTH_MINUTES}-minute session · the clock starts with your first message`,
  sessionEnded: 'Session ended — start a new session',
  loadMessagesFailed: 'Could not load the messages of this session.',
  loadSessionsFailed: 'Could not load your sessions.',
  sessionNotFound: 'This session could not be found.',
  preferenceSaveFailed: 'Could not save your mentor preference',
  retry: 'Retry',
  errorTitle: 'Error',
  statusOnline: 'Online',
  newSessionAria: 'Start a new session',
  sessionMenu: 'Session options',
  rename: 'Rename',
  renameLabel: 'Session title',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this session?',
  deleteBody:
    'The session and all its messages will be deleted. This cannot be undone. It still counts towards this month’s sessions.',
  deleteSummaryLabel: 'Also delete this session’s summary',
  deleteKeepsSummary: 'Its summary stays in History.',
  deleteRemovesSummary: 'Its summary will be deleted from History too.',
  deleteConfirm: 'Delete session',
  searchLabel: 'Search sessions',
  searchPlaceholder: 'Search sessions…',
  searchNoResults: 'No sessions match your search.',
  searchResults: 'Search results',
  clearSearch: 'Clear search',
} as const;

/** The welcome message shown in a new, empty session (chosen wording). */
export function chatWelcomeMessage(input: {
  mentorName: string;
  firstName?: string | null;
  goalTitle?: string | null;
}): string {
  const name = input.firstName?.trim();
  const hello = name ? `Hi ${name}! I'm your ${input.mentorName}.` : `Hi! I'm your ${input.mentorName}.`;
  const goal = input.goalTitle?.trim();
  const focus = goal
    ? `Let's work on your goal "${goal}". Where do you stand with it, and what is in your way right now?`
    : 'What would you like to work on today? Tell me where you are and where you want to get to.';
  return `${hello} ${focus} I'll keep it concise and end with 1 to 3 next steps.`;
}

/**
 * Whole minutes left in a session that ends at `endsAt`: rounded up, from 0 to the session length (a clock
 * running behind the server's never shows more); null before its first message.
 */
export function sessionMinutesLeft(endsAt: string | Date | null | undefined, now: Date): number | null {
  if (endsAt === null || endsAt === undefined) return null;
  const ends = endsAt instanceof Date ? endsAt : new Date(endsAt);
  if (Number.isNaN(ends.getTime())) return null;
  return Math.min(SESSION_LENGTH_MINUTES, Math.max(0, Math.ceil((ends.getTime() - now.getTime()) / 60_000)));
}

/** True once a started session has reached its 60-minute limit. */
export function isSessionEnded(endsAt: string | Date | null | undefined, now: Date): boolean {
  return sessionMinutesLeft(endsAt, now) === 0;
}

/**
 * The session's time label: before the first message the session length; then '{n} min left';
 * at the limit 'Session ended — start a new session'.
 */
export function sessionTimeLabel(endsAt: string | Date | null | undefined, now: Date): string {
  const left = sessionMinutesLeft(endsAt, now);
  if (left === null) return CHAT_VIEW_TEXT.sessionNotStarted;
  if (left === 0) return CHAT_VIEW_TEXT.sessionEnded;
  return `${left} min left`;
}

// --- Onboarding chat seed (session storage STORAGE_KEYS.chatSeed) -----------

export interface ChatSeed {
  /** The text put into the chat input. */
  text: string;
  /** The mentor for the session created for the seed (the user's preference when absent). */
  mentorType?: MentorType;
}

/** The stored form of a chat seed: JSON `{text, mentorType?}`. */
export function serializeChatSeed(seed: ChatSeed): string {
  return JSON.stringify(seed);
}

/**
 * Reads a stored chat seed: JSON `{text, mentorType?}` or, for a plain string, the text itself.
 * The text is cut to 2000 characters; an empty or unreadable seed gives null.
 */
export function parseChatSeed(raw: string | null | undefined): ChatSeed | null {
  if (raw === null || raw === undefined) return null;
  let text: unknown = raw;
  let mentorType: unknown;
  const trimmed = raw.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object') {
        text = 'text' in parsed ? parsed.text : undefined;
        mentorType = 'mentorType' in parsed ? parsed.mentorType : undefined;
      }
    } catch {
      // not JSON: the raw string is the text
    }
  }
  if (typeof text !== 'string' || text.trim().length === 0) return null;
  const seed: ChatSeed = { text: text.slice(0, CHAT_MESSAGE_MAX) };
  if (isMentorType(mentorType)) seed.mentorType = mentorType;
  return seed;
}

// --- Transcript export ---------------------------------------------------------

export interface TranscriptInput {
  title: string;
  mentorName: string;
  startedAt: string | null;
  createdAt: string;
  goalTitle?: string | null;
  messages: readonly { role: MessageRole; content: string; timestamp: string }[];
}

/** Local 'yyyy-mm-dd' of an ISO timestamp. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** Local 'yyyy-mm-dd hh:mm' of an ISO timestamp. */
function localDateTime(iso: string): string {
  const d = new Date(iso);
  return `${localDay(iso)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** The day a session is dated by: its first message, else its creation. */
function sessionDay(input: { startedAt: string | null; createdAt: string }): string {
  return localDay(input.startedAt ?? input.createdAt);
}

/** Export file name: 'mentorai-session-<yyyy-mm-dd>.md' (the session's local date). */
export function transcriptFileName(input: { startedAt: string | null; createdAt: string }): string {
  return `${EXPORT_FILE_PREFIX}-session-${sessionDay(input)}.md`;
}

/**
 * The session transcript as Markdown: title, mentor, date, linked goal, then each message under a
 * '### You' / '### {mentor}' heading with its time. Message text is kept as written.
 */
export function transcriptMarkdown(input: TranscriptInput): string {
  const lines: string[] = [
    `# ${input.title}`,
    '',
    `- Mentor: ${input.mentorName}`,
    `- Date: ${sessionDay(input)}`,
  ];
  const goal = input.goalTitle?.trim();
  if (goal) lines.push(`- Goal: ${goal}`);
  lines.push(`- Exported from ${PRODUCT_NAME}`, '');
  for (const message of input.messages) {
    const who = message.role === 'user' ? CHAT_VIEW_TEXT.you : input.mentorName;
    lines.push(`### ${who} · ${localDateTime(message.timestamp)}`, '', message.content.trim(), '');
  }
  if (input.messages.length === 0) lines.push('_No messages yet._', '');
  return lines.join('\n');
}

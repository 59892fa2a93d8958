/** Mentors, chat sessions and messages (spec sections 2 "Chat view", 3, 4 "Chat", 5). */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, isUuid } from './common';
import { sessionSafetySchema, type SessionSafety } from './safety';
import {
  CHAT_MESSAGE_MAX,
  CHAT_SEARCH_QUERY_MAX,
  FEEDBACK_REASON_MAX,
  CHAT_SESSION_TITLE_MAX,
  MENTOR_TYPES,
  isMentorType,
  type MentorType,
} from './constants';
import { MESSAGES } from './messages';
import { pageQueryFields } from './paging';
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

/**
 * A page of the sidebar's sessions (`chat.listSessions`; REST `?limit=&cursor=&archived=`): without `archived`, the
 * sessions not archived, pinned ones first (each group newest first); `archived: true`, the archived ones, newest
 * first.
 */
export const sessionListQuerySchema = z
  .object({
    ...pageQueryFields,
    archived: z.boolean({ error: MESSAGES.chat.archivedInvalid }).default(false),
  })
  .prefault({});
export type SessionListQuery = z.output<typeof sessionListQuerySchema>;

/** Pin a session (first in the sidebar) or unpin it (`pinned: false`). Pinning an archived session restores it. */
export const pinChatSessionSchema = z.object({
  sessionId: sessionIdValueSchema,
  pinned: z.boolean({ error: MESSAGES.chat.pinnedInvalid }),
});
export type PinChatSessionInput = z.infer<typeof pinChatSessionSchema>;

/** Archive a session (hidden from the sidebar, in its Archived view) or restore it (`archived: false`). */
export const archiveChatSessionSchema = z.object({
  sessionId: sessionIdValueSchema,
  archived: z.boolean({ error: MESSAGES.chat.archivedInvalid }),
});
export type ArchiveChatSessionInput = z.infer<typeof archiveChatSessionSchema>;

/**
 * Continue: the rest of the session's last reply, which the person stopped (`messageId`, so it never lands on a
 * reply written since). Streamed like a send; the same message is extended.
 */
export const continueReplySchema = z.object({
  messageId: idSchema({ notFound: MESSAGES.chat.messageNotFound }),
});
export type ContinueReplyInput = z.infer<typeof continueReplySchema>;

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
  /** When the person pinned it (first in the sidebar), or null. */
  pinnedAt: isoDateTimeSchema.nullable(),
  /** When the person archived it (hidden from the sidebar, in its Archived view), or null. */
  archivedAt: isoDateTimeSchema.nullable(),
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
  /** The session is archived (search finds archived sessions too; the sidebar marks them). */
  archived: boolean;
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

import type { AppRouter } from '@mentor/api';
import type { ChatMode } from '@mentor/validation';
import type { inferRouterOutputs } from '@trpc/server';

type RouterOutputs = inferRouterOutputs<AppRouter>;

/** A chat session as the api lists it (newest first, a page at a time). */
export type ChatSessionOut = RouterOutputs['chat']['listSessions']['items'][number];
/** A saved message of a session. */
export type ChatMessageOut = RouterOutputs['chat']['listMessages'][number];

/**
 * The events of `chat.send`'s stream, in order: the saved user message, the session's safety flag when the message
 * was flagged, text deltas, then the saved reply.
 */
export type { ChatStreamEvent } from '@mentor/validation';

export interface SendInput {
  sessionId: string;
  message: string;
  /** 'voice': sent by the hands-free voice mode (the mentor answers in short spoken sentences). */
  mode?: ChatMode;
}

/**
 * What a reply is asked for: a new message (`chat.send`), a new reply in place of the last one
 * (`chat.regenerate`; `message` is the person's message it answers, `replaces` the reply it replaces), the
 * last message edited and resent (`chat.editLast`), or the rest of the stopped last reply (`chat.continue`;
 * `messageId` is that reply, `written` its text so far, `message` the person's message it answers).
 */
export type ReplyRequest =
  | ({ kind: 'send' } & SendInput)
  | { kind: 'regenerate'; sessionId: string; message: string; replaces: string | null }
  | { kind: 'edit'; sessionId: string; messageId: string; message: string }
  | { kind: 'continue'; sessionId: string; messageId: string; message: string; written: string };

/**
 * `chat.stop`'s input: the session and how much of the reply the person was shown (of a continued reply: how much
 * of its rest, the stream's own text).
 */
export interface StopInput {
  sessionId: string;
  shownLength: number;
}

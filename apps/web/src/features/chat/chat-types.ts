import type { AppRouter } from '@mentor/api';
import type { inferRouterOutputs } from '@trpc/server';

type RouterOutputs = inferRouterOutputs<AppRouter>;

/** A chat session as the api lists it (newest first). */
export type ChatSessionOut = RouterOutputs['chat']['listSessions'][number];
/** A saved message of a session. */
export type ChatMessageOut = RouterOutputs['chat']['listMessages'][number];

/** The events of `chat.send`'s stream, in order: the saved user message, text deltas, then the saved reply. */
export type { ChatStreamEvent } from '@mentor/validation';

export interface SendInput {
  sessionId: string;
  message: string;
}

import type { SessionSafety } from '@mentor/validation';
import type { ChatMessageOut, ChatStreamEvent } from './chat-types';

export interface ReplyStreamHandlers {
  /** The server saved the user's message (the first event). */
  onUserMessage?: (message: ChatMessageOut) => void;
  /** The message was flagged by the safety screen (before any delta): the session's flag. */
  onSafety?: (safety: SessionSafety) => void;
  /** A piece of the reply; `text` is everything received so far. */
  onDelta?: (delta: string, text: string) => void;
}

export type ReplyStreamResult =
  /** The reply is complete (or was stopped on the server) and saved. */
  | {
      status: 'done';
      userMessage: ChatMessageOut | null;
      message: ChatMessageOut;
      stopped: boolean;
      text: string;
    }
  /** The stream ended without its final event (aborted by the user, or closed early). */
  | { status: 'incomplete'; userMessage: ChatMessageOut | null; text: string };

/**
 * Reads `chat.send`'s event stream to its end. Throws whatever the iterable throws (a refusal before the first
 * event, a failure mid-stream, the AbortError of Stop); the caller tells these apart.
 */
export async function consumeReplyStream(
  events: AsyncIterable<ChatStreamEvent>,
  handlers: ReplyStreamHandlers = {},
): Promise<ReplyStreamResult> {
  let userMessage: ChatMessageOut | null = null;
  let text = '';
  for await (const event of events) {
    switch (event.type) {
      case 'user-message':
        userMessage = event.message;
        handlers.onUserMessage?.(event.message);
        break;
      case 'safety':
        handlers.onSafety?.(event.safety);
        break;
      case 'delta':
        if (event.text.length === 0) break;
        text += event.text;
        handlers.onDelta?.(event.text, text);
        break;
      case 'done':
        return {
          status: 'done',
          userMessage,
          message: event.message,
          stopped: event.stopped,
          text: event.message.content,
        };
      default:
        // Every event of the stream is handled above: a new one fails typecheck here.
        event satisfies never;
    }
  }
  return { status: 'incomplete', userMessage, text };
}

/** True for the error of an aborted request (the user pressed Stop). */
export function isAbortError(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ('name' in current && current.name === 'AbortError') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

import type { ChatMessageOut, ChatStreamEvent } from './chat-types';

export interface ReplyStreamHandlers {
  /** The server saved the user's message (the first event). */
  onUserMessage?: (message: ChatMessageOut) => void;
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
    if (event.type === 'user-message') {
      userMessage = event.message;
      handlers.onUserMessage?.(event.message);
    } else if (event.type === 'delta') {
      if (event.text.length === 0) continue;
      text += event.text;
      handlers.onDelta?.(event.text, text);
    } else if (event.type === 'done') {
      return {
        status: 'done',
        userMessage,
        message: event.message,
        stopped: event.stopped,
        text: event.message.content,
      };
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

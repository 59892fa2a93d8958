import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageOut, ChatStreamEvent, SendInput } from './chat-types';
import { consumeReplyStream, isAbortError } from './reply-stream';

/**
 * thinking: sent, no token yet ('Thinking...'); streaming: tokens arriving; stopped: the user pressed Stop (or the
 * stream closed early) and what was written stays; done: the saved reply arrived.
 */
type ReplyPhase = 'thinking' | 'streaming' | 'stopped' | 'done';

/** The reply being written, shown after the saved messages until the server's copy replaces it. */
export interface ReplyDraft {
  sessionId: string;
  /** The text the user sent (their bubble until the server's saved copy is known). */
  userText: string;
  userMessage: ChatMessageOut | null;
  /** The reply so far (the saved reply once done). */
  text: string;
  phase: ReplyPhase;
  /** The saved reply, once done. */
  reply: ChatMessageOut | null;
}

export type SendOutcome =
  | { status: 'done'; userMessage: ChatMessageOut | null; reply: ChatMessageOut; stopped: boolean }
  | { status: 'stopped'; userMessage: ChatMessageOut | null; text: string };

/** Opens the reply stream of one send; `signal` aborts it (Stop). Refusals reject (or throw while iterating). */
export type OpenReplyStream = (
  input: SendInput,
  signal: AbortSignal,
) => Promise<AsyncIterable<ChatStreamEvent>>;

export interface ReplyStream {
  draft: ReplyDraft | null;
  /** True from the send until the reply is complete, stopped or refused. */
  generating: boolean;
  /** Sends and reads the reply stream to its end. Rejects with the refusal or failure (never for Stop). */
  run: (input: SendInput) => Promise<SendOutcome>;
  /** Stop: aborts the request; the server keeps what was written. */
  stop: () => void;
}

/** The streamed reply of `chat.send`, token by token, with Stop. */
export function useReplyStream(open: OpenReplyStream): ReplyStream {
  const [draft, setDraft] = useState<ReplyDraft | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  /** Increases with each send: updates of an older send are ignored. */
  const runIdRef = useRef(0);

  // Leaving the chat view stops a reply in progress (the server keeps what was written).
  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(
    async (input: SendInput): Promise<SendOutcome> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      runIdRef.current += 1;
      const runId = runIdRef.current;
      const isCurrent = () => runIdRef.current === runId;
      const update = (patch: Partial<ReplyDraft>) => {
        if (isCurrent()) setDraft((current) => (current ? { ...current, ...patch } : current));
      };
      setDraft({
        sessionId: input.sessionId,
        userText: input.message,
        userMessage: null,
        text: '',
        phase: 'thinking',
        reply: null,
      });
      let userMessage: ChatMessageOut | null = null;
      let text = '';
      try {
        const events = await open(input, controller.signal);
        const result = await consumeReplyStream(events, {
          onUserMessage: (message) => {
            userMessage = message;
            update({ userMessage: message });
          },
          onDelta: (_delta, soFar) => {
            text = soFar;
            update({ text: soFar, phase: 'streaming' });
          },
        });
        if (result.status === 'done') {
          update({ text: result.message.content, phase: 'done', reply: result.message });
          return {
            status: 'done',
            userMessage: result.userMessage,
            reply: result.message,
            stopped: result.stopped,
          };
        }
        update({ phase: 'stopped' });
        return { status: 'stopped', userMessage: result.userMessage, text: result.text };
      } catch (error) {
        if (isAbortError(error, controller.signal)) {
          update({ phase: 'stopped' });
          return { status: 'stopped', userMessage, text };
        }
        if (isCurrent()) setDraft(null);
        throw error;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [open],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const generating = draft !== null && (draft.phase === 'thinking' || draft.phase === 'streaming');
  return { draft, generating, run, stop };
}

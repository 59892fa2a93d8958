import type { SessionSafety } from '@mentor/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageOut, ChatStreamEvent, ReplyRequest, StopInput } from './chat-types';
import { consumeReplyStream, isAbortError } from './reply-stream';

/**
 * thinking: sent, no token yet ('Thinking...'); streaming: tokens arriving; stopped: the user pressed Stop (or the
 * stream closed early) and what was shown stays; done: the saved reply arrived.
 */
type ReplyPhase = 'thinking' | 'streaming' | 'stopped' | 'done';

/** The reply being written, shown after the saved messages until the server's copy replaces it. */
export interface ReplyDraft {
  sessionId: string;
  /** What the reply was asked for: a send, a regenerated reply, or an edited last message. */
  request: ReplyRequest;
  /** The text the user sent (their bubble until the server's saved copy is known). */
  userText: string;
  userMessage: ChatMessageOut | null;
  /** The reply so far (a continued one with its beginning; the saved reply once done). */
  text: string;
  phase: ReplyPhase;
  /** The saved reply, once done. */
  reply: ChatMessageOut | null;
}

export type SendOutcome =
  | { status: 'done'; userMessage: ChatMessageOut | null; reply: ChatMessageOut; stopped: boolean }
  | { status: 'stopped'; userMessage: ChatMessageOut | null; text: string };

/** Opens the reply stream of one request; `signal` aborts it. Refusals reject (or throw while iterating). */
export type OpenReplyStream = (
  request: ReplyRequest,
  signal: AbortSignal,
) => Promise<AsyncIterable<ChatStreamEvent>>;

/** Tells the server what the person was shown when they pressed Stop (`chat.stop`); may reject. */
export type StopReplyOnServer = (input: StopInput) => Promise<unknown>;

export interface ReplyStream {
  draft: ReplyDraft | null;
  /** True from the send until the reply is complete, stopped or refused. */
  generating: boolean;
  /** Asks for the reply and reads its stream to its end. Rejects with the refusal or failure (never for Stop). */
  run: (request: ReplyRequest) => Promise<SendOutcome>;
  /**
   * Stop: the reply shown so far stays as it is (later tokens are not shown); the server is told how much was
   * shown (it saves exactly that), then the request is aborted.
   */
  stop: () => void;
}

/**
 * The stream said the request's message was flagged by the safety screen (before the reply's first token): the
 * "Get help now" panel shows at once.
 */
export type OnSafetyFlag = (safety: SessionSafety, request: ReplyRequest) => void;

/** What a reply shows before its stream: a continued reply's stopped beginning, else nothing. */
function beginningOf(request: ReplyRequest): string {
  return request.kind === 'continue' ? request.written : '';
}

/** The streamed reply of `chat.send` (or regenerate, edit, continue), token by token, with Stop. */
export function useReplyStream(
  open: OpenReplyStream,
  stopOnServer?: StopReplyOnServer,
  onSafety?: OnSafetyFlag,
): ReplyStream {
  const [draft, setDraft] = useState<ReplyDraft | null>(null);
  /** The reply in progress: its request, abort controller and the text shown so far. */
  const currentRef = useRef<{
    request: ReplyRequest;
    controller: AbortController;
    shown: string;
    frozen: boolean;
  } | null>(null);
  /** Increases with each send: updates of an older send are ignored. */
  const runIdRef = useRef(0);

  // Leaving the chat view stops a reply in progress (the server keeps what it wrote).
  useEffect(() => () => currentRef.current?.controller.abort(), []);

  const run = useCallback(
    async (request: ReplyRequest): Promise<SendOutcome> => {
      currentRef.current?.controller.abort();
      const controller = new AbortController();
      const current = { request, controller, shown: '', frozen: false };
      currentRef.current = current;
      runIdRef.current += 1;
      const runId = runIdRef.current;
      const isCurrent = () => runIdRef.current === runId;
      const update = (patch: Partial<ReplyDraft>) => {
        if (isCurrent()) setDraft((d) => (d ? { ...d, ...patch } : d));
      };
      // A continued reply shows its stopped beginning first; the stream brings the rest.
      const before = beginningOf(request);
      setDraft({
        sessionId: request.sessionId,
        request,
        userText: request.message,
        userMessage: null,
        text: before,
        phase: 'thinking',
        reply: null,
      });
      let userMessage: ChatMessageOut | null = null;
      try {
        const events = await open(request, controller.signal);
        const result = await consumeReplyStream(events, {
          onUserMessage: (message) => {
            userMessage = message;
            update({ userMessage: message });
          },
          // The flag is the server's, whichever send it came with: it is shown even for an older send.
          onSafety: (safety) => onSafety?.(safety, request),
          onDelta: (_delta, soFar) => {
            // After Stop, what was shown stays: later tokens are not shown (nor saved).
            if (current.frozen) return;
            current.shown = soFar;
            update({ text: before + soFar, phase: 'streaming' });
          },
        });
        if (result.status === 'done') {
          update({
            text: result.message.content,
            phase: result.stopped ? 'stopped' : 'done',
            reply: result.message,
          });
          return {
            status: 'done',
            userMessage: result.userMessage,
            reply: result.message,
            stopped: result.stopped,
          };
        }
        update({ phase: 'stopped' });
        return { status: 'stopped', userMessage: result.userMessage, text: current.shown };
      } catch (error) {
        if (isAbortError(error, controller.signal)) {
          update({ phase: 'stopped' });
          return { status: 'stopped', userMessage, text: current.shown };
        }
        if (isCurrent()) setDraft(null);
        throw error;
      } finally {
        if (currentRef.current === current) currentRef.current = null;
      }
    },
    [open, onSafety],
  );

  const stop = useCallback(() => {
    const current = currentRef.current;
    if (!current || current.frozen) return;
    current.frozen = true;
    setDraft((d) =>
      d && d.request === current.request
        ? { ...d, text: beginningOf(current.request) + current.shown, phase: 'stopped' }
        : d,
    );
    const abort = () => current.controller.abort();
    if (!stopOnServer) {
      abort();
      return;
    }
    // The server saves what was shown; the request is aborted once it answered (or failed to), whatever it said.
    void stopOnServer({ sessionId: current.request.sessionId, shownLength: current.shown.length }).then(
      abort,
      abort,
    );
  }, [stopOnServer]);

  const generating = draft !== null && (draft.phase === 'thinking' || draft.phase === 'streaming');
  return { draft, generating, run, stop };
}

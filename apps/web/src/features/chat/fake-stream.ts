// Test helper: a reply stream the test drives event by event (not used by the app).
import type { ChatMessageOut, ChatStreamEvent } from './chat-types';

export interface FakeStream extends AsyncIterable<ChatStreamEvent> {
  push: (event: ChatStreamEvent) => void;
  /** Ends the stream. */
  end: () => void;
  /** Makes the next read throw. */
  fail: (error: unknown) => void;
}

/** An async iterable fed by the test; `signal` aborting makes the pending read throw an AbortError. */
export function fakeStream(signal?: AbortSignal): FakeStream {
  const queue: ChatStreamEvent[] = [];
  let ended = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  signal?.addEventListener('abort', () => {
    failure = { error: new DOMException('The operation was aborted.', 'AbortError') };
    notify();
  });
  return {
    push(event) {
      queue.push(event);
      notify();
    },
    end() {
      ended = true;
      notify();
    },
    fail(error) {
      failure = { error };
      notify();
    },
    async *[Symbol.asyncIterator]() {
      for (;;) {
        if (failure) throw failure.error;
        const next = queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (ended) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
}

/** An async iterable of fixed events. */
export async function* streamOf(events: readonly ChatStreamEvent[]): AsyncGenerator<ChatStreamEvent> {
  for (const event of events) yield await Promise.resolve(event);
}

let seq = 0;
export function makeMessage(overrides: Partial<ChatMessageOut> = {}): ChatMessageOut {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    sessionId: '10000000-0000-4000-8000-000000000001',
    role: 'user',
    content: 'Hello',
    timestamp: '2026-03-10T12:00:00.000Z',
    stopped: false,
    ...overrides,
  };
}

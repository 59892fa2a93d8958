import { EventEmitter, on } from 'node:events';

/**
 * The queue a reply is written into while it is generated, and read from as the stream the client gets. The
 * writer never waits for the reader: what it writes is buffered (`events.on` buffers), and the reader gets every
 * item written before the end, then the end (`close`) or the failure (`fail`). Once the reader has left (Stop,
 * closed tab), what is written is dropped.
 */
export interface ReplyQueue<T> extends AsyncIterable<T> {
  push(item: T): void;
  close(): void;
  fail(error: Error): void;
}

export function createReplyQueue<T>(): ReplyQueue<T> {
  const emitter = new EventEmitter();
  // Listening starts now, so nothing written before the reader arrives is lost.
  const events = on(emitter, 'item', { close: ['end'] });
  let ended = false;
  const end = (): boolean => {
    if (ended) return false;
    ended = true;
    return true;
  };
  return {
    push(item) {
      if (!ended) emitter.emit('item', item);
    },
    close() {
      if (end()) emitter.emit('end');
    },
    fail(error) {
      // Without a reader (it left) an 'error' event would throw here: there is nobody left to tell.
      if (end() && emitter.listenerCount('error') > 0) emitter.emit('error', error);
    },
    async *[Symbol.asyncIterator]() {
      for await (const [item] of events) yield item as T;
    },
  };
}

import { CHAT_MAX_CONCURRENT_REPLIES, CHAT_SENDS_PER_MINUTE, MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after a reply without delaying it (the session summary, memory extraction), and the replies
 * themselves while they are generated and saved. Tasks with the same key run one after another, so a later
 * summary of a session never finishes before an earlier one. `drain()` waits until nothing is left (tests, and
 * app.close()).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(key: string, name: string, task: () => Promise<void>): void {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: name, key }, 'background task failed'));
    this.tails.set(key, next);
    this.running.add(next);
    void next.finally(() => {
      this.running.delete(next);
      if (this.tails.get(key) === next) this.tails.delete(key);
    });
  }

  /** Counts `work` (a reply being generated and saved) as pending until it settles, so drain() waits for it. */
  track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => this.log.error({ err: error }, 'tracked work failed'));
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  get pending(): number {
    return this.running.size;
  }

  /** Resolves once every task, including tasks started while waiting, has finished. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

export class TooManyRepliesError extends TRPCError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super({ code: 'TOO_MANY_REQUESTS', message });
  }
}

/**
 * Per-user limits on sending: at most CHAT_MAX_CONCURRENT_REPLIES replies generating at once and
 * CHAT_SENDS_PER_MINUTE sends in any rolling minute (by the app's clock). In memory, per app instance.
 */
export class SendLimiter {
  private readonly active = new Map<string, number>();
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly maxConcurrent = CHAT_MAX_CONCURRENT_REPLIES,
    private readonly perMinute = CHAT_SENDS_PER_MINUTE,
  ) {}

  /** Takes a reply slot for the user or throws 429; call the returned function exactly once when the reply ends. */
  acquire(userId: string, now: Date): () => void {
    const windowStart = now.getTime() - 60_000;
    const times = (this.recent.get(userId) ?? []).filter((t) => t > windowStart && t <= now.getTime());
    if ((this.active.get(userId) ?? 0) >= this.maxConcurrent) {
      throw new TooManyRepliesError(MESSAGES.chat.replyInProgress, 5);
    }
    if (times.length >= this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((times[0]! + 60_000 - now.getTime()) / 1000));
      throw new TooManyRepliesError(MESSAGES.chat.tooManyRequests, retryAfter);
    }
    times.push(now.getTime());
    this.recent.set(userId, times);
    this.active.set(userId, (this.active.get(userId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.active.get(userId) ?? 1) - 1;
      if (left <= 0) this.active.delete(userId);
      else this.active.set(userId, left);
    };
  }

  /** Replies the user has generating right now. */
  activeFor(userId: string): number {
    return this.active.get(userId) ?? 0;
  }
}

/** The background queue as the rest of the app sees it. */
export interface TaskQueue {
  run(key: string, name: string, task: () => Promise<void>): void;
  track(work: Promise<void>): void;
  drain(): Promise<void>;
  readonly pending: number;
}

/** The send limits as the rest of the app sees it. */
export interface ReplyLimits {
  acquire(userId: string, now: Date): () => void;
  activeFor(userId: string): number;
}

export interface ChatRuntime {
  tasks: TaskQueue;
  limiter: ReplyLimits;
}

export function createChatRuntime(log: FastifyBaseLogger): ChatRuntime {
  return { tasks: new BackgroundTasks(log), limiter: new SendLimiter() };
}

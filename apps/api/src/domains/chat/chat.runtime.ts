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

class TooManyRepliesError extends TRPCError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super({ code: 'TOO_MANY_REQUESTS', message });
  }
}

/** A reply slot taken by `SendLimiter.acquire`; exactly one of its methods is called, once (later calls do nothing). */
export interface SendSlot {
  /** The reply ended (done, stopped or failed): frees the user's slot and the session. The send stays counted. */
  release(): void;
  /**
   * The send was refused before its message was accepted (404, 409 time up, 403 quota): frees the slot and the
   * session, and the send no longer counts against the per-minute cap.
   */
  refund(): void;
}

/**
 * Limits on sending, in memory, per app instance:
 * - one reply at a time per session: a second send to a session whose reply is still generating is refused
 *   (429, MESSAGES.chat.replyInProgress) before anything is counted, so a transcript always alternates;
 * - at most CHAT_MAX_CONCURRENT_REPLIES replies generating at once per user;
 * - CHAT_SENDS_PER_MINUTE sends per user in any rolling minute (by the app's clock).
 */
export class SendLimiter {
  private readonly active = new Map<string, number>();
  private readonly recent = new Map<string, number[]>();
  private readonly busySessions = new Set<string>();

  constructor(
    private readonly maxConcurrent = CHAT_MAX_CONCURRENT_REPLIES,
    private readonly perMinute = CHAT_SENDS_PER_MINUTE,
  ) {}

  /** Takes a reply slot for the user and the session, or throws 429. */
  acquire(userId: string, sessionId: string, now: Date): SendSlot {
    if (this.busySessions.has(sessionId)) {
      throw new TooManyRepliesError(MESSAGES.chat.replyInProgress, 5);
    }
    const windowStart = now.getTime() - 60_000;
    const times = (this.recent.get(userId) ?? []).filter((t) => t > windowStart && t <= now.getTime());
    if ((this.active.get(userId) ?? 0) >= this.maxConcurrent) {
      throw new TooManyRepliesError(MESSAGES.chat.replyInProgress, 5);
    }
    if (times.length >= this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((times[0]! + 60_000 - now.getTime()) / 1000));
      throw new TooManyRepliesError(MESSAGES.chat.tooManyRequests, retryAfter);
    }
    const stamp = now.getTime();
    times.push(stamp);
    this.recent.set(userId, times);
    this.active.set(userId, (this.active.get(userId) ?? 0) + 1);
    this.busySessions.add(sessionId);
    let ended = false;
    const end = (): boolean => {
      if (ended) return false;
      ended = true;
      this.busySessions.delete(sessionId);
      const left = (this.active.get(userId) ?? 1) - 1;
      if (left <= 0) this.active.delete(userId);
      else this.active.set(userId, left);
      return true;
    };
    return {
      release: () => void end(),
      refund: () => {
        if (!end()) return;
        const list = this.recent.get(userId);
        const at = list?.lastIndexOf(stamp) ?? -1;
        if (list && at >= 0) list.splice(at, 1);
        if (list?.length === 0) this.recent.delete(userId);
      },
    };
  }

  /** Replies the user has generating right now. */
  activeFor(userId: string): number {
    return this.active.get(userId) ?? 0;
  }

  /** Whether a reply is generating in the session right now. */
  isBusy(sessionId: string): boolean {
    return this.busySessions.has(sessionId);
  }
}

/** A reply being written, as Stop reaches it. */
interface ActiveReply {
  userId: string;
  /**
   * Ends the reply keeping its first `shownLength` characters (what the person was shown); resolves once it is
   * saved, with whether it was still being written (false: it had already ended, nothing changed) and the saved
   * row's id (null when nothing was saved).
   */
  stop(shownLength: number): Promise<{ stopped: boolean; messageId: string | null }>;
}

/**
 * The replies being written, by session (one at a time per session: SendLimiter), in memory per app instance.
 * A reply is registered while it is generated and leaves before it is saved: a Stop that arrives after that finds
 * nothing and changes nothing.
 */
class ActiveReplies {
  private readonly bySession = new Map<string, ActiveReply>();

  add(sessionId: string, reply: ActiveReply): () => void {
    this.bySession.set(sessionId, reply);
    return () => {
      if (this.bySession.get(sessionId) === reply) this.bySession.delete(sessionId);
    };
  }

  /** The user's reply being written in the session, if any. */
  find(userId: string, sessionId: string): ActiveReply | undefined {
    const reply = this.bySession.get(sessionId);
    return reply?.userId === userId ? reply : undefined;
  }
}

/** The background queue as the rest of the app sees it. */
interface TaskQueue {
  run(key: string, name: string, task: () => Promise<void>): void;
  track(work: Promise<void>): void;
  drain(): Promise<void>;
  readonly pending: number;
}

/** The send limits as the rest of the app sees it. */
interface ReplyLimits {
  acquire(userId: string, sessionId: string, now: Date): SendSlot;
  activeFor(userId: string): number;
  isBusy(sessionId: string): boolean;
}

export interface ChatRuntime {
  tasks: TaskQueue;
  limiter: ReplyLimits;
  replies: ActiveReplies;
}

export function createChatRuntime(log: FastifyBaseLogger): ChatRuntime {
  return { tasks: new BackgroundTasks(log), limiter: new SendLimiter(), replies: new ActiveReplies() };
}

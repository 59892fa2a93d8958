import { randomUUID } from 'node:crypto';
import type { Database } from '@mentor/db';
import { CHAT_MAX_CONCURRENT_REPLIES, CHAT_SENDS_PER_MINUTE, MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import type { RateStore, Take } from '../../lib/rate-store';
import { lockUser } from '../account';
import * as repo from './repository';

/**
 * The replies of this app instance while they are generated and saved (the work after a reply goes through the
 * durable job queue, lib/jobs). `drain()` waits until none is left (tests, and app.close(): a reply being written
 * is saved, and its job enqueued, before the database closes).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Counts `work` (a reply being generated and saved) as pending until it settles, so drain() waits for it. */
  track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => this.log.error({ err: error }, 'tracked work failed'));
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  get pending(): number {
    return this.running.size;
  }

  /** Resolves once every tracked reply, including replies started while waiting, has finished. */
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
  release(): Promise<void>;
  /**
   * The send was refused before its message was accepted (404, 409 time up, 403 quota): frees the slot and the
   * session, and the send no longer counts against the per-minute cap.
   */
  refund(): Promise<void>;
}

/** How long a reply's claim on its session lasts unless renewed (renewed every third of it while the reply runs). */
const REPLY_LEASE_MS = 60_000;

/**
 * Limits on sending, shared by every app instance on one database (and one Redis):
 * - one reply at a time per session: a second send to a session whose reply is still being written is refused
 *   (429, MESSAGES.chat.replyInProgress) before anything is counted, so a transcript always alternates. The reply
 *   holds a lease on the session in the database (chat_reply_leases), taken with one conditional upsert, renewed
 *   while it runs, deleted when it ends, and expiring by itself when its process died;
 * - at most CHAT_MAX_CONCURRENT_REPLIES replies being written at once per user (their live leases);
 * - CHAT_SENDS_PER_MINUTE sends per user in any rolling minute (by the app's clock), counted in the RateStore:
 *   Redis when REDIS_URL is set, else in memory.
 */
export class SendLimiter {
  constructor(
    private readonly db: Database,
    private readonly rates: RateStore,
    private readonly log: FastifyBaseLogger,
    private readonly maxConcurrent = CHAT_MAX_CONCURRENT_REPLIES,
    private readonly perMinute = CHAT_SENDS_PER_MINUTE,
    private readonly leaseMs = REPLY_LEASE_MS,
  ) {}

  /** Takes a reply slot for the user and the session, or throws 429. */
  async acquire(userId: string, sessionId: string, now: Date): Promise<SendSlot> {
    const { db, leaseMs } = this;
    const leaseId = randomUUID();
    const claimed = await db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      return repo.claimReplyLease(trx, {
        userId,
        sessionId,
        leaseId,
        leaseMs,
        maxPerUser: this.maxConcurrent,
      });
    });
    if (!claimed) throw new TooManyRepliesError(MESSAGES.chat.replyInProgress, 5);
    const freeSession = () =>
      repo
        .releaseReplyLease(db, sessionId, leaseId)
        .catch((error: unknown) =>
          this.log.error(
            { err: error, sessionId },
            'freeing the session after a reply failed; its lease expires',
          ),
        );
    let taken: Take;
    try {
      taken = await this.rates.take(`chat-sends:${userId}`, this.perMinute, 60_000, now);
    } catch (error) {
      await freeSession();
      throw error;
    }
    if (!taken.ok) {
      await freeSession();
      throw new TooManyRepliesError(MESSAGES.chat.tooManyRequests, taken.retryAfterSeconds);
    }
    const { undo } = taken;
    const heartbeat = setInterval(() => {
      repo
        .renewReplyLease(db, sessionId, leaseId, leaseMs)
        .catch((error: unknown) => this.log.warn({ err: error, sessionId }, 'renewing a reply lease failed'));
    }, leaseMs / 3);
    heartbeat.unref();
    let ended = false;
    const end = async (): Promise<boolean> => {
      if (ended) return false;
      ended = true;
      clearInterval(heartbeat);
      await freeSession();
      return true;
    };
    return {
      release: async () => void (await end()),
      refund: async () => {
        if (!(await end())) return;
        await undo().catch((error: unknown) =>
          this.log.warn(
            { err: error, userId },
            'taking back a refused send from the per-minute count failed',
          ),
        );
      },
    };
  }

  /** Replies the user has being written right now, on any instance. */
  async activeFor(userId: string): Promise<number> {
    return repo.countReplyLeases(this.db, userId);
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
 * The replies being written on this instance, by session (one at a time per session: SendLimiter).
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

/** The replies being written, as the rest of the app sees them. */
interface TaskQueue {
  track(work: Promise<void>): void;
  drain(): Promise<void>;
  readonly pending: number;
}

/** The send limits as the rest of the app sees it. */
interface ReplyLimits {
  acquire(userId: string, sessionId: string, now: Date): Promise<SendSlot>;
  activeFor(userId: string): Promise<number>;
}

export interface ChatRuntime {
  tasks: TaskQueue;
  limiter: ReplyLimits;
  replies: ActiveReplies;
}

export function createChatRuntime(deps: {
  db: Database;
  rates: RateStore;
  log: FastifyBaseLogger;
}): ChatRuntime {
  return {
    tasks: new BackgroundTasks(deps.log),
    limiter: new SendLimiter(deps.db, deps.rates, deps.log),
    replies: new ActiveReplies(),
  };
}

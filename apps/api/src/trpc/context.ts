import type { Database, UserRow } from '@mentor/db';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AiProvider } from '../ai/provider';
import type { PaymentProvider } from '../domains/billing';
import type { ChatRuntime } from '../domains/chat';
import type { Config } from '../env';
import type { Clock } from '../lib/clock';
import type { JobQueue } from '../lib/jobs';
import type { RateStore } from '../lib/rate-store';

/** What every procedure, service and test sees: no HTTP objects. */
export interface InnerContext {
  db: Database;
  user: UserRow | null;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The AI provider (OpenAI-compatible or the offline mentor), from the config. */
  ai: AiProvider;
  /** Per-app chat state: reply limits and the replies being written here. */
  chat: ChatRuntime;
  /** The durable job queue (work after a response); procedures enqueue in their transaction and wake it. */
  jobs: JobQueue;
  /** Online payments (Stripe), from the config; undefined when not configured. */
  payments: PaymentProvider | undefined;
  /** Aborted when the client goes away (closed tab, Stop); long-running work listens to it. */
  signal?: AbortSignal;
  /** The sid of the login session the request came with (null without one, e.g. a test's caller). */
  sessionId?: string | null;
  /** Per-key rate limits shared by every instance (Redis when set). */
  rates: RateStore;
  /** The client's address (per-IP limits); null without a request (a test's caller). */
  ip: string | null;
}

export interface Context extends InnerContext {
  req?: FastifyRequest;
  res?: FastifyReply;
}

export interface AppServices {
  db: Database;
  config: Config;
  clock: Clock;
  ai: AiProvider;
  chat: ChatRuntime;
  jobs: JobQueue;
  /** Per-user rate limits (the per-minute send cap, voice requests): Redis when REDIS_URL is set, else memory. */
  rates: RateStore;
  payments: PaymentProvider | undefined;
}

export function createInnerContext(
  services: AppServices,
  user: UserRow | null,
  log: FastifyBaseLogger,
  sessionId: string | null = null,
  ip: string | null = null,
): InnerContext {
  return { ...services, user, log, sessionId, ip };
}

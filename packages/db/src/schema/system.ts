import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, Json } from './columns';

// The durable job queue, the mail outbox and the app's generated secrets.

export type JobState = 'pending' | 'running' | 'done' | 'failed';

/** The durable job queue (apps/api/src/lib/jobs): work that follows a response, retried and never lost. */
export interface JobsTable {
  id: Generated<string>;
  name: string;
  /** Unique: a job enqueued twice for the same thing exists once. */
  key: string;
  /** Jobs of one group (a chat session) run one at a time. */
  groupKey: string | null;
  /** Whose work it is (deleted with the account); null for work of no one in particular. */
  userId: string | null;
  payload: Json<unknown>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  runAt: GeneratedTimestamp;
  lockedUntil: Timestamp | null;
  lockedBy: string | null;
  lastError: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type EmailKindValue =
  | 'verify-email'
  | 'password-reset'
  | 'session-summary'
  | 'weekly-checkin'
  | 'account-deleted'
  | 'sign-in-alert'
  | 'sign-up-attempt';

export type OutboxStatusValue = 'queued' | 'sent' | 'kept' | 'retrying' | 'failed';

/** Every message the app sends (or keeps, without SMTP), rendered by its job. */
export interface EmailOutboxTable {
  id: Generated<string>;
  userId: string | null;
  /** The logical message's idempotency key (unique). */
  key: string;
  kind: EmailKindValue;
  toAddress: string;
  /** What the job renders the message from. */
  payload: Json<unknown>;
  status: ColumnType<OutboxStatusValue, OutboxStatusValue | undefined, OutboxStatusValue>;
  attempts: Generated<number>;
  lastError: string | null;
  fromAddress: string | null;
  subject: string | null;
  html: string | null;
  textBody: string | null;
  headers: Json<Record<string, string>> | null;
  messageId: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  sentAt: Timestamp | null;
}

/** Secrets the app makes once when not configured (shared by every instance). */
export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: GeneratedTimestamp;
}

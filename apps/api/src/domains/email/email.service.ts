import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, DB, EmailKindValue, EmailOutboxRow, Transaction } from '@mentor/db';
import {
  EMAIL_LIST_LABELS,
  EMAIL_LISTS,
  MESSAGES,
  ROUTES,
  type EmailList,
  type OutboxItem,
  type OutboxListQuery,
  type OutboxMessage,
  type OutboxPage,
  type UnsubscribeResult,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { Config } from '../../env';
import type { Clock } from '../../lib/clock';
import { pageOf, positionOf } from '../../lib/cursor';
import { enqueueJob } from '../../lib/jobs';
import { findUser, setEmailPreference } from '../account';
import * as repo from './email.repository';

type Db = Database | Transaction<DB>;

export interface EmailDeps {
  db: Database;
  config: Config;
  clock: Clock;
}

/** The job that renders and sends (or keeps) one outbox message. */
export const DELIVER_JOB = 'email.deliver';
/** Attempts a message gets: about 2.5 minutes of backoff in all before it is failed (5 s, 10 s, 20 s, 40 s, 80 s). */
const DELIVER_ATTEMPTS = 6;

/** What each kind of mail is rendered from (the job reads the rest at send time). */
export type EmailPayload =
  | { kind: 'verify-email'; token: string; email: string }
  | { kind: 'password-reset'; token: string }
  | { kind: 'session-summary'; sessionId: string }
  | { kind: 'weekly-checkin'; monday: string; sunday: string }
  /** Queued as the account is deleted (no user left to read at send time): what the mail needs is here. */
  | { kind: 'account-deleted'; email: string; firstName: string | null; deletedAt: string }
  | { kind: 'sign-in-alert'; failures: number; addresses: number }
  | { kind: 'sign-up-attempt' };

/**
 * Queues a message in the caller's transaction: one outbox row and one delivery job per logical message (`key`).
 * Queuing the same key again does nothing and answers false. Jobs of one `groupKey` run one at a time, in order
 * (a session's summary mail waits behind the job that writes the summary).
 */
export async function queueEmail(
  trx: Db,
  message: {
    /** Null for a mail about an account that is gone (account-deleted). */
    userId: string | null;
    to: string;
    key: string;
    payload: EmailPayload;
    groupKey?: string;
  },
): Promise<boolean> {
  const id = await repo.insertOutbox(trx, {
    userId: message.userId,
    key: message.key,
    kind: message.payload.kind,
    toAddress: message.to,
    payload: message.payload,
  });
  if (!id) return false;
  await enqueueJob(trx, {
    name: DELIVER_JOB,
    key: `${DELIVER_JOB}:${id}`,
    groupKey: message.groupKey ?? null,
    userId: message.userId,
    payload: { outboxId: id },
    maxAttempts: DELIVER_ATTEMPTS,
  });
  return true;
}

// ---------------------------------------------------------------------------
// Unsubscribe links: signed, so they work without signing in and change only the one preference they name.
// ---------------------------------------------------------------------------

const LINK_SECRET_NAME = 'unsubscribe-link-key';
const secretCache = new WeakMap<object, Promise<string>>();

/** EMAIL_LINK_SECRET, or the key the app made once and keeps in the database (the same for every instance). */
function linkSecret(deps: { db: Db; config: Config }): Promise<string> {
  if (deps.config.mail.linkSecret) return Promise.resolve(deps.config.mail.linkSecret);
  let secret = secretCache.get(deps.config);
  if (!secret) {
    secret = repo.findOrCreateSecret(deps.db, LINK_SECRET_NAME, () => randomBytes(32).toString('hex'));
    secret.catch(() => secretCache.delete(deps.config));
    secretCache.set(deps.config, secret);
  }
  return secret;
}

/**
 * A secret the app keeps in app_secrets when no setting gives one: made once by the first instance that needs it,
 * read by the others (the unsubscribe links' key above; the auth domain's key of the authenticator apps' keys).
 */
export function keptSecret(db: Db, name: string, make: () => string): Promise<string> {
  return repo.findOrCreateSecret(db, name, make);
}

const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');

/** The token of a one-click unsubscribe link: `<user id>.<list>.<HMAC-SHA256 of both>`. */
async function unsubscribeToken(
  deps: { db: Db; config: Config },
  userId: string,
  list: EmailList,
): Promise<string> {
  const body = `${userId}.${list}`;
  return `${body}.${signatureOf(await linkSecret(deps), body)}`;
}

async function readUnsubscribeToken(
  deps: { db: Db; config: Config },
  token: string,
): Promise<{ userId: string; list: EmailList }> {
  const invalid = () => new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.email.unsubscribeInvalid });
  const [userId, list, signature, ...rest] = token.split('.');
  if (!userId || !list || !signature || rest.length > 0) throw invalid();
  if (!(EMAIL_LISTS as readonly string[]).includes(list)) throw invalid();
  const expected = Buffer.from(signatureOf(await linkSecret(deps), `${userId}.${list}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  return { userId, list: list as EmailList };
}

/** The links of a non-transactional mail: the unsubscribe page, the one-click POST target, the preferences. */
export async function listLinks(deps: { db: Db; config: Config }, userId: string, list: EmailList) {
  const token = encodeURIComponent(await unsubscribeToken(deps, userId, list));
  const base = deps.config.publicUrl;
  return {
    unsubscribeUrl: `${base}${ROUTES.unsubscribe}?token=${token}`,
    oneClickUrl: `${base}/api/email/unsubscribe?token=${token}`,
    preferencesUrl: `${base}${ROUTES.profile}`,
  };
}

/** What an unsubscribe link does, before it is used: which list, for which address, and whether it is off. */
export async function unsubscribeInfo(deps: EmailDeps, token: string): Promise<UnsubscribeResult> {
  const { userId, list } = await readUnsubscribeToken(deps, token);
  const user = await findUser(deps.db, userId);
  // The account was deleted: nothing will be sent to it any more.
  if (!user) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.email.unsubscribeInvalid });
  return { list, label: EMAIL_LIST_LABELS[list], email: user.email, unsubscribed: !user[list] };
}

/**
 * Turns off the one preference the link names (the same answer when it is off already). Answers whose row changed
 * too: its caller (the router) invalidates that user's cached sessions once it has (auth sits above email).
 */
export async function unsubscribe(
  deps: EmailDeps,
  token: string,
): Promise<{ userId: string; answer: UnsubscribeResult }> {
  const { userId, list } = await readUnsubscribeToken(deps, token);
  const user = await setEmailPreference(deps.db, userId, list, false, deps.clock.now());
  if (!user) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.email.unsubscribeInvalid });
  return { userId, answer: { list, label: EMAIL_LIST_LABELS[list], email: user.email, unsubscribed: true } };
}

// ---------------------------------------------------------------------------
// The admin outbox
// ---------------------------------------------------------------------------

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toItem(row: repo.OutboxListRow): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

export async function listOutbox(deps: EmailDeps, query: OutboxListQuery): Promise<OutboxPage> {
  const limit = query.limit ?? 20;
  const rows = await repo.listOutbox(deps.db, {
    status: query.status,
    after: positionOf(query.cursor),
    limit,
  });
  return { ...pageOf(rows, limit, toItem), smtp: deps.config.mail.smtpUrl !== undefined };
}

function toMessage(row: EmailOutboxRow): OutboxMessage {
  return {
    ...toItem(row),
    from: row.fromAddress,
    html: row.html,
    text: row.textBody,
    headers: row.headers ?? {},
  };
}

export async function outboxMessage(deps: EmailDeps, id: string): Promise<OutboxMessage> {
  const row = await repo.findOutbox(deps.db, id);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.email.outboxNotFound });
  return toMessage(row);
}

/** The kinds a person can turn off, by the preference that does. */
export const LIST_OF_KIND: Partial<Record<EmailKindValue, EmailList>> = {
  'session-summary': 'summaryEmails',
  'weekly-checkin': 'weeklyCheckin',
};

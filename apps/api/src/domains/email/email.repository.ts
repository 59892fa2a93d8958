import {
  sql,
  type Database,
  type DB,
  type EmailKindValue,
  type EmailOutboxRow,
  type OutboxStatusValue,
  type Transaction,
} from '@mentor/db';
import { afterCursor, cursorAtOf, type KeysetPosition } from '../../lib/cursor';

type Db = Database | Transaction<DB>;

const OUTBOX_LIST_COLUMNS = [
  'emailOutbox.id',
  'emailOutbox.userId',
  'emailOutbox.kind',
  'emailOutbox.toAddress',
  'emailOutbox.subject',
  'emailOutbox.status',
  'emailOutbox.attempts',
  'emailOutbox.lastError',
  'emailOutbox.createdAt',
  'emailOutbox.sentAt',
] as const;

export type OutboxListRow = Pick<
  EmailOutboxRow,
  | 'id'
  | 'userId'
  | 'kind'
  | 'toAddress'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
>;

/** Adds a message to the outbox; undefined when a message with this key exists already (idempotent). */
export async function insertOutbox(
  db: Db,
  values: { userId: string | null; key: string; kind: EmailKindValue; toAddress: string; payload: unknown },
): Promise<string | undefined> {
  const row = await db
    .insertInto('emailOutbox')
    .values({ ...values, payload: JSON.stringify(values.payload ?? null) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findOutbox(db: Db, id: string): Promise<EmailOutboxRow | undefined> {
  return db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the job rendered: stored before it is sent, so the outbox shows it whatever happens next. */
export async function saveRendered(
  db: Db,
  id: string,
  message: {
    fromAddress: string;
    subject: string;
    html: string;
    textBody: string;
    headers: Record<string, string>;
    messageId: string;
  },
): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({ ...message, headers: JSON.stringify(message.headers), updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The end of an attempt: sent, kept (no SMTP), retrying or failed; counts the attempt. */
export async function recordAttempt(
  db: Db,
  id: string,
  outcome: { status: OutboxStatusValue; error: string | null; sentAt: Date | null },
): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({
      status: outcome.status,
      lastError: outcome.error === null ? null : outcome.error.slice(0, 2000),
      sentAt: outcome.sentAt,
      attempts: sql`attempts + 1`,
      updatedAt: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** A page of the outbox, newest first (createdAt, id), optionally of one status; `limit + 1` rows are asked for. */
export async function listOutbox(
  db: Db,
  options: { status: OutboxStatusValue | undefined; after: KeysetPosition | undefined; limit: number },
): Promise<(OutboxListRow & { cursorAt: string })[]> {
  let query = db
    .selectFrom('emailOutbox')
    .select([...OUTBOX_LIST_COLUMNS, cursorAtOf('emailOutbox.createdAt').as('cursorAt')]);
  if (options.status) query = query.where('emailOutbox.status', '=', options.status);
  if (options.after)
    query = query.where(afterCursor('emailOutbox.createdAt', 'emailOutbox.id', options.after));
  return query
    .orderBy('emailOutbox.createdAt', 'desc')
    .orderBy('emailOutbox.id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

/** A secret the app keeps (made once by the first instance that needs it; the others read the same one). */
export async function findOrCreateSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('appSecrets')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('appSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Drops what a sent message was rendered from (a verification or reset link's token is not kept at rest). */
export async function forgetPayload(db: Db, id: string): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({ payload: JSON.stringify({ forgotten: true }), updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

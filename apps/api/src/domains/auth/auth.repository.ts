import {
  sql,
  type Database,
  type DB,
  type LoginSessionData,
  type LoginSessionRow,
  type Transaction,
  type UserRow,
} from '@mentor/db';
import { USER_COLUMNS } from '../account';

type Db = Database | Transaction<DB>;

export async function insertLoginSession(
  db: Db,
  row: { sid: string; userId: string; sess: LoginSessionData; expire: Date },
): Promise<void> {
  await db
    .insertInto('loginSessions')
    .values({ sid: row.sid, userId: row.userId, sess: JSON.stringify(row.sess), expire: row.expire })
    .execute();
}

/**
 * A login session with its user. Reads users (the account domain's table) in the same query: a named
 * cross-domain read, because every signed-in request asks it and one round trip is what it should cost.
 */
export async function findLoginSessionWithUser(
  db: Db,
  sid: string,
): Promise<{ session: LoginSessionRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('loginSessions')
    .innerJoin('users', 'users.id', 'loginSessions.userId')
    .select(['loginSessions.sid', 'loginSessions.sess', 'loginSessions.expire', 'loginSessions.userId'])
    .select(USER_COLUMNS)
    .where('loginSessions.sid', '=', sid)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sid: s, sess, expire, userId, ...user } = row;
  return { session: { sid: s, sess, expire, userId }, user: { ...user, id: userId } };
}

export async function updateLoginSessionExpiry(db: Db, sid: string, expire: Date): Promise<void> {
  await db.updateTable('loginSessions').set({ expire }).where('sid', '=', sid).execute();
}

export async function deleteLoginSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('loginSessions').where('sid', '=', sid).execute();
}

/** Ends every login session of a user at once; answers how many there were. */
export async function deleteLoginSessionsOfUser(db: Db, userId: string): Promise<number> {
  const rows = await db.deleteFrom('loginSessions').where('userId', '=', userId).returning('sid').execute();
  return rows.length;
}

export async function deleteExpiredLoginSessions(db: Db, now: Date): Promise<number> {
  const rows = await db.deleteFrom('loginSessions').where('expire', '<=', now).returning('sid').execute();
  return rows.length;
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('passwordCredentials')
    .select('passwordHash')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.passwordHash;
}

export async function upsertPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('passwordCredentials')
    .values({ userId, passwordHash, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ passwordHash, updatedAt: now }))
    .execute();
}

/**
 * Serialises sign-in attempts for one email and for one IP until the transaction ends. Email locks (namespace 1)
 * are always taken before IP locks (namespace 2), so two attempts cannot wait on each other. On PGlite a
 * transaction already holds the whole database; the locks cost nothing there.
 */
export async function lockLoginAttempts(trx: Transaction<DB>, email: string, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(1, hashtext(${email.toLowerCase()}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(2, hashtext(${ip}))`.execute(trx);
}

/** Records a failed (or a not yet verified) sign-in attempt; answers its id. */
export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<string> {
  const row = await db
    .insertInto('loginFailures')
    .values({ email: email.toLowerCase(), ip, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteLoginFailure(db: Db, id: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
}

export async function countRecentLoginFailures(
  db: Db,
  email: string,
  ip: string,
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => [
      eb.fn.count<number>('id').filterWhere('email', '=', email.toLowerCase()).as('byEmail'),
      eb.fn.count<number>('id').filterWhere('ip', '=', ip).as('byIp'),
    ])
    .where('createdAt', '>', since)
    .where((eb) => eb.or([eb('email', '=', email.toLowerCase()), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: Number(row.byEmail), byIp: Number(row.byIp) };
}

/**
 * When one dimension (an email, or an IP) that has `count` failures since `since` falls under `max` again: when
 * its (count - max + 1)-th oldest failure leaves the window, i.e. the time of that failure.
 */
export async function loginFailureLeavingAt(
  db: Db,
  dimension: 'email' | 'ip',
  value: string,
  since: Date,
  count: number,
  max: number,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('loginFailures')
    .select('createdAt')
    .where(dimension, '=', dimension === 'email' ? value.toLowerCase() : value)
    .where('createdAt', '>', since)
    .orderBy('createdAt')
    .offset(Math.max(0, count - max))
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt;
}

export async function deleteLoginFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('loginFailures').where('createdAt', '<', before).execute();
}

export async function findOidcIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<{ userId: string } | undefined> {
  return db
    .selectFrom('oidcIdentities')
    .select('userId')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertOidcIdentity(
  db: Db,
  row: { userId: string; issuer: string; subject: string; email: string | null },
): Promise<void> {
  await db
    .insertInto('oidcIdentities')
    .values(row)
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

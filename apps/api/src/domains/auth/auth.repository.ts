import type { Database, DB, LoginSessionData, LoginSessionRow, Transaction, UserRow } from '@mentor/db';
import { USER_COLUMNS } from '../account/account.repository';

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

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insertInto('loginFailures').values({ email: email.toLowerCase(), ip, createdAt: now }).execute();
}

export async function countRecentLoginFailures(
  db: Db,
  email: string,
  ip: string,
  since: Date,
): Promise<{ byEmail: number; byIp: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => [
      eb.fn.count<number>('id').filterWhere('email', '=', email.toLowerCase()).as('byEmail'),
      eb.fn.count<number>('id').filterWhere('ip', '=', ip).as('byIp'),
      eb.fn.min<Date | null>('createdAt').as('oldest'),
    ])
    .where('createdAt', '>', since)
    .where((eb) => eb.or([eb('email', '=', email.toLowerCase()), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: Number(row.byEmail), byIp: Number(row.byIp), oldest: row.oldest };
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

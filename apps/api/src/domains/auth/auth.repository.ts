import {
  sql,
  type Database,
  type DB,
  type EmailTokenPurpose,
  type LoginSessionData,
  type LoginSessionRow,
  type Transaction,
  type UserRow,
} from '@mentor/db';
import { USER_COLUMNS } from '../account';

type Db = Database | Transaction<DB>;

export async function insertLoginSession(
  db: Db,
  row: {
    sid: string;
    userId: string;
    sess: LoginSessionData;
    expire: Date;
    userAgent: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('loginSessions')
    .values({
      sid: row.sid,
      userId: row.userId,
      sess: JSON.stringify(row.sess),
      expire: row.expire,
      userAgent: row.userAgent,
      createdAt: row.now,
      lastUsedAt: row.now,
    })
    .execute();
}

type LoginSessionState = Pick<LoginSessionRow, 'sid' | 'sess' | 'expire' | 'userId' | 'lastUsedAt'>;

/**
 * A login session with its user. Reads users (the account domain's table) in the same query: a named
 * cross-domain read, because every signed-in request asks it and one round trip is what it should cost.
 */
export async function findLoginSessionWithUser(
  db: Db,
  sid: string,
): Promise<{ session: LoginSessionState; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('loginSessions')
    .innerJoin('users', 'users.id', 'loginSessions.userId')
    .select([
      'loginSessions.sid',
      'loginSessions.sess',
      'loginSessions.expire',
      'loginSessions.userId',
      'loginSessions.lastUsedAt as sessionLastUsedAt',
    ])
    .select(USER_COLUMNS)
    .where('loginSessions.sid', '=', sid)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sid: s, sess, expire, userId, sessionLastUsedAt, ...user } = row;
  return {
    session: { sid: s, sess, expire, userId, lastUsedAt: sessionLastUsedAt },
    user: { ...user, id: userId },
  };
}

/** Writes a session's use: its last-used time, and its new end when the sliding expiry moved. */
export async function touchLoginSession(
  db: Db,
  sid: string,
  patch: { lastUsedAt: Date; expire?: Date },
): Promise<void> {
  await db.updateTable('loginSessions').set(patch).where('sid', '=', sid).execute();
}

/** The user's live sessions, most recently used first (at most `limit`). */
export async function listLoginSessions(
  db: Db,
  userId: string,
  now: Date,
  limit: number,
): Promise<Pick<LoginSessionRow, 'id' | 'sid' | 'userAgent' | 'createdAt' | 'lastUsedAt'>[]> {
  return db
    .selectFrom('loginSessions')
    .select(['id', 'sid', 'userAgent', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('expire', '>', now)
    .orderBy('lastUsedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes one of the user's sessions by its public id; answers whether there was one. */
export async function deleteLoginSessionById(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('loginSessions')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('sid')
    .execute();
  return rows.length > 0;
}

/** Deletes every session of the user but `keepSid` (all of them when it is null); answers how many. */
export async function deleteOtherLoginSessions(
  db: Db,
  userId: string,
  keepSid: string | null,
): Promise<number> {
  let query = db.deleteFrom('loginSessions').where('userId', '=', userId);
  if (keepSid) query = query.where('sid', '<>', keepSid);
  const rows = await query.returning('sid').execute();
  return rows.length;
}

/** Deletes one session by its hashed token; answers its user's id when there was one. */
export async function deleteLoginSession(db: Db, sid: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('loginSessions')
    .where('sid', '=', sid)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
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
 * Serialises sign-in attempts for one email and for one IP until the transaction ends, so the counts of the pair,
 * the IP and the email cannot move between the count and the record. Email locks (namespace 1) are always taken
 * before IP locks (namespace 2), so two attempts cannot wait on each other. On PGlite a transaction already holds
 * the whole database; the locks cost nothing there.
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

/**
 * Recent failures of one sign-in attempt's dimensions: of the (email, IP) pair and of the IP since `since`, and of
 * the email's sign-ins (from every address) since `emailSince` (the longer window of the per-email ceiling).
 */
export async function countRecentLoginFailures(
  db: Db,
  email: string,
  ip: string,
  since: Date,
  emailSince: Date,
): Promise<{ byPair: number; byIp: number; byEmail: number; lastByEmail: Date | null }> {
  const e = email.toLowerCase();
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => [
      eb.fn
        .count<number>('id')
        .filterWhere((f) => f.and([f('email', '=', e), f('ip', '=', ip), f('createdAt', '>', since)]))
        .as('byPair'),
      eb.fn
        .count<number>('id')
        .filterWhere((f) => f.and([f('ip', '=', ip), f('createdAt', '>', since)]))
        .as('byIp'),
      // Sign-ins only: a signed-in session's checks of the current password (source 'account:<id>') have their own
      // per-account limit, and never hold back the owner's own sign-in.
      eb.fn
        .count<number>('id')
        .filterWhere((f) => f.and([f('email', '=', e), f('ip', 'not like', 'account:%')]))
        .as('byEmail'),
      eb.fn
        .max<Date | null>('createdAt')
        .filterWhere((f) => f.and([f('email', '=', e), f('ip', 'not like', 'account:%')]))
        .as('lastByEmail'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('email', '=', e), eb('createdAt', '>', emailSince)]),
        eb.and([eb('ip', '=', ip), eb('createdAt', '>', since)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    byPair: Number(row.byPair),
    byIp: Number(row.byIp),
    byEmail: Number(row.byEmail),
    lastByEmail: row.lastByEmail ? new Date(row.lastByEmail) : null,
  };
}

/** The email's failed sign-ins since `since`: how many, from how many addresses (the owner's alert mail). */
export async function loginFailureBurst(
  db: Db,
  email: string,
  since: Date,
): Promise<{ failures: number; addresses: number }> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => [
      eb.fn.countAll<number>().as('failures'),
      eb.fn.count<number>('ip').distinct().as('addresses'),
    ])
    .where('email', '=', email.toLowerCase())
    .where('createdAt', '>', since)
    .where('ip', 'not like', 'account:%')
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), addresses: Number(row.addresses) };
}

/**
 * When a dimension (the (email, IP) pair, or the IP) that has `count` failures since `since` falls under `max`
 * again: when its (count - max + 1)-th oldest failure leaves the window, i.e. the time of that failure.
 */
export async function loginFailureLeavingAt(
  db: Db,
  dimension: { email?: string; ip: string },
  since: Date,
  count: number,
  max: number,
): Promise<Date | undefined> {
  let query = db
    .selectFrom('loginFailures')
    .select('createdAt')
    .where('ip', '=', dimension.ip)
    .where('createdAt', '>', since);
  if (dimension.email !== undefined) query = query.where('email', '=', dimension.email.toLowerCase());
  const row = await query
    .orderBy('createdAt')
    .offset(Math.max(0, count - max))
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt;
}

export async function deleteLoginFailuresForEmail(db: Db, email: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('email', '=', email.toLowerCase()).execute();
}

/** Serialises sign-ups from one IP (namespace 3) until the transaction ends. */
export async function lockRegistrations(trx: Transaction<DB>, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(3, hashtext(${ip}))`.execute(trx);
}

/** Sign-ups from the IP since `since`. */
export async function countRecentRegistrations(db: Db, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('registrationAttempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip', '=', ip)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The `n`-th oldest (0-based) sign-up from the IP since `since`. */
export async function registrationAt(db: Db, ip: string, since: Date, n: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('registrationAttempts')
    .select('createdAt')
    .where('ip', '=', ip)
    .where('createdAt', '>', since)
    .orderBy('createdAt')
    .offset(n)
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt;
}

export async function recordRegistration(db: Db, ip: string, now: Date): Promise<void> {
  await db.insertInto('registrationAttempts').values({ ip, createdAt: now }).execute();
}

export async function deleteRegistrationsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('registrationAttempts').where('createdAt', '<', before).execute();
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

/** A single-use link token (verification or reset): only its SHA-256 is stored. */
export async function insertEmailToken(
  db: Db,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; email: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .insertInto('emailTokens')
    .values({ ...values, createdAt: now })
    .execute();
}

/**
 * Uses a token: marks it used and answers whose it is and the address it was sent to, only when it exists for
 * this purpose, is unused and has not expired. One statement, so two uses at once cannot both succeed.
 */
export async function consumeEmailToken(
  db: Db,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; email: string } | undefined> {
  return db
    .updateTable('emailTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'email'])
    .executeTakeFirst();
}

/** Ends the user's unused tokens of one purpose (a new link replaces the old ones; a reset ends the others). */
export async function expireEmailTokens(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('emailTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/** Drops tokens that expired before `before`. */
export async function deleteEmailTokensExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('emailTokens').where('expiresAt', '<', before).execute();
}

/** A token of this purpose that is unused and unexpired, whose and to which address (a check before costly work). */
export async function findUsableEmailToken(
  db: Db,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; email: string } | undefined> {
  return db
    .selectFrom('emailTokens')
    .select(['userId', 'email'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

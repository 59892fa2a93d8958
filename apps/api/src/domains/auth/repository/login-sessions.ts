import type { LoginSessionData, LoginSessionRow, UserRow } from '@mentor/db';
import { USER_COLUMNS } from '../../account';
import type { Db } from './shared';

// Login sessions: the cookie's session, the active-sessions list, and the ways a session ends.

export async function insertLoginSession(
  db: Db,
  row: {
    sid: string;
    userId: string;
    sess: LoginSessionData;
    expire: Date;
    userAgent: string | null;
    now: Date;
    twoFactorVerified: boolean;
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
      twoFactorVerified: row.twoFactorVerified,
    })
    .execute();
}

type LoginSessionState = Pick<
  LoginSessionRow,
  'sid' | 'sess' | 'expire' | 'userId' | 'lastUsedAt' | 'twoFactorVerified'
>;

/**
 * A login session with its user, and whether the user has two-factor sign-in (a confirmed authenticator app).
 * Reads users (the account domain's table) in the same query: a named cross-domain read, because every signed-in
 * request asks it and one round trip is what it should cost.
 */
export async function findLoginSessionWithUser(
  db: Db,
  sid: string,
): Promise<{ session: LoginSessionState; user: UserRow; twoFactorEnabled: boolean } | undefined> {
  const row = await db
    .selectFrom('loginSessions')
    .innerJoin('users', 'users.id', 'loginSessions.userId')
    .select((eb) => [
      'loginSessions.sid',
      'loginSessions.sess',
      'loginSessions.expire',
      'loginSessions.userId',
      'loginSessions.lastUsedAt as sessionLastUsedAt',
      'loginSessions.twoFactorVerified',
      eb
        .exists(
          eb
            .selectFrom('totpCredentials')
            .select('totpCredentials.userId')
            .whereRef('totpCredentials.userId', '=', 'loginSessions.userId')
            .where('totpCredentials.confirmedAt', 'is not', null),
        )
        .as('twoFactorEnabled'),
    ])
    .select(USER_COLUMNS)
    .where('loginSessions.sid', '=', sid)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    sid: s,
    sess,
    expire,
    userId,
    sessionLastUsedAt,
    twoFactorVerified,
    twoFactorEnabled,
    ...user
  } = row;
  return {
    session: { sid: s, sess, expire, userId, lastUsedAt: sessionLastUsedAt, twoFactorVerified },
    user: { ...user, id: userId },
    twoFactorEnabled: Boolean(twoFactorEnabled),
  };
}

/** Marks the user's session `sid` as past its second step (the update announces it to every instance). */
export async function setLoginSessionTwoFactorVerified(db: Db, userId: string, sid: string): Promise<void> {
  await db
    .updateTable('loginSessions')
    .set({ twoFactorVerified: true })
    .where('sid', '=', sid)
    .where('userId', '=', userId)
    .execute();
}

/** The user of a live session `sid` that still waits for its second step, or undefined. */
export async function findPendingLoginSession(
  db: Db,
  sid: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  return db
    .selectFrom('loginSessions')
    .select('userId')
    .where('sid', '=', sid)
    .where('twoFactorVerified', '=', false)
    .where('expire', '>', now)
    .executeTakeFirst();
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

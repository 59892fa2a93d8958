import {
  sql,
  type Database,
  type NewUser,
  type Transaction,
  type DB,
  type UserRow,
  type UserUpdate,
} from '@mentor/db';

type Db = Database | Transaction<DB>;

/**
 * Every column of users: the one explicit list of a UserRow. Other domains select through it (from the account
 * index) only in their named queries that read the user together with their own rows.
 */
export const USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.firstName',
  'users.lastName',
  'users.profileImageUrl',
  'users.createdAt',
  'users.updatedAt',
  'users.primaryGoal',
  'users.preferredMentorType',
  'users.timeHorizon',
  'users.goalDescription',
  'users.preferredTone',
  'users.subscriptionTier',
  'users.subscriptionStatus',
  'users.sessionsThisMonth',
  'users.sessionsMonth',
  'users.starterSessionsThisMonth',
  'users.sessionsLimit',
  'users.trialStartedAt',
  'users.trialEndsAt',
  'users.paymentCustomerId',
  'users.paymentSubscriptionId',
  'users.paymentPriceId',
  'users.isAdmin',
  'users.lastActiveAt',
  'users.totalMinutesUsed',
  'users.memoryEnabled',
  'users.bannedAt',
  'users.emailVerifiedAt',
  'users.summaryEmails',
  'users.weeklyCheckin',
  'users.timeZone',
  'users.nextCheckinAt',
] as const;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The user whose payment-provider customer id this is. */
export async function findUserByPaymentCustomerId(db: Db, customerId: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.paymentCustomerId', '=', customerId)
    .orderBy('users.createdAt')
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returning(USER_COLUMNS).executeTakeFirstOrThrow();
}

/**
 * Whether no account exists yet. Call inside the transaction that creates the account: it takes a lock that
 * concurrent sign-ups queue on, so exactly one of them sees an empty table.
 */
export async function lockUsersAndCheckEmpty(trx: Transaction<DB>): Promise<boolean> {
  await sql`lock table users in share row exclusive mode`.execute(trx);
  const row = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

export async function updateUser(
  db: Db,
  userId: string,
  patch: UserUpdate,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...patch, updatedAt: now })
    .where('id', '=', userId)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

export async function isEmailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Deletes the user. Every table that holds the user's rows references users (or a table that does) with ON DELETE
 * CASCADE, so their sessions, chats, messages, goals, summaries, board items, memories, usage records, password and
 * identities go in the same statement.
 */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.deleteFrom('users').where('id', '=', userId).returning('id').execute();
  return rows.length > 0;
}

/**
 * Users whose weekly check-in is due (nextCheckinAt passed), locked for the caller's transaction: at most `limit`,
 * the longest-due first. SKIP LOCKED: instances running this at once take different users.
 */
export async function lockDueCheckins(trx: Transaction<DB>, now: Date, limit: number): Promise<UserRow[]> {
  return trx
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.nextCheckinAt', '<=', now)
    .where('users.weeklyCheckin', '=', true)
    .orderBy('users.nextCheckinAt')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

// The chat domain's writes of the user row (account's table), done here and called through account's index: the
// month's session counters, the time bank and the last-active time, inside chat's transactions.

/**
 * The user row, locked until the transaction ends: quota checks and counting queue on it (FOR NO KEY UPDATE, so
 * inserts that reference the user, such as usage rows, are not blocked).
 */
export async function lockUser(trx: Transaction<DB>, userId: string): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * The month's counters as written: every session of the month (`count`) and those started on Starter
 * (`starterCount`), both for the month `key` (yyyy-mm-01).
 */
interface MonthCount {
  key: string;
  count: number;
  starterCount: number;
}

/** Writes the month's session counters (a session started, or withdrawn); `activeAt` marks the user active. */
export async function setMonthCount(
  trx: Transaction<DB>,
  userId: string,
  month: MonthCount,
  activeAt: Date | null,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      sessionsThisMonth: month.count,
      starterSessionsThisMonth: month.starterCount,
      sessionsMonth: month.key,
      ...(activeAt ? { lastActiveAt: activeAt } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

/** Marks the user active now. */
export async function touchUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ lastActiveAt: now }).where('id', '=', userId).execute();
}

/** Adds minutes to the user's time bank and marks them active. */
export async function addMinutesUsed(db: Db, userId: string, minutes: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ totalMinutesUsed: eb('totalMinutesUsed', '+', Math.max(0, minutes)), lastActiveAt: now }))
    .where('id', '=', userId)
    .execute();
}

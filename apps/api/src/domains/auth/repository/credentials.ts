import { sql, type DB, type Transaction } from '@mentor/db';
import type { Db } from './shared';

// Passwords, and the throttles of sign-in and sign-up (failures and registrations per address and IP).

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

import type { EmailTokenPurpose } from '@mentor/db';
import type { Db } from './shared';

// Identities at the OpenID Connect provider, and the single-use links mailed (verification, reset).

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

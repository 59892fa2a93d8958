import type { RememberedDeviceRow } from '@mentor/db';
import type { Db } from './shared';

// Two-factor sign-in: the authenticator app's key, the recovery codes, the remembered devices and the admins'
// setting that requires it. Every statement on a user's rows names the user.

export interface TotpCredential {
  keyCiphertext: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

export async function findTotpCredential(db: Db, userId: string): Promise<TotpCredential | undefined> {
  return db
    .selectFrom('totpCredentials')
    .select(['keyCiphertext', 'confirmedAt', 'lastUsedStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Stores a key waiting for its first code (replacing an unconfirmed one); never touches a confirmed key. */
export async function upsertPendingTotp(
  db: Db,
  userId: string,
  keyCiphertext: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('totpCredentials')
    .values({ userId, keyCiphertext, createdAt: now })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ keyCiphertext, createdAt: now, lastUsedStep: null })
        .where('totpCredentials.confirmedAt', 'is', null),
    )
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a code's step as used (and confirms the key when `confirm`): only when the step is after the last one
 * used, in one statement, so the same code at the same moment works once. Answers whether it was recorded.
 */
export async function useTotpStep(
  db: Db,
  userId: string,
  step: number,
  options: { confirmAt?: Date } = {},
): Promise<boolean> {
  let query = db
    .updateTable('totpCredentials')
    .set({ lastUsedStep: step, ...(options.confirmAt ? { confirmedAt: options.confirmAt } : {}) })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]));
  query = options.confirmAt
    ? query.where('confirmedAt', 'is', null)
    : query.where('confirmedAt', 'is not', null);
  const row = await query.returning('userId').executeTakeFirst();
  return row !== undefined;
}

export async function deleteTotpCredential(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('totpCredentials')
    .where('userId', '=', userId)
    .returning('userId')
    .execute();
  return rows.length > 0;
}

/** Replaces the user's recovery codes with these (their hashes). */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  hashes: string[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })))
    .execute();
}

/** Uses one recovery code: marks it used only if it is the user's and unused (one statement). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
}

export async function insertRememberedDevice(
  db: Db,
  row: { userId: string; tokenHash: string; userAgent: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('rememberedDevices')
    .values({
      userId: row.userId,
      tokenHash: row.tokenHash,
      userAgent: row.userAgent,
      createdAt: row.now,
      expiresAt: row.expiresAt,
    })
    .execute();
}

/** Uses a remembered device of the user: its last-used time moves; answers whether it is live. */
export async function useRememberedDevice(
  db: Db,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('rememberedDevices')
    .set({ lastUsedAt: now })
    .where('userId', '=', userId)
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function listRememberedDevices(
  db: Db,
  userId: string,
  now: Date,
): Promise<Pick<RememberedDeviceRow, 'id' | 'userAgent' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>[]> {
  return db
    .selectFrom('rememberedDevices')
    .select(['id', 'userAgent', 'createdAt', 'lastUsedAt', 'expiresAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

export async function deleteRememberedDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('rememberedDevices')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Forgets every remembered device of the user; answers how many. */
export async function deleteRememberedDevices(db: Db, userId: string): Promise<number> {
  const rows = await db
    .deleteFrom('rememberedDevices')
    .where('userId', '=', userId)
    .returning('id')
    .execute();
  return rows.length;
}

export async function deleteExpiredRememberedDevices(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rememberedDevices').where('expiresAt', '<=', now).execute();
}

/** Whether admin accounts must use two-factor sign-in (the one row of sign_in_settings). */
export async function findRequireAdminTwoFactor(db: Db): Promise<boolean> {
  const row = await db.selectFrom('signInSettings').select('requireAdminTwoFactor').executeTakeFirst();
  return row?.requireAdminTwoFactor ?? false;
}

export async function setRequireAdminTwoFactor(db: Db, value: boolean, now: Date): Promise<void> {
  await db.updateTable('signInSettings').set({ requireAdminTwoFactor: value, updatedAt: now }).execute();
}

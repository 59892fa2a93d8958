import type { PasskeyDeviceType, PasskeyRow, WebauthnChallengePurpose } from '@mentor/db';
import type { Db } from './shared';

// Passkeys (WebAuthn credentials) and the challenges of their ceremonies. Every statement on a user's passkeys
// names the user, but one: a passkey sign-in looks its credential up by the credential id alone (nobody is known
// until the passkey answers), and the user it belongs to is whom it signs in.

const PASSKEY_COLUMNS = [
  'id',
  'userId',
  'credentialId',
  'publicKey',
  'counter',
  'transports',
  'deviceType',
  'backedUp',
  'name',
  'createdAt',
  'lastUsedAt',
] as const;

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .select(PASSKEY_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The passkey a sign-in's answer names (by the credential's id), whoever's it is. */
export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  return db
    .selectFrom('passkeys')
    .select(PASSKEY_COLUMNS)
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();
}

export async function insertPasskey(
  db: Db,
  row: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    deviceType: PasskeyDeviceType;
    backedUp: boolean;
    name: string;
    now: Date;
  },
): Promise<PasskeyRow | undefined> {
  return db
    .insertInto('passkeys')
    .values({
      userId: row.userId,
      credentialId: row.credentialId,
      publicKey: row.publicKey,
      counter: row.counter,
      transports: JSON.stringify(row.transports),
      deviceType: row.deviceType,
      backedUp: row.backedUp,
      name: row.name,
      createdAt: row.now,
    })
    .onConflict((oc) => oc.column('credentialId').doNothing())
    .returning(PASSKEY_COLUMNS)
    .executeTakeFirst();
}

/** A passkey was used: its counter, backup state and last-used time. */
export async function touchPasskey(
  db: Db,
  userId: string,
  id: string,
  patch: { counter: number; backedUp: boolean; now: Date },
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter: patch.counter, backedUp: patch.backedUp, lastUsedAt: patch.now })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(PASSKEY_COLUMNS)
    .executeTakeFirst();
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('passkeys')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function insertChallenge(
  db: Db,
  row: {
    challenge: string;
    purpose: WebauthnChallengePurpose;
    userId: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('webauthnChallenges')
    .values({
      challenge: row.challenge,
      purpose: row.purpose,
      userId: row.userId,
      createdAt: row.now,
      expiresAt: row.expiresAt,
    })
    .execute();
}

/**
 * Uses a challenge: deletes it and answers true only when it exists for this purpose and user (null: a sign-in's,
 * which has none) and has not expired. One statement, so an answer replayed at once cannot use it twice.
 */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  purpose: WebauthnChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthnChallenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', now);
  query = userId === null ? query.where('userId', 'is', null) : query.where('userId', '=', userId);
  const rows = await query.returning('id').execute();
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('webauthnChallenges').where('expiresAt', '<=', now).execute();
}

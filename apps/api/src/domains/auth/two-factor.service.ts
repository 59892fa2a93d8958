import type { Database, UserRow } from '@mentor/db';
import {
  formatRecoveryCode,
  formatTotpKey,
  MESSAGES,
  TWO_FACTOR_MESSAGES as M,
  type DisableTwoFactorInput,
  type RecoveryCodes,
  type SignInSettings,
  type TotpSetup,
  type TwoFactorChallenge,
  type TwoFactorStatus,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { fieldError } from '../../lib/field-error';
import * as accounts from '../account';
import type { AuthDeps } from './auth.service';
import { checkCurrentPassword, hasPassword } from './auth.service';
import * as repo from './repository';
import { markTwoFactorVerified } from './session';
import { sessions } from './session-changes';
import { throttledGuess } from './throttle';
import {
  decryptTotpKey,
  encryptTotpKey,
  hashSecret,
  matchTotpStep,
  newRecoveryCodes,
  newTotpKey,
  totpKeyText,
  totpKeyUri,
} from './totp';

// Two-factor sign-in (docs/decisions.md, "Two-factor sign-in"), as Lucia's guide describes it: it is on when the
// account has a confirmed authenticator app; then a session started with a password (or the identity provider) is
// good only for its second step until a code, a recovery code or a passkey does that step. Every guess at a code
// is throttled like a password (throttle.ts). Remembered devices are in remembered-devices.ts, passkeys in
// passkeys.service.ts.

/** Whether the account asks for a second step at sign-in (its authenticator app is set up and confirmed). */
export async function hasTwoFactor(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<boolean> {
  const totp = await repo.findTotpCredential(deps.db, userId);
  return Boolean(totp?.confirmedAt);
}

export async function twoFactorStatus(deps: AuthDeps, user: UserRow): Promise<TwoFactorStatus> {
  const totp = await repo.findTotpCredential(deps.db, user.id);
  const enabled = Boolean(totp?.confirmedAt);
  return {
    enabled,
    enabledAt: totp?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(deps.db, user.id) : 0,
    hasPassword: await hasPassword(deps.db, user.id),
    requiredForAdmin: user.isAdmin && (await repo.findRequireAdminTwoFactor(deps.db)),
  };
}

/**
 * Starts (or starts again) setting up the authenticator app: a new key, kept encrypted and unconfirmed until its
 * first code. Answers the otpauth:// URI for the QR code and the key as text. CONFLICT when it is on already.
 */
export async function startTotpSetup(deps: AuthDeps, user: UserRow): Promise<TotpSetup> {
  const key = newTotpKey();
  const stored = await repo.upsertPendingTotp(
    deps.db,
    user.id,
    await encryptTotpKey(deps, user.id, key),
    deps.clock.now(),
  );
  if (!stored) throw new TRPCError({ code: 'CONFLICT', message: M.alreadyOn });
  return { keyUri: totpKeyUri(user.email, key), key: formatTotpKey(totpKeyText(key)) };
}

/** Checks a code against the account's key and uses its step (a code works once); `confirm` for the setup's. */
async function useCode(deps: AuthDeps, userId: string, ciphertext: string, code: string, confirm: boolean) {
  const now = deps.clock.now();
  const step = matchTotpStep(await decryptTotpKey(deps, userId, ciphertext), code, now);
  if (step === null) return false;
  return repo.useTotpStep(deps.db, userId, step, confirm ? { confirmAt: now } : {});
}

/** A new set of recovery codes replaces the old one: answered once, formatted; only their hashes are kept. */
async function issueRecoveryCodes(deps: AuthDeps, userId: string): Promise<RecoveryCodes> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(deps.db, userId, codes.map(hashSecret), deps.clock.now());
  return { codes: codes.map(formatRecoveryCode) };
}

/**
 * Turns two-factor sign-in on with the first code of the app just set up (a wrong one: 400 on `code`, throttled
 * like the password checks inside an account). Answers the 10 recovery codes, shown once. The session this came
 * from has done its second step; every other session of the account now waits for one.
 */
export async function confirmTotpSetup(
  deps: AuthDeps,
  user: UserRow,
  code: string,
  sid: string | null,
): Promise<RecoveryCodes> {
  const totp = await repo.findTotpCredential(deps.db, user.id);
  if (totp?.confirmedAt) throw new TRPCError({ code: 'CONFLICT', message: M.alreadyOn });
  if (!totp) throw new TRPCError({ code: 'BAD_REQUEST', message: M.noSetup });
  const right = await throttledGuess(deps, user, 'account', () =>
    useCode(deps, user.id, totp.keyCiphertext, code, true),
  );
  if (!right) throw fieldError('code', M.codeWrong);
  const codes = await issueRecoveryCodes(deps, user.id);
  if (sid) await markTwoFactorVerified(deps.db, user.id, sid);
  sessions.invalidateUser(user.id);
  return codes;
}

/** The confirmed key of an account, or BAD_REQUEST 'Two-factor sign-in is not on.' */
async function confirmedTotp(deps: AuthDeps, userId: string) {
  const totp = await repo.findTotpCredential(deps.db, userId);
  if (!totp?.confirmedAt) throw new TRPCError({ code: 'BAD_REQUEST', message: M.notOn });
  return totp;
}

/** New recovery codes (the old ones stop working), with a current code from the app. */
export async function regenerateRecoveryCodes(
  deps: AuthDeps,
  user: UserRow,
  code: string,
): Promise<RecoveryCodes> {
  const totp = await confirmedTotp(deps, user.id);
  const right = await throttledGuess(deps, user, 'account', () =>
    useCode(deps, user.id, totp.keyCiphertext, code, false),
  );
  if (!right) throw fieldError('code', M.codeWrong);
  return issueRecoveryCodes(deps, user.id);
}

/**
 * Turns two-factor sign-in off, with a current code or the account's password: the key, the recovery codes and
 * the remembered devices go. Passkeys stay (they sign in on their own).
 */
export async function disableTwoFactor(
  deps: AuthDeps,
  user: UserRow,
  input: DisableTwoFactorInput,
): Promise<{ enabled: false }> {
  const totp = await confirmedTotp(deps, user.id);
  if (input.code !== undefined) {
    const code = input.code;
    const right = await throttledGuess(deps, user, 'account', () =>
      useCode(deps, user.id, totp.keyCiphertext, code, false),
    );
    if (!right) throw fieldError('code', M.codeWrong);
  } else if (input.password !== undefined) {
    if (!(await hasPassword(deps.db, user.id))) {
      throw fieldError('password', MESSAGES.account.noPassword);
    }
    if (!(await checkCurrentPassword(deps, user, input.password))) {
      throw fieldError('password', MESSAGES.account.wrongPassword);
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    await repo.deleteTotpCredential(trx, user.id);
    await repo.deleteRecoveryCodes(trx, user.id);
    await repo.deleteRememberedDevices(trx, user.id);
  });
  sessions.invalidateUser(user.id);
  return { enabled: false };
}

/**
 * The user of the session `sid` when it waits for its second step (and the account is not banned), or
 * BAD_REQUEST 'There is no sign-in waiting for its second step...'.
 */
export async function pendingUser(deps: AuthDeps, sid: string | null | undefined): Promise<UserRow> {
  const none = () => new TRPCError({ code: 'BAD_REQUEST', message: M.noPendingSignIn });
  if (!sid) throw none();
  const pending = await repo.findPendingLoginSession(deps.db, sid, deps.clock.now());
  const user = pending ? await accounts.findUserById(deps.db, pending.userId) : undefined;
  if (!user || user.bannedAt || !(await hasTwoFactor(deps, user.id))) throw none();
  return user;
}

/** The ways the waiting sign-in of `sid` can do its second step, or null when there is none waiting. */
export async function twoFactorChallenge(
  deps: AuthDeps,
  sid: string | null | undefined,
): Promise<TwoFactorChallenge | null> {
  const user = await pendingUser(deps, sid).catch(() => null);
  if (!user) return null;
  return challengeOf(deps, user.id);
}

export async function challengeOf(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<TwoFactorChallenge> {
  return {
    methods: {
      totp: true,
      recoveryCode: (await repo.countUnusedRecoveryCodes(deps.db, userId)) > 0,
      passkey: (await repo.countPasskeys(deps.db, userId)) > 0,
    },
  };
}

/**
 * The second step with the app's code: throttled like the password at sign-in (per address and account, with the
 * burst mailed to the owner). Marks the session `sid` done and answers its user.
 */
export async function verifyTotpStep(
  deps: AuthDeps,
  sid: string | null | undefined,
  ip: string,
  code: string,
): Promise<UserRow> {
  const user = await pendingUser(deps, sid);
  const totp = await confirmedTotp(deps, user.id);
  const right = await throttledGuess(deps, user, { ip }, () =>
    useCode(deps, user.id, totp.keyCiphertext, code, false),
  );
  if (!right) throw fieldError('code', M.codeWrong);
  await markTwoFactorVerified(deps.db, user.id, sid!);
  return user;
}

/** The second step with a recovery code (used up by it), throttled like the app's codes. */
export async function verifyRecoveryStep(
  deps: AuthDeps,
  sid: string | null | undefined,
  ip: string,
  code: string,
): Promise<UserRow> {
  const user = await pendingUser(deps, sid);
  const right = await throttledGuess(deps, user, { ip }, () =>
    repo.useRecoveryCode(deps.db, user.id, hashSecret(code), deps.clock.now()),
  );
  if (!right) throw fieldError('code', M.recoveryCodeWrong);
  await markTwoFactorVerified(deps.db, user.id, sid!);
  return user;
}

/** Whether `user` is an admin who must set up two-factor sign-in before the admin area works (the setting). */
export async function adminNeedsTwoFactor(deps: Pick<AuthDeps, 'db'>, user: UserRow): Promise<boolean> {
  if (!user.isAdmin || !(await repo.findRequireAdminTwoFactor(deps.db))) return false;
  return !(await hasTwoFactor(deps, user.id));
}

export async function signInSettings(deps: Pick<AuthDeps, 'db'>): Promise<SignInSettings> {
  return { requireAdminTwoFactor: await repo.findRequireAdminTwoFactor(deps.db) };
}

/**
 * The admins' setting. Turning the requirement on needs two-factor sign-in on the acting admin's own account
 * first (400 otherwise), so the admin who sets it is never the first one it shuts out.
 */
export async function updateSignInSettings(
  deps: AuthDeps,
  admin: UserRow,
  input: SignInSettings,
): Promise<SignInSettings> {
  if (input.requireAdminTwoFactor && !(await hasTwoFactor(deps, admin.id))) {
    throw fieldError('requireAdminTwoFactor', M.adminSettingOwnFirst);
  }
  await repo.setRequireAdminTwoFactor(deps.db, input.requireAdminTwoFactor, deps.clock.now());
  return signInSettings(deps);
}

/**
 * What the data export says of two-factor sign-in (never a secret): whether it is on and since when, how many
 * recovery codes are left, the remembered devices' count, and the passkeys' names and dates.
 */
export async function twoFactorForExport(db: Database, userId: string, now: Date) {
  const totp = await repo.findTotpCredential(db, userId);
  const enabled = Boolean(totp?.confirmedAt);
  const passkeys = await repo.listPasskeys(db, userId);
  return {
    enabled,
    enabledAt: totp?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, userId) : 0,
    rememberedDevices: (await repo.listRememberedDevices(db, userId, now)).length,
    passkeys: passkeys.map((p) => ({
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

import type { PasskeyRow, UserRow, WebauthnChallengePurpose } from '@mentor/db';
import {
  PASSKEYS_MAX,
  PRODUCT_NAME,
  TWO_FACTOR_MESSAGES as M,
  type PasskeyAuthenticationResponse,
  type PasskeyInfo,
  type RegisterPasskeyInput,
} from '@mentor/validation';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { TRPCError } from '@trpc/server';
import type { Config } from '../../env';
import type { RateStore } from '../../lib/rate-store';
import * as accounts from '../account';
import type { AuthDeps } from './auth.service';
import * as repo from './repository';
import { markTwoFactorVerified } from './session';
import { pendingUser } from './two-factor.service';

// Passkeys (WebAuthn) through @simplewebauthn/server, as Lucia's passkeys guide and the Copenhagen Book describe:
// the relying party is PUBLIC_URL's host, the answers must come from its origin (or one of ALLOWED_ORIGINS); each
// ceremony's challenge is kept server-side for 5 minutes and works once. A passkey signs in on its own (it is
// something you have, unlocked by something you are or know: user verification is required then) or does the
// second step of a password sign-in.

export interface PasskeyDeps extends AuthDeps {
  rates: RateStore;
}

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Passkey sign-in options asked for per address per minute (each writes a challenge). */
const SIGN_IN_OPTIONS_PER_MINUTE = 30;
const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];

/** The relying party: PUBLIC_URL's host name, and the origins its answers may come from. */
function relyingParty(config: Config): { rpID: string; origins: string[] } {
  const publicUrl = new URL(config.publicUrl);
  return { rpID: publicUrl.hostname, origins: [publicUrl.origin, ...config.allowedOrigins] };
}

const failed = () => new TRPCError({ code: 'BAD_REQUEST', message: M.passkeyFailed });
const expired = () => new TRPCError({ code: 'BAD_REQUEST', message: M.passkeyExpired });
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: M.passkeyNotFound });

function toPasskeyInfo(row: PasskeyRow): PasskeyInfo {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

const transportsOf = (row: PasskeyRow) => row.transports.filter((t) => TRANSPORTS.includes(t));

async function storeChallenge(
  deps: PasskeyDeps,
  challenge: string,
  purpose: WebauthnChallengePurpose,
  userId: string | null,
): Promise<void> {
  const now = deps.clock.now();
  await repo.insertChallenge(deps.db, {
    challenge,
    purpose,
    userId,
    now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/**
 * Uses the challenge the browser's answer signed (read from its clientDataJSON): it must be one this server issued
 * for this purpose and user, unexpired and unused (400 'The passkey request expired...' otherwise). Answers it.
 */
async function useChallenge(
  deps: PasskeyDeps,
  clientDataJSON: string,
  purpose: WebauthnChallengePurpose,
  userId: string | null,
): Promise<string> {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown }).challenge;
  } catch {
    throw failed();
  }
  if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 512) throw failed();
  if (!(await repo.consumeChallenge(deps.db, challenge, purpose, userId, deps.clock.now()))) throw expired();
  return challenge;
}

/** The options of navigator.credentials.create() for a new passkey of the signed-in user. */
export async function passkeyRegistrationOptions(
  deps: PasskeyDeps,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await repo.listPasskeys(deps.db, user.id);
  if (existing.length >= PASSKEYS_MAX) throw new TRPCError({ code: 'BAD_REQUEST', message: M.passkeysMax });
  const { rpID } = relyingParty(deps.config);
  const options = await generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID,
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    // The account's id (16 bytes of its uuid): no name or address in the passkey's user handle.
    userID: new Uint8Array(Buffer.from(user.id.replace(/-/g, ''), 'hex')),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'preferred',
    },
  });
  await storeChallenge(deps, options.challenge, 'register', user.id);
  return options;
}

/** Verifies the browser's answer to the registration options and keeps the new passkey under its name. */
export async function registerPasskey(
  deps: PasskeyDeps,
  user: UserRow,
  input: RegisterPasskeyInput,
): Promise<PasskeyInfo> {
  const challenge = await useChallenge(deps, input.response.response.clientDataJSON, 'register', user.id);
  if ((await repo.countPasskeys(deps.db, user.id)) >= PASSKEYS_MAX) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: M.passkeysMax });
  }
  const { rpID, origins } = relyingParty(deps.config);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw failed();
  const info = verification.registrationInfo;
  const row = await repo.insertPasskey(deps.db, {
    userId: user.id,
    credentialId: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: (input.response.response.transports ?? []).filter((t) => TRANSPORTS.includes(t)),
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    name: input.name,
    now: deps.clock.now(),
  });
  if (!row) throw new TRPCError({ code: 'CONFLICT', message: M.passkeyAlreadyRegistered });
  return toPasskeyInfo(row);
}

export async function listPasskeys(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<PasskeyInfo[]> {
  return (await repo.listPasskeys(deps.db, userId)).map(toPasskeyInfo);
}

export async function renamePasskey(
  deps: Pick<AuthDeps, 'db'>,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyInfo> {
  const row = await repo.renamePasskey(deps.db, userId, id, name);
  if (!row) throw notFound();
  return toPasskeyInfo(row);
}

export async function removePasskey(
  deps: Pick<AuthDeps, 'db'>,
  userId: string,
  id: string,
): Promise<{ id: string }> {
  if (!(await repo.deletePasskey(deps.db, userId, id))) throw notFound();
  return { id };
}

/**
 * The options of navigator.credentials.get() for signing in with a passkey, nobody named (the browser offers the
 * site's discoverable passkeys). Limited per address: each one keeps a challenge for 5 minutes.
 */
export async function passkeySignInOptions(
  deps: PasskeyDeps,
  ip: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const take = await deps.rates.take(
    `passkey-options:${ip}`,
    SIGN_IN_OPTIONS_PER_MINUTE,
    60_000,
    deps.clock.now(),
  );
  if (!take.ok) {
    throw Object.assign(new TRPCError({ code: 'TOO_MANY_REQUESTS', message: M.tooManyPasskeyRequests }), {
      retryAfterSeconds: take.retryAfterSeconds,
    });
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
  await storeChallenge(deps, options.challenge, 'sign-in', null);
  return options;
}

/** Verifies an assertion against the stored passkey and records its use; answers whether it held. */
async function verifyAssertion(
  deps: PasskeyDeps,
  passkey: PasskeyRow,
  response: PasskeyAuthenticationResponse,
  challenge: string,
  requireUserVerification: boolean,
): Promise<void> {
  const { rpID, origins } = relyingParty(deps.config);
  const verification = await verifyAuthenticationResponse({
    response: response,
    expectedChallenge: challenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
    requireUserVerification,
  }).catch(() => null);
  if (!verification?.verified) throw failed();
  await repo.touchPasskey(deps.db, passkey.userId, passkey.id, {
    counter: verification.authenticationInfo.newCounter,
    backedUp: verification.authenticationInfo.credentialBackedUp,
    now: deps.clock.now(),
  });
}

/**
 * Signs in with a passkey instead of a password: the answer must name a registered passkey and sign this
 * server's unused challenge with user verification. Answers the account (the caller refuses a banned one and
 * starts a session that needs no second step).
 */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  response: PasskeyAuthenticationResponse,
): Promise<UserRow> {
  const challenge = await useChallenge(deps, response.response.clientDataJSON, 'sign-in', null);
  const passkey = await repo.findPasskeyByCredentialId(deps.db, response.id);
  if (!passkey) throw failed();
  await verifyAssertion(deps, passkey, response, challenge, true);
  const user = await accounts.findUserById(deps.db, passkey.userId);
  if (!user) throw failed();
  return user;
}

/** The options of navigator.credentials.get() for the second step: the waiting account's passkeys. */
export async function twoFactorPasskeyOptions(
  deps: PasskeyDeps,
  sid: string | null | undefined,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const user = await pendingUser(deps, sid);
  const passkeys = await repo.listPasskeys(deps.db, user.id);
  if (passkeys.length === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: M.passkeyFailed });
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: passkeys.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    userVerification: 'preferred',
  });
  await storeChallenge(deps, options.challenge, 'two-factor', user.id);
  return options;
}

/** The second step with a passkey of the waiting account: marks the session `sid` done and answers its user. */
export async function verifyPasskeyStep(
  deps: PasskeyDeps,
  sid: string | null | undefined,
  response: PasskeyAuthenticationResponse,
): Promise<UserRow> {
  const user = await pendingUser(deps, sid);
  const challenge = await useChallenge(deps, response.response.clientDataJSON, 'two-factor', user.id);
  const passkey = await repo.findPasskeyByCredentialId(deps.db, response.id);
  if (!passkey || passkey.userId !== user.id) throw failed();
  await verifyAssertion(deps, passkey, response, challenge, false);
  await markTwoFactorVerified(deps.db, user.id, sid!);
  return user;
}

/** Drops challenges past their expiry and remembered devices past theirs (hourly purge). */
export async function purgeExpiredTwoFactorRows(deps: Pick<AuthDeps, 'db' | 'clock'>): Promise<void> {
  const now = deps.clock.now();
  await repo.deleteExpiredChallenges(deps.db, now);
  await repo.deleteExpiredRememberedDevices(deps.db, now);
}

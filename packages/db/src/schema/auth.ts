import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, Json, JsonWithDefault } from './columns';

// Signing in: login sessions, passwords, provider identities, the sign-in and sign-up throttles, mailed links.

export interface LoginSessionData {
  userId: string;
  createdAt: string;
  /** The absolute cap: the session ends then whatever its activity. */
  absoluteExpiresAt: string;
}

/** The spec's login session store: sid (the SHA-256 of the cookie token), sess (JSON), expire. */
export interface LoginSessionsTable {
  sid: string;
  sess: Json<LoginSessionData>;
  expire: Timestamp;
  userId: string;
  /** The opaque id the active-sessions list shows (the sid never leaves the server). */
  id: Generated<string>;
  /** The User-Agent header at sign-in (at most 512 characters). */
  userAgent: string | null;
  createdAt: GeneratedTimestamp;
  /** Moved forward at most once a minute. */
  lastUsedAt: GeneratedTimestamp;
  /**
   * The second step of two-factor sign-in is done (or was not needed: a passkey sign-in, a remembered device). A
   * session without it, of an account with two-factor sign-in, is good only for that step.
   */
  twoFactorVerified: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PasswordCredentialsTable {
  userId: string;
  passwordHash: string;
  updatedAt: GeneratedTimestamp;
}

export interface OidcIdentitiesTable {
  id: Generated<string>;
  userId: string;
  issuer: string;
  subject: string;
  email: string | null;
  createdAt: GeneratedTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email: string;
  ip: string;
  createdAt: GeneratedTimestamp;
}

/** One account creation (or attempt that reached the password hash) per row, for the per-IP sign-up throttle. */
export interface RegistrationAttemptsTable {
  id: Generated<string>;
  ip: string;
  createdAt: GeneratedTimestamp;
}

export type EmailTokenPurpose = 'verify' | 'reset';

/** Single-use tokens of the verification and password-reset links; only the SHA-256 of the token is stored. */
export interface EmailTokensTable {
  id: Generated<string>;
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  /** The address the link was sent to (a verification counts only while it is still the account's). */
  email: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: GeneratedTimestamp;
}

// Two-factor sign-in (issue 27).

/** The authenticator app's key of one account (TOTP, RFC 6238). */
export interface TotpCredentialsTable {
  userId: string;
  /** AES-256-GCM of the 20-byte key: base64 of iv (12 bytes), ciphertext and tag (16 bytes). */
  keyCiphertext: string;
  /** When the first code confirmed it: null while the setup waits (two-factor sign-in is off until then). */
  confirmedAt: Timestamp | null;
  /** The 30-second step of the last accepted code: a code (and any older one) never works twice. */
  lastUsedStep: number | null;
  createdAt: GeneratedTimestamp;
}

/** One-time recovery codes: only the SHA-256 (hex) of each is kept. */
export interface RecoveryCodesTable {
  id: Generated<string>;
  userId: string;
  codeHash: string;
  usedAt: Timestamp | null;
  createdAt: GeneratedTimestamp;
}

/** "Remember this device": a browser that skips the second step until `expiresAt` (SHA-256 of its cookie). */
export interface RememberedDevicesTable {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  userAgent: string | null;
  createdAt: GeneratedTimestamp;
  lastUsedAt: Timestamp | null;
  expiresAt: Timestamp;
}

export type PasskeyDeviceType = 'singleDevice' | 'multiDevice';

/** A WebAuthn credential (passkey) of an account. */
export interface PasskeysTable {
  id: Generated<string>;
  userId: string;
  /** The credential's id, base64url, as the browser names it. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter (0 for most passkeys, which do not count). */
  counter: ColumnType<number, number | undefined, number>;
  transports: JsonWithDefault<string[]>;
  deviceType: PasskeyDeviceType;
  backedUp: ColumnType<boolean, boolean | undefined, boolean>;
  name: string;
  createdAt: GeneratedTimestamp;
  lastUsedAt: Timestamp | null;
}

export type WebauthnChallengePurpose = 'register' | 'sign-in' | 'two-factor';

/** A passkey ceremony's challenge: kept until it is used once or expires. */
export interface WebauthnChallengesTable {
  id: Generated<string>;
  /** base64url, as the options carry it and the browser's clientDataJSON returns it. */
  challenge: string;
  purpose: WebauthnChallengePurpose;
  /** Whose ceremony it is; null for a passkey sign-in (nobody is known until the passkey answers). */
  userId: string | null;
  expiresAt: Timestamp;
  createdAt: GeneratedTimestamp;
}

/** The one row of the admins' sign-in security settings. */
export interface SignInSettingsTable {
  id: ColumnType<boolean, never, never>;
  requireAdminTwoFactor: ColumnType<boolean, boolean | undefined, boolean>;
  updatedAt: GeneratedTimestamp;
}

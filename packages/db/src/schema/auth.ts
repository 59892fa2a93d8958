import type { Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, Json } from './columns';

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

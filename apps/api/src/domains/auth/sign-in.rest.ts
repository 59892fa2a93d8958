import type { UserRow } from '@mentor/db';
import type { TwoFactorRequired } from '@mentor/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberedDeviceToken, setRememberedDeviceCookie, setSessionCookie } from '../../plugins/session';
import type { AuthDeps } from './auth.service';
import { isRememberedDevice, rememberDevice } from './remembered-devices';
import { createSession, invalidateSession } from './session';
import { challengeOf, hasTwoFactor } from './two-factor.service';

// How every sign-in ends over HTTP (the password form, the identity provider's callback, a passkey, the second
// step): the session cookie, and the remembered-device cookie of two-factor sign-in.

/** The request and the reply of a sign-in (absent for a test's caller, which sets no cookie). */
export interface SignInHttp {
  req: FastifyRequest;
  res: FastifyReply;
}

/** Starts a session for `userId`, in place of the request's own one (if any), and sets its cookie. */
export async function startSession(
  deps: AuthDeps,
  http: SignInHttp,
  userId: string,
  options: { twoFactorVerified: boolean },
): Promise<void> {
  if (http.req.sessionToken) await invalidateSession(deps.db, http.req.sessionToken);
  const userAgent = http.req.headers['user-agent'] ?? null;
  const { token, expire } = await createSession(deps.db, deps.clock, userId, userAgent, options);
  setSessionCookie(http.res, deps.config.cookieSecure, token, expire);
}

/**
 * After the first step of a sign-in (the password, or the identity provider): the session starts. An account with
 * two-factor sign-in gets one that waits for the second step, unless this browser is one of its remembered
 * devices; then the answer is the ways to do that step, else null (signed in).
 */
export async function startFirstStepSession(
  deps: AuthDeps,
  http: SignInHttp,
  user: UserRow,
): Promise<TwoFactorRequired | null> {
  const twoFactor = await hasTwoFactor(deps, user.id);
  const remembered =
    twoFactor &&
    (await isRememberedDevice(deps, user.id, rememberedDeviceToken(http.req, deps.config.cookieSecure)));
  // Verified only when a second factor was shown (here: a remembered device). A session of an account without
  // two-factor sign-in is not: if it is turned on later (elsewhere), this session waits for a second step too.
  await startSession(deps, http, user.id, { twoFactorVerified: remembered });
  if (!twoFactor || remembered) return null;
  return { twoFactorRequired: true, ...(await challengeOf(deps, user.id)) };
}

/** After a second step with "Remember this device" ticked: this browser skips the step for 30 days. */
export async function rememberThisDevice(deps: AuthDeps, http: SignInHttp, userId: string): Promise<void> {
  const { token, expiresAt } = await rememberDevice(deps, userId, http.req.headers['user-agent'] ?? null);
  setRememberedDeviceCookie(http.res, deps.config.cookieSecure, token, expiresAt);
}

import fastifyCookie from '@fastify/cookie';
import type { UserRow } from '@mentor/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, routedPath } from './security';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: UserRow | null;
    /** The raw session token from the cookie, when it named a live session. */
    sessionToken: string | null;
    /** That session's sid (the hash of the token stored in login_sessions). */
    sessionId: string | null;
    /**
     * The session waits for the second step of two-factor sign-in: `user` stays null (every route that needs a
     * user answers 401), only that step and signing out can use the session.
     */
    twoFactorPending: boolean;
  }
}

/**
 * The session cookie's name. A Secure cookie takes the `__Host-` prefix: the browser then accepts it only from a
 * secure origin, with Path=/ and no Domain, so no sibling subdomain or plain-http page can set or shadow it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-mentor_session' : 'mentor_session';
}

/** A live session found for a cookie's token; `refreshed` when its expiry moved and the cookie is sent again. */
export interface SessionLookup {
  /** The session's key in the store (the SHA-256 of the token). */
  sid: string;
  user: UserRow;
  expire: Date;
  refreshed: boolean;
  /** The account has two-factor sign-in and this session has not done its second step. */
  twoFactorPending: boolean;
}

export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string, expires: Date): void {
  void reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/**
 * "Remember this device" (two-factor sign-in): the cookie that lets a browser skip the second step. `__Host-` when
 * Secure, like the session's.
 */
function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-mentor_device' : 'mentor_device';
}

export function setRememberedDeviceCookie(
  reply: FastifyReply,
  secure: boolean,
  token: string,
  expires: Date,
): void {
  void reply.setCookie(deviceCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires,
  });
}

/** The browser's remembered-device token, if it sent one. */
export function rememberedDeviceToken(req: FastifyRequest, secure: boolean): string | undefined {
  return req.cookies[deviceCookieName(secure)];
}

/** The methods that change nothing: their session may come from the cache. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie -> user, on every /api request, through `lookup` (the auth domain's session check, passed in by the app).
 * A stale or unknown cookie is cleared.
 */
export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      cookieSecure: boolean;
      /** `write`: the request may change something, so the session must be read from the database (no cache). */
      lookup: (token: string, options: { write: boolean }) => Promise<SessionLookup | null>;
    },
  ) => {
    await app.register(fastifyCookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('twoFactorPending', false);
    app.addHook('onRequest', async (req, reply) => {
      if (!isApiPath(routedPath(req))) return;
      const token = req.cookies[sessionCookieName(opts.cookieSecure)];
      if (!token) return;
      const session = await opts.lookup(token, { write: !READ_METHODS.has(req.method) });
      if (!session) {
        clearSessionCookie(reply, opts.cookieSecure);
        return;
      }
      req.user = session.twoFactorPending ? null : session.user;
      req.twoFactorPending = session.twoFactorPending;
      req.sessionToken = token;
      req.sessionId = session.sid;
      if (session.refreshed) setSessionCookie(reply, opts.cookieSecure, token, session.expire);
    });
  },
);

import fastifyCookie from '@fastify/cookie';
import type { UserRow } from '@mentor/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
    app.addHook('onRequest', async (req, reply) => {
      if (!isApiPath(routedPath(req))) return;
      const token = req.cookies[sessionCookieName(opts.cookieSecure)];
      if (!token) return;
      const session = await opts.lookup(token, { write: !READ_METHODS.has(req.method) });
      if (!session) {
        clearSessionCookie(reply, opts.cookieSecure);
        return;
      }
      req.user = session.user;
      req.sessionToken = token;
      req.sessionId = session.sid;
      if (session.refreshed) setSessionCookie(reply, opts.cookieSecure, token, session.expire);
    });
  },
);

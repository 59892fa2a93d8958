import fastifyCookie from '@fastify/cookie';
import type { UserRow } from '@mentor/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, validateSessionToken } from '../domains/auth/session';
import type { AppServices } from '../trpc/context';

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

export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string, expires: Date): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** Cookie -> user, on every /api request. A stale or unknown cookie is cleared. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { services: AppServices }) => {
  const { db, clock, config } = opts.services;
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await validateSessionToken(db, clock, token);
    if (!session) {
      clearSessionCookie(reply, config.cookieSecure);
      return;
    }
    req.user = session.user;
    req.sessionToken = token;
    req.sessionId = session.sid;
    if (session.refreshed) setSessionCookie(reply, config.cookieSecure, token, session.expire);
  });
});

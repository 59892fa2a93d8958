import {
  emailVerifiedSchema,
  loginHintEmail,
  loginInputSchema,
  MESSAGES,
  passwordResetDoneSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  publicUserSchema,
  registerInputSchema,
  ROUTES,
  sentSchema,
  twoFactorRequiredSchema,
  verifyEmailSchema,
} from '@mentor/validation';
import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../env';
import { parseBody, restRoutesOf, sendError, type RestRoute } from '../../lib/rest';
import type { RouteDoc } from '../../lib/route-doc';
import { isOwnOrigin } from '../../plugins/security';
import { clearSessionCookie } from '../../plugins/session';
import type { AppServices } from '../../trpc/context';
import { toPublicUser } from '../account';
import { authRouter } from './auth.router';
import { AccountBannedError, loginWithPassword, refuseBanned, registerWithPassword } from './auth.service';
import { invalidateSession } from './session';
import type { OidcClient } from './oidc';
import { startFirstStepSession } from './sign-in.rest';

/** Where a sign-out link followed from another site lands: the web app's page that asks first. */
const SIGN_OUT_CONFIRM_PATH = ROUTES.signOut;

/**
 * Whether a navigation to GET /api/logout started on this site. Sec-Fetch-Site decides when the browser sends it
 * (same-origin, or none: typed, bookmarked); only `same-origin` and `none` count, `same-site` (a sibling subdomain)
 * does not. Older browsers without it: an Origin, else a Referer, naming this app. Nothing to go by: not ours.
 */
function isOwnNavigation(req: FastifyRequest, config: Config): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin ?? req.headers.referer;
  return isOwnOrigin(origin, req, config);
}

const route = restRoutesOf(authRouter);

export const authRoutes: RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/auth/user',
    auth: 'user',
    procedure: (auth) => auth.me,
    // The procedure answers null signed out (the web app asks it to learn who is signed in); REST answers 401.
    reply: (user) => {
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized });
      return user;
    },
    doc: { tag: 'Auth', summary: 'The signed-in person', response: publicUserSchema },
  }),
  // The mailed links' flows, for clients other than the web app (which calls the same procedures over tRPC).
  route({
    method: 'POST',
    url: '/api/auth/password-reset',
    auth: 'public',
    procedure: (auth) => auth.requestPasswordReset,
    input: ({ body }) => ({ email: body.email }),
    doc: {
      tag: 'Auth',
      summary: 'Mail a password reset link',
      description:
        'Mails a link (valid 30 minutes, once) when the address has an account; the same answer either way.',
      body: passwordResetRequestSchema,
      example: { body: { email: 'ada@example.com' } },
      response: sentSchema,
      errors: { 429: 'Too many reset requests from this address or for this email.' },
    },
  }),
  route({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    auth: 'public',
    procedure: (auth) => auth.resetPassword,
    input: ({ body }) => ({ token: body.token, newPassword: body.newPassword }),
    doc: {
      tag: 'Auth',
      summary: 'Set a new password with a mailed reset link',
      description: "The token is the reset link's; the new password ends every session of the account.",
      body: passwordResetSchema,
      example: { body: { token: '<the token of the mailed link>', newPassword: 'a much longer passphrase' } },
      response: passwordResetDoneSchema,
      errors: { 400: 'The input was refused, or the link is expired, used or unknown.' },
    },
  }),
  route({
    method: 'POST',
    url: '/api/auth/verify-email',
    auth: 'public',
    procedure: (auth) => auth.verifyEmail,
    input: ({ body }) => ({ token: body.token }),
    doc: {
      tag: 'Auth',
      summary: 'Verify an email address with a mailed link',
      body: verifyEmailSchema,
      example: { body: { token: '<the token of the mailed link>' } },
      response: emailVerifiedSchema,
      errors: {
        400: 'The input was refused, or the link is expired, used, unknown or for an address already verified.',
      },
    },
  }),
];

/** What the OpenAPI document says of the routes that sign in and out (lib/route-doc.ts). */
const DOCS = {
  loginPage: {
    tag: 'Auth',
    summary: 'Sign in (a browser navigation)',
    description:
      'Redirects to the sign-in page, or to the identity provider when OpenID Connect is set up; signed in, to the dashboard. A valid `email` is carried on.',
    query: z.object({ email: z.string().optional().meta({ description: 'Prefills the sign-in form.' }) }),
    example: { query: { email: 'ada@example.com' } },
    status: 302,
    response: {
      description: 'To the sign-in page, the identity provider or the dashboard.',
      location: 'Where to go.',
    },
  },
  logoutPage: {
    tag: 'Auth',
    summary: 'Sign out (a browser navigation)',
    description:
      "Ends the session and redirects to the landing page. A navigation started on another site lands on the web app's page that asks first.",
    status: 302,
    response: { description: 'To the landing page (or the confirmation page).', location: 'Where to go.' },
  },
  logout: {
    tag: 'Auth',
    summary: 'Sign out',
    description: 'Ends the session and clears the cookie (signed out already, it only clears it).',
    status: 303,
    response: { description: 'To the landing page.', location: '`/`' },
  },
  register: {
    tag: 'Auth',
    summary: 'Create an account',
    description:
      'The same answer whether the address had an account (a mail says so); nothing is signed in: sign in next with `POST /api/login`.',
    status: 202,
    body: registerInputSchema,
    example: {
      body: {
        email: 'ada@example.com',
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    },
    response: sentSchema,
    errors: { 429: 'Too many sign-ups from this address in the last hour.' },
  },
  login: {
    tag: 'Auth',
    summary: 'Sign in with email and password',
    body: loginInputSchema,
    example: { body: { email: 'ada@example.com', password: 'correct horse battery' } },
    response: z.union([publicUserSchema, twoFactorRequiredSchema]),
    responseDescription:
      'The signed-in person; or, for an account with two-factor sign-in, `twoFactorRequired` and the ways it has: the session waits for the second step (`/api/auth/two-factor/*`).',
    responseHeaders: { 'Set-Cookie': 'The session cookie (HttpOnly, SameSite=Lax).' },
    errors: {
      401: 'Wrong email or password.',
      403: 'The account is banned; or the `Origin` header is missing or names another site.',
      429: 'Too many failed sign-ins for this address: `Retry-After` says when to try again.',
    },
  },
  oidcCallback: {
    tag: 'Auth',
    summary: "The identity provider's return (OpenID Connect)",
    description:
      "Signs in and redirects to the dashboard (to the second step's page for an account with two-factor sign-in), or to the sign-in page with the error.",
    status: 302,
    response: {
      description: "To the dashboard, the second step's page or the sign-in page.",
      location: 'Where to go.',
    },
  },
} satisfies Record<string, RouteDoc>;

/** The routes that sign in and out: they set and clear the session cookie, so they call no procedure. */
export function registerAuthRoutes(
  app: FastifyInstance,
  services: AppServices,
  oidc: OidcClient | null,
): void {
  // Sign-in entry point of the spec: a browser navigation.
  // `?email=` (the landing page's call to action) is carried on when it is a valid address: to the sign-in page's
  // email field, or to the identity provider as `login_hint`. Anything else is dropped.
  app.get('/api/login', { config: { auth: 'public', doc: DOCS.loginPage } }, async (req, reply) => {
    if (req.user) return reply.redirect('/dashboard');
    // Signed in with the first step, waiting for the second: that step's page.
    if (req.twoFactorPending) return reply.redirect(ROUTES.twoFactorSignIn);
    const email = loginHintEmail((req.query as Record<string, unknown> | undefined)?.email);
    const signInPage = (query: Record<string, string>) => {
      const search = new URLSearchParams({ ...query, ...(email ? { email } : {}) }).toString();
      return search ? `/sign-in?${search}` : '/sign-in';
    };
    if (!oidc) return reply.redirect(signInPage({}));
    try {
      return reply.redirect(await oidc.beginLogin(reply, email));
    } catch (error) {
      // The provider's discovery failed (down, misconfigured): the sign-in page says so instead of a 500.
      req.log.warn({ err: error }, 'OpenID Connect sign-in could not start');
      return reply.redirect(signInPage({ error: 'oidc' }));
    }
  });

  // Sign-out is a navigation (spec). One started on another site (a link, an image, a redirect) must not end the
  // session by itself: it lands on the web app's page that asks, which signs out through POST /api/logout.
  app.get('/api/logout', { config: { auth: 'public', doc: DOCS.logoutPage } }, async (req, reply) => {
    if (req.sessionToken && !isOwnNavigation(req, services.config)) {
      return reply.redirect(SIGN_OUT_CONFIRM_PATH);
    }
    if (req.sessionToken) await invalidateSession(services.db, req.sessionToken);
    clearSessionCookie(reply, services.config.cookieSecure);
    return reply.redirect('/');
  });

  // Always signs out (the Origin check of every state-changing request keeps other sites out); 303 to the landing
  // page, so a form post lands there with a GET.
  app.post('/api/logout', { config: { auth: 'public', doc: DOCS.logout } }, async (req, reply) => {
    if (req.sessionToken) await invalidateSession(services.db, req.sessionToken);
    clearSessionCookie(reply, services.config.cookieSecure);
    return reply.redirect('/', 303);
  });

  app.post('/api/auth/register', { config: { auth: 'public', doc: DOCS.register } }, async (req, reply) => {
    try {
      const input = parseBody(registerInputSchema, req);
      await registerWithPassword(services, input, req.ip);
      // The same answer whether the address had an account (issue 24): nothing is signed in here; the sign-up page
      // signs in next with the same password, through POST /api/login.
      services.jobs.wake();
      return reply.code(202).send({ sent: true });
    } catch (error) {
      return sendError(req, reply, error);
    }
  });

  app.post('/api/login', { config: { auth: 'public', doc: DOCS.login } }, async (req, reply) => {
    try {
      const input = parseBody(loginInputSchema, req);
      const user = await loginWithPassword(services, input, req.ip);
      // An account with two-factor sign-in answers the ways to do its second step (the session waits for it).
      const secondStep = await startFirstStepSession(services, { req, res: reply }, user);
      return reply.send(secondStep ?? toPublicUser(user, services.clock.now()));
    } catch (error) {
      return sendError(req, reply, error);
    }
  });

  if (oidc) {
    app.get(
      '/api/auth/oidc/callback',
      { config: { auth: 'public', doc: DOCS.oidcCallback } },
      async (req, reply) => {
        try {
          const user = await oidc.completeLogin(req, reply);
          refuseBanned(user);
          const secondStep = await startFirstStepSession(services, { req, res: reply }, user);
          return reply.redirect(secondStep ? ROUTES.twoFactorSignIn : '/dashboard');
        } catch (error) {
          if (error instanceof AccountBannedError) return reply.redirect('/sign-in?error=banned');
          req.log.warn({ err: error }, 'OpenID Connect sign-in failed');
          return reply.redirect('/sign-in?error=oidc');
        }
      },
    );
  }
}

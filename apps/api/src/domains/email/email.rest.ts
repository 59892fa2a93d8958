import { unsubscribeResultSchema, unsubscribeSchema } from '@mentor/validation';
import type { FastifyInstance } from 'fastify';
import { registerRestRoutes, restRoutesOf } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';
import { emailRouter } from './email.router';

const route = restRoutesOf(emailRouter);

/** The one-click unsubscribe address of the List-Unsubscribe header (RFC 8058). */
const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/**
 * POST /api/email/unsubscribe?token=...: what a mail client sends when its Unsubscribe button is pressed (RFC 8058:
 * `List-Unsubscribe=One-Click`, form-encoded, no cookies, no Origin). The signed token in the address says what to
 * turn off; the body is read (a little of it) and ignored. The security plugin exempts exactly this path from
 * the Origin check. Registered in a scope of its own, so only here are form bodies accepted.
 */
export function registerEmailRoutes(app: FastifyInstance, services: AppServices): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
      done(null, {}),
    );
    registerRestRoutes(scope, services, [
      route({
        method: 'POST',
        url: ONE_CLICK_UNSUBSCRIBE_PATH,
        auth: 'public',
        procedure: (email) => email.unsubscribe,
        input: ({ query }) => ({ token: query.token }),
        doc: {
          tag: 'Email',
          summary: 'One-click unsubscribe (RFC 8058)',
          description:
            "What a mail client's Unsubscribe button posts: the signed token in the address says which list of which address to leave. No cookie, no Origin; any body is ignored.",
          query: unsubscribeSchema,
          example: { query: { token: '<the token of the mail>' } },
          response: unsubscribeResultSchema,
          errors: { 400: 'The token is missing, altered or for an account that is gone.' },
        },
      }),
    ]);
  });
}

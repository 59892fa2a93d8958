import {
  CLIENT_ERROR_MAX_BYTES,
  CLIENT_ERRORS_PER_MINUTE,
  clientErrorSchema,
  MESSAGES,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import type { RateStore } from '../lib/rate-store';
import { parseBody, sendError } from '../lib/rest';
import type { RouteDoc } from '../lib/route-doc';

/** At most this many lines of a stack reach the log (the first ones: where it failed). */
const STACK_LINES_LOGGED = 12;

class ClientErrorRateLimitError extends TRPCError {
  constructor(public readonly retryAfterSeconds: number) {
    super({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.clientErrors.tooManyRequests });
  }
}

/** The first lines of a stack, each clipped: enough to find the place, never a wall of text in the log. */
function trimStack(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack
    .split('\n')
    .map((line) => line.trimEnd().slice(0, 300))
    .filter((line) => line.length > 0)
    .slice(0, STACK_LINES_LOGGED)
    .join('\n');
}

const CLIENT_ERRORS_DOC: RouteDoc = {
  tag: 'Diagnostics',
  summary: "Report an error of the web app (to the server's log)",
  description: 'Signed in or out. Nothing is stored: the report goes to the log with the request id.',
  status: 204,
  body: clientErrorSchema,
  example: { body: { kind: 'render', message: 'Cannot read properties of undefined', route: '/dashboard' } },
  response: null,
  responseDescription: 'Logged.',
  errors: { 429: 'Too many reports from this address in the last minute.' },
};

/**
 * `POST /api/client-errors`: the web app's error boundaries report a render error or a screen's code that did not
 * load. The report goes to the log at warn level (route, message, trimmed stacks, with the request id and the user
 * when signed in) and nowhere else: nothing is stored. Signed out works too (the landing page has a boundary), so
 * the route is public; the Origin check still applies (a POST). Each client (IP address) may send
 * CLIENT_ERRORS_PER_MINUTE reports in any rolling minute (then 429 with Retry-After), of at most
 * CLIENT_ERROR_MAX_BYTES (then 413, unread past the limit); a refused body answers 400 `{message, fieldErrors}`.
 * Answers 204.
 */
export const clientErrorsPlugin = fp(
  async (app: FastifyInstance, opts: { rates: RateStore; clock: Clock }) => {
    app.post(
      '/api/client-errors',
      {
        config: { auth: 'public', doc: CLIENT_ERRORS_DOC },
        bodyLimit: CLIENT_ERROR_MAX_BYTES,
        // The body is read before the handler runs: a body over the limit is answered here, in this route's words.
        errorHandler: (error: FastifyError, req, reply) => {
          if (error.statusCode !== 413) throw error;
          void sendError(
            req,
            reply,
            new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.clientErrors.tooLarge }),
          );
        },
      },
      async (req, reply) => {
        try {
          const taken = await opts.rates.take(
            `client-errors:${req.ip}`,
            CLIENT_ERRORS_PER_MINUTE,
            60_000,
            opts.clock.now(),
          );
          if (!taken.ok) throw new ClientErrorRateLimitError(taken.retryAfterSeconds);
          const report = parseBody(clientErrorSchema, req);
          req.log.warn(
            {
              clientError: {
                kind: report.kind,
                route: report.route,
                message: report.message,
                stack: trimStack(report.stack),
                componentStack: trimStack(report.componentStack),
              },
              userId: req.user?.id,
            },
            'client error',
          );
          return reply.code(204).send();
        } catch (error) {
          return sendError(req, reply, error);
        }
      },
    );
  },
);

import { webhookReceivedSchema } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteDoc } from '../../lib/route-doc';
import type { AppServices } from '../../trpc/context';
import { handleWebhook } from './billing.service';

/** Where the payment provider posts its events (exempt from the Origin check in plugins/security.ts). */
const WEBHOOK_PATH = '/api/billing/webhook';

const WEBHOOK_DOC: RouteDoc = {
  tag: 'Billing',
  summary: "The payment provider's events (Stripe webhook)",
  description:
    'A server-to-server call, authenticated by the `Stripe-Signature` header over the exact bytes sent (no cookie, no Origin). Every event received answers 200, whatever it did.',
  otherBody: {
    contentType: 'application/json',
    schema: z.looseObject({ id: z.string(), type: z.string() }),
    description: 'The event, as the provider signed it.',
  },
  response: webhookReceivedSchema,
  errors: {
    400: 'The signature is missing or does not match.',
    412: 'Payments are not set up on this server.',
    502: 'The payment provider could not be asked about the event.',
  },
};

/**
 * POST /api/billing/webhook: a server-to-server call from the payment provider, signed over the exact bytes it
 * sent. In its own plugin scope every body is kept raw (a Buffer) for the signature check; the rest of the app
 * keeps its JSON parser.
 */
export function registerBillingRoutes(app: FastifyInstance, services: AppServices): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { config: { auth: 'public', doc: WEBHOOK_DOC } }, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['stripe-signature'];
      try {
        const outcome = await handleWebhook(
          {
            db: services.db,
            payments: services.payments,
            publicUrl: services.config.publicUrl,
            log: req.log,
          },
          raw,
          typeof header === 'string' ? header : undefined,
          services.clock.now(),
        );
        return reply.code(200).send({ received: true, outcome });
      } catch (error) {
        // A refusal (bad signature 400, payments off 412, provider unreachable 502) answers `{message}`; anything
        // else goes to the one error handler (500, the provider retries).
        if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
          if (error.code === 'BAD_GATEWAY') req.log.warn({ err: error }, 'the payment provider failed');
          return reply.code(getHTTPStatusCodeFromError(error)).send({ message: error.message });
        }
        throw error;
      }
    });
  });
}

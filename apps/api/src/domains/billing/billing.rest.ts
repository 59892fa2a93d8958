import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../trpc/context';
import { handleWebhook } from './billing.service';

/** Where the payment provider posts its events (exempt from the Origin check in plugins/security.ts). */
const WEBHOOK_PATH = '/api/billing/webhook';

/**
 * POST /api/billing/webhook: a server-to-server call from the payment provider, signed over the exact bytes it
 * sent. In its own plugin scope every body is kept raw (a Buffer) for the signature check; the rest of the app
 * keeps its JSON parser.
 */
export function registerBillingRoutes(app: FastifyInstance, services: AppServices): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { config: { auth: 'public' } }, async (req, reply) => {
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

import type { FastifyInstance } from 'fastify';
import { bodyOf, restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

/** POST /api/support/requests: the Contact Support form, through the support.create procedure. */
export function registerSupportRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'POST',
    url: '/api/support/requests',
    auth: 'user',
    status: 201,
    handler: (caller, req) => caller.support.create(bodyOf(req) as never),
  });
}

import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

export function registerTrialRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'GET',
    url: '/api/trial/status',
    auth: 'user',
    handler: (caller) => caller.trial.status(),
  });
}

import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

export function registerSummariesRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'GET',
    url: '/api/summaries',
    auth: 'user',
    handler: (caller) => caller.summaries.list(),
  });
}

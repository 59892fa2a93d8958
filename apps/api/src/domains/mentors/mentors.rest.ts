import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

export function registerMentorsRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'GET',
    url: '/api/mentors',
    auth: 'user',
    handler: (caller) => caller.mentors.list(),
  });
}

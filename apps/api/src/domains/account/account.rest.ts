import type { FastifyInstance } from 'fastify';
import { bodyOf, restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

export function registerAccountRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'PATCH',
    url: '/api/auth/profile',
    auth: 'user',
    handler: (caller, req) => caller.account.updateProfile(bodyOf(req) as never),
  });
}

import type { FastifyInstance } from 'fastify';
import { bodyOf, paramOf, restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

/** REST paths of spec section 7, each calling the goals procedure. */
export function registerGoalsRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'GET',
    url: '/api/goals',
    auth: 'user',
    handler: (caller) => caller.goals.list(),
  });

  restRoute(app, services, {
    method: 'POST',
    url: '/api/goals',
    auth: 'user',
    status: 201,
    handler: (caller, req) => caller.goals.create(bodyOf(req) as never),
  });

  restRoute(app, services, {
    method: 'PATCH',
    url: '/api/goals/:id',
    auth: 'user',
    // Body: progress (absolute) or progressStep: true (one '+10%' press), status and the other goal fields.
    // A path id that cannot be a goal id is not found, from the procedure like on tRPC (signed out: 401 first).
    handler: (caller, req) => caller.goals.update({ ...bodyOf(req), id: paramOf(req, 'id') }),
  });
}

import { isUuid, MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
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
    handler: (caller, req) => {
      const id = paramOf(req, 'id');
      // A path id that cannot be a goal id is simply not found (signed out still answers 401 from the procedure).
      if (req.user && !isUuid(id))
        throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.goals.notFound });
      return caller.goals.update({ ...bodyOf(req), id });
    },
  });
}

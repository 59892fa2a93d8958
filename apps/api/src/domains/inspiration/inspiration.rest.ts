import type { FastifyInstance } from 'fastify';
import { bodyOf, paramOf, restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

/** Spec section 7 inspiration endpoints, each calling the same tRPC procedure. */
export function registerInspirationRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'GET',
    url: '/api/inspiration',
    auth: 'user',
    handler: (caller) => caller.inspiration.list(),
  });
  restRoute(app, services, {
    method: 'POST',
    url: '/api/inspiration',
    auth: 'user',
    status: 201,
    handler: (caller, req) => caller.inspiration.create(bodyOf(req) as never),
  });
  // Registered before '/api/inspiration/:id' routes of other methods; a static segment always wins over a param.
  restRoute(app, services, {
    method: 'PATCH',
    url: '/api/inspiration/reorder',
    auth: 'user',
    handler: (caller, req) => caller.inspiration.reorder(bodyOf(req) as never),
  });
  restRoute(app, services, {
    method: 'GET',
    url: '/api/inspiration/:id',
    auth: 'user',
    handler: (caller, req) => caller.inspiration.byId({ id: paramOf(req, 'id') }),
  });
  restRoute(app, services, {
    method: 'PUT',
    url: '/api/inspiration/:id',
    auth: 'user',
    handler: (caller, req) => caller.inspiration.update({ id: paramOf(req, 'id'), patch: bodyOf(req) }),
  });
  restRoute(app, services, {
    method: 'DELETE',
    url: '/api/inspiration/:id',
    auth: 'user',
    status: 204,
    handler: async (caller, req) => {
      await caller.inspiration.delete({ id: paramOf(req, 'id') });
    },
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, paramOf, restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

/**
 * Query string values as a procedure's input: `limit` as a number (anything else stays a string, and the
 * procedure's schema answers it), every other field as given.
 */
function queryOf(req: FastifyRequest): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') continue;
    input[key] = key === 'limit' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return input;
}

/** The admin dashboard's REST paths (spec section 7 and the actions), each calling the admin procedure. */
export function registerAdminRoutes(app: FastifyInstance, services: AppServices): void {
  const admin = { auth: 'admin' as const };

  restRoute(app, services, {
    ...admin,
    method: 'GET',
    url: '/api/admin/users',
    // ?search=&cursor=&limit=  ->  { users, nextCursor, pageSize }
    handler: (caller, req) => caller.admin.users(queryOf(req)),
  });
  restRoute(app, services, {
    ...admin,
    method: 'GET',
    url: '/api/admin/stats/users',
    handler: (caller) => caller.admin.userStats(),
  });
  restRoute(app, services, {
    ...admin,
    method: 'GET',
    url: '/api/admin/stats/revenue',
    handler: (caller) => caller.admin.revenueStats(),
  });
  restRoute(app, services, {
    ...admin,
    method: 'GET',
    url: '/api/admin/stats/usage',
    handler: (caller) => caller.admin.usageStats(),
  });
  restRoute(app, services, {
    ...admin,
    method: 'GET',
    url: '/api/admin/stats/daily',
    handler: (caller) => caller.admin.daily(),
  });
  restRoute(app, services, {
    ...admin,
    method: 'GET',
    url: '/api/admin/settings',
    handler: (caller) => caller.admin.settings(),
  });

  restRoute(app, services, {
    ...admin,
    method: 'PATCH',
    url: '/api/admin/users/:id/plan',
    // Body: tier and/or sessionsLimit.
    handler: (caller, req) => caller.admin.setPlan({ ...bodyOf(req), userId: paramOf(req, 'id') }),
  });
  restRoute(app, services, {
    ...admin,
    method: 'POST',
    url: '/api/admin/users/:id/ban',
    handler: (caller, req) => caller.admin.ban({ userId: paramOf(req, 'id') }),
  });
  restRoute(app, services, {
    ...admin,
    method: 'POST',
    url: '/api/admin/users/:id/unban',
    handler: (caller, req) => caller.admin.unban({ userId: paramOf(req, 'id') }),
  });

  restRoute(app, services, {
    ...admin,
    method: 'GET',
    url: '/api/admin/support-requests',
    // ?status=open|resolved&cursor=&limit=  ->  { requests, nextCursor, pageSize }
    handler: (caller, req) => caller.admin.supportRequests(queryOf(req)),
  });
  restRoute(app, services, {
    ...admin,
    method: 'POST',
    url: '/api/admin/support-requests/:id/resolve',
    handler: (caller, req) => caller.admin.resolveSupportRequest({ id: paramOf(req, 'id') }),
  });
}

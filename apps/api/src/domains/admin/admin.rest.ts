import { pageQueryOf, restRoutesOf, type RestRoute } from '../../lib/rest';
import { adminRouter } from './admin.router';

const route = restRoutesOf(adminRouter);

/**
 * A query string's paging values as a procedure's input: `limit` as a number when it is one (anything else stays
 * a string, which the procedure's schema refuses), every other value as given.
 */
function pagingOf(query: Record<string, unknown>) {
  const { search, status } = query;
  return { search, status, ...pageQueryOf(query) };
}

/** The admin dashboard's REST paths (spec section 7 and the actions), each calling the admin procedure. */
export const adminRoutes: RestRoute[] = [
  // ?search=&cursor=&limit=  ->  { users, nextCursor, pageSize }
  route({
    method: 'GET',
    url: '/api/admin/users',
    auth: 'admin',
    procedure: (admin) => admin.users,
    input: ({ query }) => {
      const { search, cursor, limit } = pagingOf(query);
      return { search, cursor, limit };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/users',
    auth: 'admin',
    procedure: (admin) => admin.userStats,
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/revenue',
    auth: 'admin',
    procedure: (admin) => admin.revenueStats,
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/usage',
    auth: 'admin',
    procedure: (admin) => admin.usageStats,
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/safety',
    auth: 'admin',
    procedure: (admin) => admin.safetyStats,
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/feedback',
    auth: 'admin',
    procedure: (admin) => admin.feedbackStats,
  }),
  route({ method: 'GET', url: '/api/admin/stats/daily', auth: 'admin', procedure: (admin) => admin.daily }),
  route({ method: 'GET', url: '/api/admin/settings', auth: 'admin', procedure: (admin) => admin.settings }),
  route({
    method: 'GET',
    url: '/api/admin/settings/sign-in',
    auth: 'admin',
    procedure: (admin) => admin.signInSettings,
  }),
  // Body: requireAdminTwoFactor.
  route({
    method: 'PATCH',
    url: '/api/admin/settings/sign-in',
    auth: 'admin',
    procedure: (admin) => admin.updateSignInSettings,
    input: ({ body }) => ({ requireAdminTwoFactor: body.requireAdminTwoFactor }),
  }),
  // Body: tier and/or sessionsLimit.
  route({
    method: 'PATCH',
    url: '/api/admin/users/:id/plan',
    auth: 'admin',
    procedure: (admin) => admin.setPlan,
    input: ({ params, body }) => ({ ...body, userId: params.id }),
  }),
  route({
    method: 'POST',
    url: '/api/admin/users/:id/ban',
    auth: 'admin',
    procedure: (admin) => admin.ban,
    input: ({ params }) => ({ userId: params.id }),
  }),
  route({
    method: 'POST',
    url: '/api/admin/users/:id/unban',
    auth: 'admin',
    procedure: (admin) => admin.unban,
    input: ({ params }) => ({ userId: params.id }),
  }),
  // ?status=open|resolved&cursor=&limit=  ->  { requests, nextCursor, pageSize }
  route({
    method: 'GET',
    url: '/api/admin/support-requests',
    auth: 'admin',
    procedure: (admin) => admin.supportRequests,
    input: ({ query }) => {
      const { status, cursor, limit } = pagingOf(query);
      return { status, cursor, limit };
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/support-requests/:id/resolve',
    auth: 'admin',
    procedure: (admin) => admin.resolveSupportRequest,
    input: ({ params }) => ({ id: params.id }),
  }),
];

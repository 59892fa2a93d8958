import {
  adminSessionsLimitSchema,
  adminSettingsSchema,
  adminSupportRequestSchema,
  signInSettingsSchema,
  adminSupportRequestsPageSchema,
  adminTierSchema,
  adminUserRowSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  dailyStatsSchema,
  feedbackStatsSchema,
  revenueStatsSchema,
  safetyStatsSchema,
  supportListQuerySchema,
  usageStatsSchema,
  userStatsSchema,
} from '@mentor/validation';
import { z } from 'zod';
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

/** The query string of a paged admin list: `limit` read as a number (the procedure's schema checks the rest). */
const pagedQueryDoc = (query: typeof adminUsersQuerySchema | typeof supportListQuerySchema) =>
  query.unwrap().extend({ limit: z.number().int().min(1).optional() });

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
    doc: {
      tag: 'Admin',
      summary: 'List users, newest first',
      description: "`search` matches the email or the name; `cursor` is the previous page's `nextCursor`.",
      query: pagedQueryDoc(adminUsersQuerySchema),
      example: { query: { search: 'example.com', limit: '25' } },
      response: adminUsersPageSchema,
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/users',
    auth: 'admin',
    procedure: (admin) => admin.userStats,
    doc: { tag: 'Admin', summary: 'User statistics', response: userStatsSchema },
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/revenue',
    auth: 'admin',
    procedure: (admin) => admin.revenueStats,
    doc: { tag: 'Admin', summary: 'Revenue statistics', response: revenueStatsSchema },
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/usage',
    auth: 'admin',
    procedure: (admin) => admin.usageStats,
    doc: { tag: 'Admin', summary: 'Usage statistics', response: usageStatsSchema },
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/safety',
    auth: 'admin',
    procedure: (admin) => admin.safetyStats,
    doc: {
      tag: 'Admin',
      summary: 'Messages the safety screen flagged, per day and category (counts only)',
      response: safetyStatsSchema,
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/feedback',
    auth: 'admin',
    procedure: (admin) => admin.feedbackStats,
    doc: {
      tag: 'Admin',
      summary: "Ratings of the mentors' replies, and the latest reasons",
      response: feedbackStatsSchema,
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/stats/daily',
    auth: 'admin',
    procedure: (admin) => admin.daily,
    doc: {
      tag: 'Admin',
      summary: 'Sessions started and sign-ups per day, last 30 days',
      response: dailyStatsSchema,
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/settings',
    auth: 'admin',
    procedure: (admin) => admin.settings,
    doc: {
      tag: 'Admin',
      summary: 'The AI provider and models in use, and the limits',
      response: adminSettingsSchema,
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/settings/sign-in',
    auth: 'admin',
    procedure: (admin) => admin.signInSettings,
    doc: {
      tag: 'Admin',
      summary: 'Whether admin accounts must use two-factor sign-in',
      response: signInSettingsSchema,
    },
  }),
  // Body: requireAdminTwoFactor.
  route({
    method: 'PATCH',
    url: '/api/admin/settings/sign-in',
    auth: 'admin',
    procedure: (admin) => admin.updateSignInSettings,
    input: ({ body }) => ({ requireAdminTwoFactor: body.requireAdminTwoFactor }),
    doc: {
      tag: 'Admin',
      summary: 'Require (or stop requiring) two-factor sign-in of admin accounts',
      body: signInSettingsSchema,
      example: { body: { requireAdminTwoFactor: false } },
      response: signInSettingsSchema,
      responseDescription: 'The setting as it is now.',
      errors: { 400: "Turning it on needs two-factor sign-in on the acting admin's own account first." },
    },
  }),
  // Body: tier and/or sessionsLimit.
  route({
    method: 'PATCH',
    url: '/api/admin/users/:id/plan',
    auth: 'admin',
    procedure: (admin) => admin.setPlan,
    input: ({ params, body }) => ({ ...body, userId: params.id }),
    doc: {
      tag: 'Admin',
      summary: "Change a user's plan or monthly session limit",
      description: '`tier`, `sessionsLimit` (-1 for unlimited), or both.',
      body: z.object({
        tier: adminTierSchema.optional(),
        sessionsLimit: adminSessionsLimitSchema.optional(),
      }),
      example: { body: { tier: 'pro', sessionsLimit: -1 } },
      response: adminUserRowSchema,
      responseDescription: 'The user as the list shows them now.',
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/users/:id/ban',
    auth: 'admin',
    procedure: (admin) => admin.ban,
    input: ({ params }) => ({ userId: params.id }),
    doc: {
      tag: 'Admin',
      summary: 'Ban a user (every session of theirs ends)',
      response: adminUserRowSchema,
      responseDescription: 'The user as the list shows them now.',
      errors: { 400: 'An admin cannot ban themselves.' },
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/users/:id/unban',
    auth: 'admin',
    procedure: (admin) => admin.unban,
    input: ({ params }) => ({ userId: params.id }),
    doc: {
      tag: 'Admin',
      summary: 'Lift a ban',
      response: adminUserRowSchema,
      responseDescription: 'The user as the list shows them now.',
    },
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
    doc: {
      tag: 'Admin',
      summary: 'List support requests, newest first',
      query: pagedQueryDoc(supportListQuerySchema),
      example: { query: { status: 'open' } },
      response: adminSupportRequestsPageSchema,
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/support-requests/:id/resolve',
    auth: 'admin',
    procedure: (admin) => admin.resolveSupportRequest,
    input: ({ params }) => ({ id: params.id }),
    doc: {
      tag: 'Admin',
      summary: 'Mark a support request resolved',
      response: adminSupportRequestSchema,
      responseDescription: 'The request as it is now.',
    },
  }),
];

import { Readable } from 'node:stream';
import {
  exportDocumentSchema,
  exportFileName,
  exportQuerySchema,
  MESSAGES,
  profileUpdateRequestSchema,
  publicUserSchema,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restRoutesOf, sendError, type RestRoute } from '../../lib/rest';
import type { RouteDoc } from '../../lib/route-doc';
import type { AppServices } from '../../trpc/context';
import { accountRouter } from './account.router';
import { exportDocument } from '../../use-cases/export-data';

const route = restRoutesOf(accountRouter);

export const accountRoutes: RestRoute[] = [
  route({
    method: 'PATCH',
    url: '/api/auth/profile',
    auth: 'user',
    procedure: (account) => account.updateProfile,
    input: ({ body }) => body,
    doc: {
      tag: 'Account',
      summary: 'Update your names and email',
      description:
        'Changing the email of an account with a password needs `currentPassword` (a field error says so); the new address is unverified until its link is followed.',
      body: profileUpdateRequestSchema,
      example: {
        body: {
          firstName: 'Ada',
          lastName: 'King',
          email: 'ada.king@example.com',
          currentPassword: 'correct horse battery',
        },
      },
      response: publicUserSchema,
      responseDescription: 'The person as they are now.',
      errors: { 409: 'Another account has this email.' },
    },
  }),
];

const EXPORT_DOC: RouteDoc = {
  tag: 'Account',
  summary: 'Export your data (a JSON download)',
  description:
    '`types`: a comma-separated list (or the parameter repeated) of profile, sessions, goals, summaries, analytics. The document is streamed as an attachment.',
  query: z.object({
    types: z
      .string()
      .meta({ description: 'profile, sessions, goals, summaries and/or analytics, comma-separated.' }),
    format: z.literal('json').optional(),
  }),
  example: { query: { types: 'profile,goals' } },
  response: {
    contentType: 'application/json',
    schema: exportDocumentSchema,
    description: 'The document, as an attachment (`Content-Disposition`).',
  },
};

/** Export Data: a browser download, so a route of its own (not a procedure) that streams one JSON file. */
export function registerAccountExportRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/api/account/export', { config: { auth: 'user', doc: EXPORT_DOC } }, async (req, reply) => {
    try {
      const user = req.user;
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized });
      const query = exportQuerySchema.safeParse(req.query);
      if (!query.success) {
        const message = query.error.issues[0]?.message ?? MESSAGES.export.noneSelected;
        throw new TRPCError({ code: 'BAD_REQUEST', message });
      }
      const now = services.clock.now();
      const body = Readable.from(exportDocument(services.db, user, query.data.types, now));
      // Headers are gone once the first chunk is out: a failure later can only cut the download short.
      body.on('error', (error) => req.log.error({ err: error }, 'data export failed while streaming'));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    } catch (error) {
      return sendError(req, reply, error);
    }
  });
}

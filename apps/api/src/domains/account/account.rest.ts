import { Readable } from 'node:stream';
import { exportFileName, exportQuerySchema, MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { bodyOf, restRoute, sendError } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';
import { exportDocument } from './account.export';

export function registerAccountRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'PATCH',
    url: '/api/auth/profile',
    auth: 'user',
    handler: (caller, req) => caller.account.updateProfile(bodyOf(req) as never),
  });

  // Export Data: a browser download, so a REST route of its own (not a procedure): it streams one JSON file.
  app.get('/api/account/export', { config: { auth: 'user' } }, async (req, reply) => {
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

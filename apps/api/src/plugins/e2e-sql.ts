import type { Database } from '@mentor/db';
import { MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CompiledQuery } from 'kysely';
import { z } from 'zod';
import { bearerCheck } from '../lib/bearer';
import { parseBody, sendError } from '../lib/rest';

const statementsSchema = z.object({
  statements: z
    .array(z.object({ sql: z.string().min(1).max(20_000), params: z.array(z.unknown()).max(100).optional() }))
    .min(1)
    .max(20),
});

/**
 * A route for the e2e suite only: `POST /api/e2e/sql` runs SQL statements against the app's own database, in one
 * transaction, and answers their rows. A spec uses it (apps/web/e2e/fixtures.ts: `server.sql()`) to put an account
 * into a state the UI cannot reach quickly (an expired trial, a plan set by an admin, a thousand past sessions)
 * without stopping the server, which it once had to do: the embedded database has one owner.
 *
 * It exists only when E2E_SQL_TOKEN is set, which nothing but the e2e fixture does (a random token per server), and
 * then answers only a request that carries that token as `Authorization: Bearer <token>` (401 otherwise, compared in
 * constant time). Without the token the path is not a route at all. Since the statements may change users or their
 * sessions behind the app's back, the session cache is emptied after them.
 */
export const e2eSqlPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | undefined; db: Database; onChange: () => void }) => {
    const token = opts.token;
    if (!token) return;
    app.log.warn(
      'E2E_SQL_TOKEN is set: POST /api/e2e/sql runs SQL for the e2e suite (never set it in production)',
    );
    const authorized = bearerCheck(token);
    app.post('/api/e2e/sql', { config: { auth: 'public' } }, async (req, reply) => {
      if (!authorized(req)) {
        return sendError(
          req,
          reply,
          new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized }),
        );
      }
      try {
        const { statements } = parseBody(statementsSchema, req);
        const results = await opts.db.transaction().execute(async (trx) => {
          const rows: unknown[][] = [];
          for (const s of statements) {
            rows.push([...(await trx.executeQuery(CompiledQuery.raw(s.sql, s.params ?? []))).rows]);
          }
          return rows;
        });
        opts.onChange();
        return reply.header('cache-control', 'no-store').send({ results });
      } catch (error) {
        if (error instanceof TRPCError) return sendError(req, reply, error);
        // A statement the database refused: the spec's mistake, said plainly (nothing was written).
        return sendError(
          req,
          reply,
          new TRPCError({
            code: 'BAD_REQUEST',
            message: `SQL failed: ${error instanceof Error ? error.message : String(error)}`,
          }),
        );
      }
    });
  },
  { name: 'e2e-sql' },
);

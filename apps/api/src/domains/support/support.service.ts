import type { Database, SupportRequestRow } from '@mentor/db';
import {
  ADMIN_PAGE_SIZE_MAX,
  displayName,
  MESSAGES,
  SUPPORT_REQUESTS_PER_HOUR,
  type AdminSupportRequest,
  type AdminSupportRequestsPage,
  type SupportListQuery,
  type SupportRequestInput,
  type SupportRequestOut,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import * as repo from './support.repository';

const HOUR_MS = 60 * 60 * 1000;

/** More than SUPPORT_REQUESTS_PER_HOUR requests in a rolling hour: 429, with the seconds until one more fits. */
class SupportRateLimitError extends TRPCError {
  constructor(public readonly retryAfterSeconds: number) {
    super({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.support.tooManyRequests });
  }
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.support.notFound });

function toOut(row: SupportRequestRow): SupportRequestOut {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    priority: row.priority,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

function toAdminOut(row: repo.AdminRequestRecord): AdminSupportRequest {
  return {
    ...toOut(row),
    user: {
      id: row.userId,
      email: row.userEmail,
      name: displayName({ firstName: row.userFirstName, lastName: row.userLastName, email: row.userEmail }),
    },
    resolvedBy:
      row.resolvedBy && row.resolverEmail
        ? {
            id: row.resolvedBy,
            email: row.resolverEmail,
            name: displayName({
              firstName: row.resolverFirstName,
              lastName: row.resolverLastName,
              email: row.resolverEmail,
            }),
          }
        : null,
  };
}

/**
 * Stores a Contact Support request. At most SUPPORT_REQUESTS_PER_HOUR per user in a rolling hour: the count and
 * the insert run under a per-user lock, so parallel requests cannot all slip under the limit.
 */
export async function createRequest(
  db: Database,
  userId: string,
  input: SupportRequestInput,
  now: Date,
): Promise<SupportRequestOut> {
  const outcome = await db.transaction().execute(async (trx) => {
    await repo.lockUserRequests(trx, userId);
    const recent = await repo.countRecent(trx, userId, new Date(now.getTime() - HOUR_MS));
    if (recent.count >= SUPPORT_REQUESTS_PER_HOUR) {
      const reopens = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
      return {
        refused: true as const,
        retryAfterSeconds: Math.max(1, Math.ceil((reopens - now.getTime()) / 1000)),
      };
    }
    const row = await repo.insertRequest(trx, { userId, ...input, createdAt: now });
    return { refused: false as const, row };
  });
  if (outcome.refused) throw new SupportRateLimitError(outcome.retryAfterSeconds);
  return toOut(outcome.row);
}

/** The admin list: newest first, keyset-paged, optionally by status, with who sent and who resolved each. */
export async function listRequests(db: Database, query: SupportListQuery): Promise<AdminSupportRequestsPage> {
  const pageSize = query.limit ?? ADMIN_PAGE_SIZE_MAX;
  const rows = await repo.listRequests(db, {
    status: query.status,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: pageSize,
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    requests: page.map(toAdminOut),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
    pageSize,
  };
}

/** Marks a request resolved by this admin (already resolved: unchanged). Unknown or malformed id: 404. */
export async function resolveRequest(
  db: Database,
  adminId: string,
  id: string,
  now: Date,
): Promise<AdminSupportRequest> {
  const resolved = await repo.resolveRequest(db, id, adminId, now);
  if (!resolved) throw notFound();
  const row = await repo.findAdminRequest(db, id);
  if (!row) throw notFound();
  return toAdminOut(row);
}

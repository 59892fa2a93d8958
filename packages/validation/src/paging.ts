/** Keyset paging of the lists that grow without bound (DESIGN: "a screen asks for what it shows"). */
import { z } from 'zod';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from './constants';
import { MESSAGES } from './messages';

/** An opaque keyset cursor from a previous page's `nextCursor` (the server refuses one it did not make). */
export const pageCursorSchema = z
  .string({ error: MESSAGES.paging.invalidCursor })
  .max(500, { error: MESSAGES.paging.invalidCursor });

const pageLimitSchema = z
  .number({ error: MESSAGES.paging.pageSizeRange })
  .int({ error: MESSAGES.paging.pageSizeRange })
  .min(1, { error: MESSAGES.paging.pageSizeRange })
  .max(LIST_PAGE_SIZE_MAX, { error: MESSAGES.paging.pageSizeRange });

/** The fields of a page request, for a list whose request has more (chat.listSessions's `archived`). */
export const pageQueryFields = {
  cursor: pageCursorSchema.nullish(),
  limit: pageLimitSchema.default(LIST_PAGE_SIZE_DEFAULT),
};
/**
 * A page request of a user's list (summaries.list, memory.list; their REST twins take `?limit=&cursor=`): `limit`
 * defaults to LIST_PAGE_SIZE_DEFAULT, at most LIST_PAGE_SIZE_MAX.
 */
export const pageQuerySchema = z.object(pageQueryFields).prefault({});
export type PageQueryParsed = z.output<typeof pageQuerySchema>;

/**
 * The query string of a list's REST route (`?limit=&cursor=`), as the OpenAPI document describes it: the route
 * reads `limit` as a number (pageQuerySchema checks both).
 */
export const pageQueryParamsSchema = z.object({
  limit: pageLimitSchema
    .optional()
    .meta({ description: `At most ${LIST_PAGE_SIZE_MAX}; ${LIST_PAGE_SIZE_DEFAULT} when absent.` }),
  cursor: pageCursorSchema
    .optional()
    .meta({ description: "The next page: from the previous page's `Link` header (rel=next)." }),
});

/** A page of a list: `nextCursor` names the next page, null on the last one. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

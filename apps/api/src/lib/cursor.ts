import { sql } from '@mentor/db';
import { isUuid, MESSAGES, type Page } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { RawBuilder } from 'kysely';

/**
 * A keyset position (a row's timestamp and id) as an opaque page cursor. The timestamp is the database's own
 * text with microseconds (`YYYY-MM-DDTHH:MI:SS.ffffffZ`), so the next page starts exactly after the row,
 * which a JavaScript Date (milliseconds) could not promise.
 */
export interface KeysetPosition {
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor this server did not make answers 400 'Invalid page cursor'. */
export function decodeCursor(cursor: string): KeysetPosition {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !AT.test(at) || !isUuid(id) || Number.isNaN(Date.parse(at))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.paging.invalidCursor });
  }
  return { at, id };
}

/**
 * A keyset position in one of the parts a list is shown in, in order (the sidebar's pinned sessions, then the
 * others): the part's name goes into the cursor with the position.
 */
export interface GroupedPosition<G extends string> extends KeysetPosition {
  group: G;
}

export function encodeGroupedCursor(position: GroupedPosition<string>): string {
  return Buffer.from(`${position.group}|${position.at}|${position.id}`, 'utf8').toString('base64url');
}

/**
 * The position a grouped cursor names; one of `groups` only. A plain cursor (no group: one made before the list had
 * parts) is in `plain`. Anything else answers 400 'Invalid page cursor'.
 */
export function decodeGroupedCursor<G extends string>(
  cursor: string,
  groups: readonly G[],
  plain: G,
): GroupedPosition<G> {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length === 2) return { ...decodeCursor(cursor), group: plain };
  const [group, ...rest] = parts;
  const known = groups.find((g) => g === group);
  if (parts.length !== 3 || !known) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.paging.invalidCursor });
  }
  return { ...decodeCursor(Buffer.from(rest.join('|'), 'utf8').toString('base64url')), group: known };
}

/** A timestamp column as a cursor's `at`: UTC, with microseconds (see KeysetPosition). */
export function cursorAtOf(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The rows after the cursor's: `(at, id) < cursor` in newest-first order (by `at` then `id`, both descending, the
 * default), `(at, id) > cursor` in oldest-first order. A row comparison, which an index on (userId, at, id) answers
 * as one range scan.
 */
export function afterCursor(
  atColumn: string,
  idColumn: string,
  position: KeysetPosition,
  order: 'desc' | 'asc' = 'desc',
): RawBuilder<boolean> {
  const op = sql.raw(order === 'desc' ? '<' : '>');
  return sql<boolean>`(${sql.ref(atColumn)}, ${sql.ref(idColumn)}) ${op} (${position.at}::timestamptz, ${position.id}::uuid)`;
}

/** The position an optional cursor names (undefined for the first page); a bad cursor answers 400. */
export function positionOf(cursor: string | null | undefined): KeysetPosition | undefined {
  return cursor ? decodeCursor(cursor) : undefined;
}

/**
 * A page from rows read with `limit + 1` (the extra row only says that there is a next page): the first `limit`
 * rows mapped, and the cursor of the last one when more rows follow.
 */
export function pageOf<R extends { id: string; cursorAt: string }, T>(
  rows: readonly R[],
  limit: number,
  map: (row: R) => T,
): Page<T> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** Small shared schemas used by several domain files. */
import { z } from 'zod';
import { MESSAGES } from './messages';

/** An ISO 8601 timestamp such as `2024-01-05T10:00:00.000Z` (offsets like `+02:00` accepted). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date `yyyy-mm-dd`. */
export const isoDateSchema = z.iso.date();

/** Either an ISO timestamp or a `yyyy-mm-dd` date. */
export const isoDateOrDateTimeSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const uuidSchema = z.uuid({ error: MESSAGES.generic.invalidId });

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` has the shape of a row id (any uuid PostgreSQL accepts). Anything else cannot name a row, so the
 * api answers it as not found, never with a database error.
 */
export function isUuid(id: string): boolean {
  return UUID_SHAPE.test(id);
}

export const idParamSchema = z.object({ id: uuidSchema });
export type IdParam = z.infer<typeof idParamSchema>;

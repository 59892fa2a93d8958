/** Small shared schemas used by several domain files. */
import { z } from 'zod';

/** An ISO 8601 timestamp such as `2024-01-05T10:00:00.000Z` (offsets like `+02:00` accepted). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date `yyyy-mm-dd`. */
export const isoDateSchema = z.iso.date();

/** Either an ISO timestamp or a `yyyy-mm-dd` date. */
export const isoDateOrDateTimeSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` has the shape of a row id (any uuid PostgreSQL accepts). Anything else cannot name a row, so the
 * api answers it as not found, never with a database error.
 */
export function isUuid(id: string): boolean {
  return UUID_SHAPE.test(id);
}

/** Marks the Zod issue of an id that cannot name a row (see `idSchema`). */
const NOT_FOUND_ID = 'notFoundId';

/**
 * The one rule for ids in inputs: a missing or empty id is a bad request (`required`, default `notFound`); a
 * non-empty string that is not uuid-shaped cannot name a row, so it answers exactly like an unknown id: not found,
 * with the domain's `notFound` message (the api maps the marked issue to 404 on every transport, whatever else is
 * wrong with the input).
 */
export function idSchema(messages: { notFound: string; required?: string }) {
  const required = messages.required ?? messages.notFound;
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine(isUuid, { error: messages.notFound, params: { [NOT_FOUND_ID]: true } });
}

/** The domain's "not found" message when `error` holds an id that cannot name a row (see `idSchema`), else null. */
export function notFoundIdMessage(error: z.ZodError): string | null {
  const issue = error.issues.find((i) => i.code === 'custom' && i.params?.[NOT_FOUND_ID] === true);
  return issue ? issue.message : null;
}

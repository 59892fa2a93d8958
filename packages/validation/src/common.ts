/** Small shared schemas used by several domain files. */
import { z } from 'zod';

// In a browser Zod would probe for `new Function` (to compile fast parsers); the app's Content-Security-Policy has
// no 'unsafe-eval', so the probe is blocked and logged as a violation on every page. The browser parses without it.
if ('document' in globalThis) z.config({ jitless: true });

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

/**
 * A NUL character (PostgreSQL text can't hold it) or a lone UTF-16 surrogate (not Unicode: JSON columns refuse it).
 * No text field of any input may carry either.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * Where an input (parsed JSON, at any depth) holds unsafe text in a string or a key: the path to it, or null. This
 * is the one check every input goes through before its schema (the api runs it on every procedure's raw input and
 * on every request body and query), so every text field of every schema refuses NUL and lone surrogates alike.
 */
export function unsafeTextPath(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unsafeTextPath(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return [...path, key];
    const found = unsafeTextPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

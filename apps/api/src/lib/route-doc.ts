import type { z } from 'zod';
import type { Meta } from '../trpc/init';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a REST route; read by the route-coverage test. */
    auth?: Meta['auth'];
    /** What the OpenAPI document says of a REST route (lib/openapi.ts); every /api route has one (openapi.test.ts). */
    doc?: RouteDoc;
  }
}

/** The API reference's groups, in the order the document lists them, with what each is about. */
export const API_TAGS = {
  Auth: 'Signing up, in and out; the mailed links (password reset, email verification).',
  'Two-factor': 'Two-factor sign-in: the authenticator app, recovery codes, remembered devices and passkeys.',
  Account: 'The signed-in person: profile and data export.',
  Trial: "The 14-day Pro trial's state.",
  Mentors: 'The three mentors.',
  Chat: 'Chat sessions, their messages and the ratings of replies.',
  Voice: 'Recorded questions to text, and replies spoken aloud.',
  Goals: '90-day goals with milestones.',
  Summaries: "The sessions' structured summaries (History).",
  Inspiration: 'The personal inspiration board.',
  Calendar: "The private calendar feed of a person's open action items and goal milestones.",
  Support: 'Contact Support.',
  Email: 'One-click unsubscribe from a mail (RFC 8058).',
  Billing: "The payment provider's webhook.",
  Admin: 'The admin dashboard (admins only).',
  Diagnostics: "The web app's error reports.",
} as const;
type ApiTag = keyof typeof API_TAGS;

/** The error statuses a REST route answers, each with the `{ message }` body of lib/rest.ts (400 adds fieldErrors). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

/** A success answer that is not JSON: audio, a download, or a redirect (then `location` says where to). */
export interface OtherAnswer {
  /** Its media type, or the ones it may have. */
  contentType?: string | string[];
  schema?: z.ZodType;
  location?: string;
  description: string;
}

/**
 * What the OpenAPI document says of one REST route, kept on the route itself (Fastify's route config), so the route
 * that runs and the one documented are the same. The status, path parameters, audience (security) and the errors
 * every route of its kind can answer are taken from the route; only what the route alone knows is written here.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  tag: ApiTag;
  /** The success status (the route's own for a route of lib/rest.ts; 200 when absent). */
  status?: number;
  /** The query string's parameters. */
  query?: z.ZodObject;
  /** The JSON body. */
  body?: z.ZodType;
  /** A body other than JSON (an upload, a signed webhook, a form). */
  otherBody?: { contentType: string; schema: z.ZodType; description: string };
  /**
   * A request that succeeds for a signed-in person (the contract test sends each, with the ids of its own rows in the
   * path): shown in the API reference as the example.
   */
  example?: { body?: unknown; query?: Record<string, string> };
  /** The success answer: its JSON schema, `null` for an empty body (204), or another kind of answer. */
  response: z.ZodType | null | OtherAnswer;
  /** What the success answer is, in a line (the summary's when absent). */
  responseDescription?: string;
  /** Response headers of the success answer, by name, with what each says. */
  responseHeaders?: Record<string, string>;
  /**
   * The errors this route answers besides the ones every route of its kind does (lib/openapi.ts: 400 for an input,
   * 401 and 403 by audience, 403 for a foreign Origin, 404 for an id in the path, 413 and 415 for a body, 500, 503):
   * each with what it means here.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** The web app's error reports: `POST /api/client-errors` (chosen; see docs/decisions.md "Web resilience"). */
import { z } from 'zod';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_ROUTE_MAX,
  CLIENT_ERROR_STACK_MAX,
} from './constants';
import { MESSAGES } from './messages';

const stack = z
  .string({ error: MESSAGES.clientErrors.stackTooLong })
  .max(CLIENT_ERROR_STACK_MAX, { error: MESSAGES.clientErrors.stackTooLong })
  .optional();

/** Body of `POST /api/client-errors`: one error of the web app, for the api's log (never stored). */
export const clientErrorSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: MESSAGES.clientErrors.kindInvalid }),
  message: z
    .string({ error: MESSAGES.clientErrors.messageRequired })
    .trim()
    .min(1, { error: MESSAGES.clientErrors.messageRequired })
    .max(CLIENT_ERROR_MESSAGE_MAX, { error: MESSAGES.clientErrors.messageTooLong }),
  /** The path of the screen (no query string or fragment: they may carry tokens). */
  route: z
    .string({ error: MESSAGES.clientErrors.routeInvalid })
    .max(CLIENT_ERROR_ROUTE_MAX, { error: MESSAGES.clientErrors.routeInvalid })
    .regex(/^\/[^?#\s]*$/, { error: MESSAGES.clientErrors.routeInvalid }),
  stack,
  /** React's component stack of a render error. */
  componentStack: stack,
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

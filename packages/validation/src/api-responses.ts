/**
 * The REST answers that had no schema of their own, for the OpenAPI document (GET /api/openapi.json). Each
 * describes what a route sends: the api's route table checks at compile time that the procedure's output fits it,
 * and the contract test validates real answers against the document made from it.
 */
import { z } from 'zod';
import { chatMessageSchema, FEEDBACK_RATINGS } from './chat';
import { EMAIL_LISTS } from './email';
import { sessionSafetySchema } from './safety';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from './support';
import { isoDateTimeSchema } from './common';
import { EXPORT_DATA_TYPES } from './export';
import { goalSchema } from './goal';
import { inspirationItemSchema } from './inspiration';
import { publicUserSchema } from './user';

/** Every REST error: `message` in the spec's wording; a refused input adds every field's messages (`fieldErrors`). */
export const apiErrorSchema = z.object({
  message: z.string().meta({ example: 'Unauthorized' }),
  fieldErrors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({ description: "A refused input: each field's messages, by field name." }),
});

/** POST /api/auth/register and POST /api/auth/password-reset: the same answer whether the address has an account. */
export const sentSchema = z.object({ sent: z.literal(true) });

/** POST /api/auth/password-reset/confirm: the password was changed and every session ended. */
export const passwordResetDoneSchema = z.object({ reset: z.literal(true) });

/** POST /api/auth/verify-email: the address the link was sent to is verified. */
export const emailVerifiedSchema = z.object({ verified: z.literal(true), email: z.string() });

/** A change that answers nothing more than that it was made. */
export const okSchema = z.object({ ok: z.literal(true) });

/**
 * POST /api/chat/sessions/{sessionId}/messages: the saved message, the mentor's saved reply (null when the reply was
 * stopped before any text) and the session's safety flag when the message was flagged (else null).
 */
export const sendMessageResultSchema = z.object({
  userMessage: chatMessageSchema.nullable(),
  assistantMessage: chatMessageSchema.nullable(),
  safety: sessionSafetySchema.nullable(),
});

/** POST /api/email/unsubscribe: which list the link leaves, and whether that is done. */
export const unsubscribeResultSchema = z.object({
  list: z.enum(EMAIL_LISTS),
  label: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
});

/** POST /api/support/requests: the request as its sender gets it back. */
export const supportRequestOutSchema = z.object({
  id: z.string().min(1),
  subject: z.string(),
  message: z.string(),
  priority: z.enum(SUPPORT_PRIORITIES),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: isoDateTimeSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
});

/** A mentor reply's rating as PUT /api/chat/messages/{messageId}/feedback takes it. */
export const feedbackRatingSchema = z.enum(FEEDBACK_RATINGS);

/** POST /api/billing/webhook: the event was received; what it did (every outcome answers 200). */
export const webhookReceivedSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']),
});

/** Rows of the export whose every field is not described here: an object with an id, and whatever else it holds. */
const exportedRowSchema = z.looseObject({ id: z.string() });

/**
 * GET /api/account/export: the downloaded JSON document, with the selected sections only (docs/decisions.md says
 * which table goes under which section).
 */
export const exportDocumentSchema = z.object({
  exportedAt: isoDateTimeSchema,
  format: z.literal('json'),
  dataTypes: z.array(z.enum(EXPORT_DATA_TYPES)),
  profile: z
    .object({
      user: publicUserSchema,
      memories: z.array(exportedRowSchema),
      /** The calendar feed: when it was made and last fetched (never its secret), or null. */
      calendarFeed: z.object({ createdAt: z.string(), lastFetchedAt: z.string().nullable() }).nullable(),
      /** Two-factor sign-in: whether it is on, what is left, the passkeys' names (never a key, code or credential). */
      twoFactor: z.object({
        enabled: z.boolean(),
        enabledAt: z.string().nullable(),
        recoveryCodesLeft: z.number().int().min(0),
        rememberedDevices: z.number().int().min(0),
        passkeys: z.array(
          z.object({ name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
        ),
      }),
    })
    .optional(),
  sessions: z.array(exportedRowSchema.extend({ messages: z.array(exportedRowSchema) })).optional(),
  goals: z
    .object({ goals: z.array(goalSchema), inspirationBoard: z.array(inspirationItemSchema) })
    .optional(),
  summaries: z.array(exportedRowSchema).optional(),
  analytics: z.object({ usage: z.looseObject({}), aiUsage: z.array(exportedRowSchema) }).optional(),
});

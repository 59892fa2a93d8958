/** Email: address verification, password reset, the mails' preferences and unsubscribe, the admin outbox. */
import { z } from 'zod';
import { idSchema } from './common';
import { ADMIN_PAGE_SIZE_MAX, TIME_ZONE_MAX } from './constants';
import { MESSAGES } from './messages';
import { emailSchema, passwordSchema } from './user';

/**
 * What the product mails. Verification, reset, the account-deleted confirmation, the failed sign-ins alert and the
 * sign-up attempt notice are transactional (always sent); the session summary and the weekly check-in are lists
 * one can leave.
 */
export const EMAIL_KINDS = [
  'verify-email',
  'password-reset',
  'session-summary',
  'weekly-checkin',
  'account-deleted',
  'sign-in-alert',
  'sign-up-attempt',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The mails a person can turn off (Profile, or the one-click unsubscribe link): the user's preference fields. */
export const EMAIL_LISTS = ['summaryEmails', 'weeklyCheckin'] as const;
export type EmailList = (typeof EMAIL_LISTS)[number];
export const EMAIL_LIST_LABELS: Record<EmailList, string> = {
  summaryEmails: 'session summary emails',
  weeklyCheckin: 'the weekly goal check-in',
};

/**
 * Where a message is: queued (its job has not run), sent (the SMTP server took it), kept (no SMTP configured: it
 * stays in the outbox), retrying (an attempt failed; it runs again), failed (every attempt failed).
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'kept', 'retrying', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A token from an email link (opaque, base32 or signed text); checked by the server. */
const linkTokenSchema = z
  .string({ error: MESSAGES.email.tokenRequired })
  .trim()
  .min(1, { error: MESSAGES.email.tokenRequired })
  .max(512, { error: MESSAGES.email.tokenRequired });

/** "Forgot password?": the same answer whether the address has an account or not. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** The reset page: the mail's token and the new password (the sign-up rules). */
export const passwordResetSchema = z.object({ token: linkTokenSchema, newPassword: passwordSchema });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** The verification link's token. */
export const verifyEmailSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** The unsubscribe link's signed token. */
export const unsubscribeSchema = z.object({ token: linkTokenSchema });
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;

/** Whether `name` is an IANA time zone this runtime knows (e.g. 'Europe/Berlin'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: MESSAGES.email.invalidTimeZone })
  .trim()
  .min(1, { error: MESSAGES.email.invalidTimeZone, abort: true })
  .max(TIME_ZONE_MAX, { error: MESSAGES.email.invalidTimeZone, abort: true })
  .refine(isTimeZone, { error: MESSAGES.email.invalidTimeZone });

/** Profile's email switches, and the time zone the browser reports (each optional: what is left out stays). */
export const emailPreferencesSchema = z.object({
  summaryEmails: z.boolean({ error: MESSAGES.email.preferencesFailed }).optional(),
  weeklyCheckin: z.boolean({ error: MESSAGES.email.preferencesFailed }).optional(),
  timeZone: timeZoneSchema.optional(),
});
export type EmailPreferencesInput = z.infer<typeof emailPreferencesSchema>;

/** What the unsubscribe page shows: which list the link leaves, and whether that is done. */
export interface UnsubscribeResult {
  list: EmailList;
  /** 'session summary emails' ... (EMAIL_LIST_LABELS). */
  label: string;
  /** The address the link was sent to. */
  email: string;
  unsubscribed: boolean;
}

/** admin.outbox: newest first, optionally one status. */
export const outboxListQuerySchema = z
  .object({
    status: z.enum(OUTBOX_STATUSES, { error: MESSAGES.email.invalidOutboxStatus }).optional(),
    cursor: z
      .string({ error: MESSAGES.admin.invalidCursor })
      .max(500, { error: MESSAGES.admin.invalidCursor })
      .optional(),
    limit: z
      .number({ error: MESSAGES.admin.pageSizeRange })
      .int({ error: MESSAGES.admin.pageSizeRange })
      .min(1, { error: MESSAGES.admin.pageSizeRange })
      .max(ADMIN_PAGE_SIZE_MAX, { error: MESSAGES.admin.pageSizeRange })
      .optional(),
  })
  .prefault({});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxIdSchema = z.object({ id: idSchema({ notFound: MESSAGES.email.outboxNotFound }) });
export type OutboxIdInput = z.infer<typeof outboxIdSchema>;

/** A message in the admin outbox list. */
export interface OutboxItem {
  id: string;
  kind: EmailKind;
  to: string;
  /** Null until its job has rendered it. */
  subject: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxPage {
  items: OutboxItem[];
  nextCursor: string | null;
  /** Whether mail leaves through SMTP (false: every message is kept here). */
  smtp: boolean;
}

/** One message whole: both parts and its headers, as sent (or as it would have been). */
export interface OutboxMessage extends OutboxItem {
  from: string | null;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
}

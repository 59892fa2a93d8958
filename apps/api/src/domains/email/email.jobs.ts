import type { Database, EmailOutboxRow, UserRow } from '@mentor/db';
import {
  formatDisplayDate,
  PRODUCT_NAME,
  RESET_TOKEN_MINUTES,
  ROUTES,
  VERIFY_TOKEN_HOURS,
} from '@mentor/validation';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../env';
import type { Clock } from '../../lib/clock';
import type { JobInfo } from '../../lib/jobs';
import { asLocalWallClock } from '../../lib/time-zone';
import { findUser } from '../account';
import * as repo from './email.repository';
import { LIST_OF_KIND, listLinks, type EmailPayload } from './email.service';
import { renderEmail, type EmailContent, type MailFrame } from './templates';
import type { MailTransport } from './transport';

export interface EmailJobDeps {
  db: Database;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** SMTP; null: messages are kept in the outbox. */
  transport: MailTransport | null;
}

const deliverPayload = z.object({ outboxId: z.string() });

const storedPayload: z.ZodType<EmailPayload> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verify-email'), token: z.string(), email: z.string() }),
  z.object({ kind: z.literal('password-reset'), token: z.string() }),
  z.object({ kind: z.literal('session-summary'), sessionId: z.string() }),
  z.object({ kind: z.literal('weekly-checkin'), monday: z.string(), sunday: z.string() }),
  z.object({
    kind: z.literal('account-deleted'),
    email: z.string(),
    firstName: z.string().nullable(),
    deletedAt: z.string(),
  }),
  z.object({ kind: z.literal('sign-in-alert'), failures: z.number(), addresses: z.number() }),
  z.object({ kind: z.literal('sign-up-attempt') }),
]);

/** A message that cannot be written yet (its session has no summary yet): the attempt fails and is retried. */
export class NotReadyError extends Error {}

/** The mails whose content other domains hold (a session's summary, the week's goals and action items). */
export type ForeignPayload = Extract<EmailPayload, { kind: 'session-summary' | 'weekly-checkin' }>;

/**
 * Reads a foreign mail's content when it is sent. The delivery use-case (use-cases/email-delivery.ts) passes it
 * with each delivery: email sits below chat, goals and summaries in the domain graph and never imports them.
 */
export type ReadForeignContent = (user: UserRow, payload: ForeignPayload) => Promise<EmailContent>;

/** What the mail says, read now (a summary or goals as they are when it is sent). */
async function contentOf(
  deps: EmailJobDeps,
  user: UserRow,
  payload: Exclude<EmailPayload, { kind: 'account-deleted' }>,
  readForeign: ReadForeignContent,
): Promise<EmailContent> {
  const base = deps.config.publicUrl;
  switch (payload.kind) {
    case 'verify-email':
      return {
        kind: 'verify-email',
        verifyUrl: `${base}${ROUTES.verifyEmail}?token=${payload.token}`,
        expiresHours: VERIFY_TOKEN_HOURS,
        email: payload.email,
      };
    case 'password-reset':
      return {
        kind: 'password-reset',
        resetUrl: `${base}${ROUTES.resetPassword}?token=${payload.token}`,
        expiresMinutes: RESET_TOKEN_MINUTES,
      };
    case 'sign-in-alert':
      return {
        kind: 'sign-in-alert',
        failures: payload.failures,
        addresses: payload.addresses,
        email: user.email,
        resetUrl: `${base}${ROUTES.forgotPassword}`,
        sessionsUrl: `${base}${ROUTES.profile}`,
      };
    case 'sign-up-attempt':
      return {
        kind: 'sign-up-attempt',
        email: user.email,
        signInUrl: `${base}/sign-in`,
        resetUrl: `${base}${ROUTES.forgotPassword}`,
      };
    default:
      return readForeign(user, payload);
  }
}

/** The link a transactional mail carries, kept out of the stored copy once SMTP delivers it. */
function secretLinkOf(content: EmailContent): string | null {
  if (content.kind === 'verify-email') return content.verifyUrl;
  if (content.kind === 'password-reset') return content.resetUrl;
  return null;
}

/**
 * Renders, stores and sends (or keeps) one outbox message. A message already sent or kept is left alone, so a
 * retried job never sends it again; a failed attempt is recorded (retrying, or failed after the last one) and
 * thrown, so the queue retries it with backoff.
 */
async function deliver(
  deps: EmailJobDeps,
  row: EmailOutboxRow,
  info: JobInfo,
  readForeign: ReadForeignContent,
): Promise<void> {
  const now = deps.clock.now();
  try {
    const payload = storedPayload.parse(row.payload);
    let content: EmailContent;
    let firstName: string | null;
    let links: Awaited<ReturnType<typeof listLinks>> | null = null;
    if (payload.kind === 'account-deleted') {
      // The account is gone: the mail is written from what was queued with it, and has no list to leave.
      content = {
        kind: 'account-deleted',
        email: payload.email,
        deletedOn: formatDisplayDate(asLocalWallClock(new Date(payload.deletedAt), 'UTC')),
      };
      firstName = payload.firstName;
    } else {
      const user = row.userId ? await findUser(deps.db, row.userId) : undefined;
      if (!user) throw new Error('the account no longer exists');
      content = await contentOf(deps, user, payload, readForeign);
      const list = LIST_OF_KIND[row.kind] ?? null;
      links = list ? await listLinks(deps, user.id, list) : null;
      firstName = user.firstName;
    }
    const frame: MailFrame = {
      productName: PRODUCT_NAME,
      publicUrl: deps.config.publicUrl,
      firstName,
      unsubscribeUrl: links?.unsubscribeUrl ?? null,
      preferencesUrl: links?.preferencesUrl ?? null,
    };
    const rendered = await renderEmail(content, frame);
    // RFC 8058 one-click unsubscribe: a POST to this address turns the list off, without signing in.
    const headers: Record<string, string> = links
      ? {
          'List-Unsubscribe': `<${links.oneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {};
    // The same Message-ID on every attempt: a receiver can tell a resend (after a crash mid-send) from a new mail.
    const messageId = `<${row.id}@${new URL(deps.config.publicUrl).hostname}>`;
    // Delivered over SMTP, the stored copy of a verification or reset mail loses its link (only the link's hash
    // is kept at rest); kept in the outbox without SMTP, the outbox is how it is delivered, link and all.
    const secret = deps.transport ? secretLinkOf(content) : null;
    const hide = (text: string) =>
      secret ? text.split(secret).join(`${secret.split('?')[0]}?token=…`) : text;
    await repo.saveRendered(deps.db, row.id, {
      fromAddress: deps.config.mail.from,
      subject: rendered.subject,
      html: hide(rendered.html),
      textBody: hide(rendered.text),
      headers,
      messageId,
    });
    if (!deps.transport) {
      await repo.recordAttempt(deps.db, row.id, { status: 'kept', error: null, sentAt: null });
      return;
    }
    await deps.transport.send({
      from: deps.config.mail.from,
      to: row.toAddress,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers,
      messageId,
    });
    await repo.recordAttempt(deps.db, row.id, { status: 'sent', error: null, sentAt: now });
    if (secret) await repo.forgetPayload(deps.db, row.id);
  } catch (error) {
    const last = info.attempt >= info.maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    await repo.recordAttempt(deps.db, row.id, {
      status: last ? 'failed' : 'retrying',
      error: message,
      sentAt: null,
    });
    if (!(error instanceof NotReadyError))
      deps.log.warn({ err: error, outboxId: row.id }, 'sending an email failed');
    throw error;
  }
}

/**
 * Delivers one outbox message (the `email.deliver` job; mail from every domain goes through it). The delivery
 * use-case registers the job and passes the reader of the foreign mails' content.
 */
export async function deliverOutboxMessage(
  deps: EmailJobDeps,
  raw: unknown,
  info: JobInfo,
  readForeign: ReadForeignContent,
): Promise<void> {
  const { outboxId } = deliverPayload.parse(raw);
  const row = await repo.findOutbox(deps.db, outboxId);
  // Gone with its account, or done by an earlier run of this job.
  if (!row || row.status === 'sent' || row.status === 'kept') return;
  await deliver(deps, row, info, readForeign);
}

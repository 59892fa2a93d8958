import nodemailer from 'nodemailer';
import type { MailConfig } from '../../env';

/** A rendered message as it leaves. */
interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe ...). */
  headers: Record<string, string>;
  /** The Message-ID (with its angle brackets): the same for every attempt of one message. */
  messageId: string;
}

/** Where mail goes: an SMTP server (nodemailer). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL; null when mail is not configured (messages are then kept in the outbox). Bounded waits:
 * a server that does not answer fails the attempt (retried by the job) instead of holding a worker.
 */
export function createMailTransport(config: MailConfig): MailTransport | null {
  if (!config.smtpUrl) return null;
  const url = new URL(config.smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // smtp://...?ignoreTLS=true talks plain SMTP even when the server offers STARTTLS (a local relay).
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    requireTLS: url.searchParams.get('requireTLS') === 'true',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        messageId: mail.messageId,
      });
    },
    close: () => transporter.close(),
  };
}

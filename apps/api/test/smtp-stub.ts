import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { Config } from '../src/env';

/** A message the loopback SMTP server received: the envelope and the message as mailparser reads it. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  mail: ParsedMail;
  /** The raw message, as it came over the wire. */
  raw: string;
}

export interface SmtpStub {
  /** smtp://127.0.0.1:port (plain SMTP: the server offers no STARTTLS and asks for no login). */
  url: string;
  received: ReceivedMail[];
  /** The messages sent to `to`. */
  to(address: string): ReceivedMail[];
  /** Waits until `count` messages reached `to` (or fails after timeoutMs). */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The next `n` messages are refused with a temporary failure (451) after DATA. */
  failNext(n: number): void;
  /**
   * While on, a message's DATA is read but never answered (the sender waits for the 250 that makes it delivered):
   * a sender that dies meanwhile has delivered nothing. `held()` counts the messages waiting so.
   */
  hold(on: boolean): void;
  held(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, parsed by `mailparser`:
 * the app's nodemailer transport talks to it exactly as it would to a mail provider.
 */
export async function startSmtpStub(): Promise<SmtpStub> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let holding = false;
  let held = 0;
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          held += 1;
          return;
        }
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((mail) => {
            received.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              mail,
              raw,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  };
  const server = new SMTPServer(options);
  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const to = (address: string) => received.filter((r) => r.envelopeTo.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    async waitFor(address, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} message(s) to ${address}, got ${to(address).length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return to(address);
    },
    failNext(n) {
      failures = n;
    },
    hold(on) {
      holding = on;
    },
    held: () => held,
    // Connections left open by a held message are cut (close() alone would wait for them).
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const connection of server.connections) connection.close();
      }),
  };
}

/** The config that sends the app's mail to the stub. */
export function smtpConfig(stub: SmtpStub, base: Config['mail']): Partial<Config> {
  return { mail: { ...base, smtpUrl: stub.url, from: 'MentorAI <mentor@mentorai.test>' } };
}

/** The first link in a mail's text part that starts with `prefix` (e.g. the app's /verify-email). */
export function linkIn(text: string | undefined, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s)\\]>"]*`).exec(text ?? '');
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}

/** A header of the raw message as it was sent (unfolded), or undefined. */
export function rawHeader(received: ReceivedMail, name: string): string | undefined {
  const head = received.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

import { randomUUID } from 'node:crypto';
import { MESSAGES, type OutboxMessage, type OutboxPage } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../ai/offline-provider';
import {
  createTestApp,
  refusedInput,
  testConfig,
  testTargets,
  type Client,
  type TestApp,
} from '../../../test/helpers';
import { linkIn, rawHeader, smtpConfig, startSmtpStub, type SmtpStub } from '../../../test/smtp-stub';
import { runEmailSchedule } from '../../use-cases/email-schedule';

const MINUTE = 60 * 1000;
const START = '2026-11-10T09:00:00.000Z'; // a Tuesday

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** A test app whose job retries come quickly (a failed SMTP attempt is tried again after 20 ms, 40 ms ...). */
function quickRetries(config: ReturnType<typeof testConfig>) {
  return { jobs: { ...config.jobs, retryBaseMs: 20, pollMs: 20 } };
}

describe.each(testTargets())('email over SMTP on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpStub;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    const base = testConfig();
    t = await createTestApp({
      target,
      now: START,
      config: { ...smtpConfig(smtp, base.mail), ...quickRetries(base) },
      deps: { ai: createOfflineProvider({ wordDelayMs: 0 }) },
    });
    await t.signUp(); // the admin
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => t.clock.set(START));

  /** A signed-up user whose address is verified (summary and check-in mails go to verified addresses only). */
  async function verifiedUser(overrides: { timeZone?: string } = {}): Promise<Client> {
    const c = await t.signUp({ firstName: 'Sam' });
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: t.clock.now(), timeZone: overrides.timeZone ?? null })
      .where('id', '=', c.user.id)
      .execute();
    // The client's calls act as the user row it holds: the row as it is now.
    Object.assign(c.user, await c.reload());
    return c;
  }

  /** A session with one exchange (and so its summary, once the jobs ran). */
  async function sessionWithReply(c: Client, message: string) {
    const session = await c
      .caller()
      .chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    await collect(await c.caller().chat.send({ sessionId: session.id, message }));
    await t.drain();
    return session;
  }

  const summaryMails = (c: Client) =>
    smtp.to(c.user.email).filter((m) => m.mail.subject?.startsWith('Your session summary'));

  describe('account deleted (issue 24)', () => {
    it('confirms the deletion to a verified address, written from what was queued (the account is gone)', async () => {
      const c = await verifiedUser();
      const answer = await c.caller().account.deleteAccount({
        confirmation: c.user.email,
        password: 'correct horse battery',
      });
      expect(answer).toEqual({ deleted: true, confirmationEmailed: true });
      await t.drain();
      await smtp.waitFor(c.user.email, 2); // the verification mail of sign-up, then this one
      const mail = smtp.to(c.user.email).find((m) => m.mail.subject === 'Your MentorAI account was deleted');
      expect(mail).toBeDefined();
      const text = mail!.mail.text ?? '';
      expect(text).toContain('Hi Sam');
      expect(text).toContain(`Your MentorAI account (${c.user.email}) was deleted on Nov`);
      expect(text).not.toContain('unsubscribe');
      const row = await t.db
        .selectFrom('emailOutbox')
        .select(['userId', 'kind', 'status'])
        .where('toAddress', '=', c.user.email)
        .where('kind', '=', 'account-deleted')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ userId: null, kind: 'account-deleted', status: 'sent' });
      expect(await t.db.selectFrom('users').select('id').where('id', '=', c.user.id).execute()).toEqual([]);
    });

    it('sends nothing to an address that was never verified', async () => {
      const c = await t.signUp();
      const answer = await c
        .caller()
        .account.deleteAccount({ confirmation: c.user.email, password: 'correct horse battery' });
      expect(answer).toEqual({ deleted: true, confirmationEmailed: false });
      await t.drain();
      const rows = await t.db
        .selectFrom('emailOutbox')
        .select('kind')
        .where('toAddress', '=', c.user.email)
        .where('kind', '=', 'account-deleted')
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('unsubscribe', () => {
    it('one click (RFC 8058) turns off only that list, without signing in or an Origin', async () => {
      const c = await verifiedUser({ timeZone: 'UTC' });
      await c.caller().account.setEmailPreferences({ weeklyCheckin: true });
      await sessionWithReply(c, 'How do I network better?');
      t.clock.advance(31 * MINUTE);
      await runEmailSchedule(t.db, t.clock.now());
      await t.drain();
      const mail = summaryMails(c)[0]!;
      const target = /^<([^>]+)>$/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '')?.[1];
      expect(target).toMatch(/\/api\/email\/unsubscribe\?token=/);
      const url = new URL(target!);

      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ list: 'summaryEmails', unsubscribed: true, email: c.user.email });
      const after = await c.reload();
      expect(after.summaryEmails).toBe(false);
      expect(after.weeklyCheckin).toBe(true);

      // The page's link: the same token, read then used through tRPC, signed out.
      const page = new URL(linkIn(mail.mail.text, `${t.config.publicUrl}/unsubscribe?token=`));
      const token = page.searchParams.get('token')!;
      await expect(t.caller(null).email.unsubscribeInfo({ token })).resolves.toEqual({
        list: 'summaryEmails',
        label: 'session summary emails',
        email: c.user.email,
        unsubscribed: true,
      });
    });

    it('refuses a forged or altered token', async () => {
      const c = await verifiedUser();
      const forged = `${c.user.id}.weeklyCheckin.${'A'.repeat(43)}`;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${encodeURIComponent(forged)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.email.unsubscribeInvalid });
      await expect(
        t.caller(null).email.unsubscribe({ token: `${randomUUID()}.bogus.x` }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGES.email.unsubscribeInvalid,
      });
      const missing = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(refusedInput(MESSAGES.email.tokenRequired));
    });
  });
});

describe.each(testTargets())('the outbox without SMTP on %s', (target) => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  beforeAll(async () => {
    t = await createTestApp({ target, now: START });
    admin = await t.signUp({ firstName: 'Ada' });
    member = await t.signUp({ firstName: 'Max' });
    await t.drain();
  });
  afterAll(async () => t?.close());

  it('keeps every message, rendered, for the admins to read; the link in it works', async () => {
    const page = await admin.caller().admin.outbox({});
    expect(page.smtp).toBe(false);
    expect(page.items.map((m) => [m.to, m.kind, m.status])).toEqual([
      [member.user.email, 'verify-email', 'kept'],
      [admin.user.email, 'verify-email', 'kept'],
    ]);
    const res = await admin.get(
      `/api/trpc/admin.outboxMessage?input=${encodeURIComponent(JSON.stringify({ id: page.items[0]!.id }))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json<{ result: { data: OutboxMessage } }>().result.data;
    expect(message).toMatchObject({
      subject: 'Verify your email address for MentorAI',
      from: 'MentorAI <no-reply@localhost>',
      to: member.user.email,
      status: 'kept',
      headers: {},
    });
    const link = linkIn(message.text ?? '', `${t.config.publicUrl}/verify-email?token=`);
    expect(message.html).toContain(`href="${link}"`);
    await expect(
      t.caller(null).auth.verifyEmail({ token: new URL(link).searchParams.get('token')! }),
    ).resolves.toEqual({ verified: true, email: member.user.email });
  });

  it('pages newest first and filters by status', async () => {
    const first = await admin.caller().admin.outbox({ limit: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await admin.caller().admin.outbox({ limit: 1, cursor: first.nextCursor! });
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    const sent = await admin.caller().admin.outbox({ status: 'sent' });
    expect(sent.items).toEqual([]);
  });

  it('is for admins only: 401 signed out, 403 for a member, 404 for an unknown id, 400 for bad input', async () => {
    expect((await t.anonymous().get('/api/trpc/admin.outbox')).statusCode).toBe(401);
    expect((await member.get('/api/trpc/admin.outbox')).statusCode).toBe(403);
    await expect(admin.caller().admin.outboxMessage({ id: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: MESSAGES.email.outboxNotFound,
    });
    await expect(admin.caller().admin.outboxMessage({ id: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const bad = await admin.get(
      `/api/trpc/admin.outbox?input=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe(MESSAGES.email.invalidOutboxStatus);
    const page: OutboxPage = await admin.caller().admin.outbox({});
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('is deleted with the account', async () => {
    const c = await t.signUp();
    await t.drain();
    await c.caller().account.deleteAccount({ confirmation: c.user.email, password: 'correct horse battery' });
    const rows = await t.db
      .selectFrom('emailOutbox')
      .select('id')
      .where('toAddress', '=', c.user.email)
      .execute();
    expect(rows).toEqual([]);
  });
});

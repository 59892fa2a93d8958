import { MESSAGES } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../ai/offline-provider';
import {
  type Client,
  collect,
  createTestApp,
  type TestApp,
  testConfig,
  testTargets,
} from '../../test/helpers';
import { linkIn, rawHeader, smtpConfig, startSmtpStub, type SmtpStub } from '../../test/smtp-stub';
import { runEmailSchedule } from './email-schedule';

const MINUTE = 60 * 1000;
const START = '2026-11-10T09:00:00.000Z'; // a Tuesday

/** A test app whose job retries come quickly (a failed SMTP attempt is tried again after 20 ms, 40 ms ...). */
function quickRetries(config: ReturnType<typeof testConfig>) {
  return { jobs: { ...config.jobs, retryBaseMs: 20, pollMs: 20 } };
}

// The mail scheduler (email-schedule.ts) and the delivery of its mails (email-delivery.ts: content read from chat,
// summaries and goals when sent), end to end through the SMTP stub.
describe.each(testTargets())('the mail scheduler and delivery over SMTP on %s', (target) => {
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

  describe('session summary mail', () => {
    it('is mailed once, 30 minutes after the last reply: insights, action items with dates, next steps, link', async () => {
      const c = await verifiedUser();
      const session = await sessionWithReply(
        c,
        'I want to move into product management within 90 days. I am a support lead and I write SQL.',
      );
      // Not yet: the session is still going.
      t.clock.advance(29 * MINUTE);
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(0);
      t.clock.advance(2 * MINUTE);
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(1);
      await t.drain();
      const [mail] = await smtp.waitFor(c.user.email, 2); // the verification mail of sign-up, then this one
      const received = summaryMails(c)[0]!;
      expect(received).toBeDefined();
      expect(mail).toBeDefined();
      const summary = await c.caller().summaries.list();
      const stored = summary.items[0]!;
      expect(received.mail.subject).toBe(
        `Your session summary: ${(await c.caller().chat.getSession({ sessionId: session.id })).title}`,
      );
      const text = received.mail.text ?? '';
      for (const insight of stored.keyInsights) expect(text).toContain(insight);
      for (const item of stored.actionItems) expect(text).toContain(item.text);
      expect(stored.actionItems.some((item) => item.dueDate)).toBe(true);
      expect(text).toMatch(/Due [A-Z][a-z]{2} \d{2}, \d{4}/);
      expect(text).toContain(stored.nextSteps.split('\n')[0]!.slice(0, 40));
      const sessionLink = linkIn(text, `${t.config.publicUrl}/dashboard/chat?session=`);
      expect(sessionLink).toBe(`${t.config.publicUrl}/dashboard/chat?session=${session.id}`);
      expect(received.mail.html).toContain(`href="${sessionLink}"`);
      // Non-transactional: one-click unsubscribe (RFC 8058) and the link in the body.
      expect(rawHeader(received, 'List-Unsubscribe')).toMatch(
        new RegExp(`^<${t.config.publicUrl}/api/email/unsubscribe\\?token=[^>]+>$`),
      );
      expect(rawHeader(received, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(linkIn(text, `${t.config.publicUrl}/unsubscribe?token=`)).toBeTruthy();

      // Once: later passes of the scheduler find nothing more for this session.
      t.clock.advance(60 * MINUTE);
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(0);
      await t.drain();
      expect(summaryMails(c)).toHaveLength(1);
    });

    it('is due at the end of the 60 minutes when the session keeps going', async () => {
      const c = await verifiedUser();
      const session = await c.caller().chat.createSession({ mentorId: 'career', title: 'Long talk' });
      for (let i = 0; i < 3; i += 1) {
        await collect(
          await c.caller().chat.send({ sessionId: session.id, message: `Question ${i}: how do I grow?` }),
        );
        t.clock.advance(25 * MINUTE);
      }
      await t.drain();
      // 75 minutes after the first message, 25 after the last reply: ended by its length.
      const row = await t.db
        .selectFrom('chatSessions')
        .select(['startedAt', 'summaryMailDueAt'])
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(row.summaryMailDueAt!.getTime()).toBe(row.startedAt!.getTime() + 60 * MINUTE);
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(1);
    });

    it('is not sent when summary emails are off, or to an unverified address', async () => {
      const off = await verifiedUser();
      await off.caller().account.setEmailPreferences({ summaryEmails: false });
      await sessionWithReply(off, 'How do I ask for a raise?');
      const unverified = await t.signUp();
      await sessionWithReply(unverified, 'How do I ask for a raise?');
      t.clock.advance(31 * MINUTE);
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(0);
      await t.drain();
      expect(summaryMails(off)).toEqual([]);
      expect(summaryMails(unverified)).toEqual([]);
    });

    it('is retried when the SMTP server refuses an attempt, and still arrives once', async () => {
      const c = await verifiedUser();
      await sessionWithReply(c, 'Help me plan my week.');
      t.clock.advance(31 * MINUTE);
      smtp.failNext(2);
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(1);
      t.app.services.jobs.wake();
      await t.drain();
      expect(summaryMails(c)).toHaveLength(1);
      const row = await t.db
        .selectFrom('emailOutbox')
        .select(['status', 'attempts', 'lastError', 'sentAt'])
        .where('userId', '=', c.user.id)
        .where('kind', '=', 'session-summary')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    });

    it('is not sent again when its job runs again after sending (a lost lease, a crash before the job was marked done)', async () => {
      const c = await verifiedUser();
      await sessionWithReply(c, 'What should I learn next?');
      t.clock.advance(31 * MINUTE);
      await runEmailSchedule(t.db, t.clock.now());
      await t.drain();
      expect(summaryMails(c)).toHaveLength(1);
      // The job's row as a crash would leave it: running, its lease run out.
      await t.db
        .updateTable('jobs')
        .set({ state: 'pending', attempts: 1 })
        .where('name', '=', 'email.deliver')
        .where('userId', '=', c.user.id)
        .execute();
      t.app.services.jobs.wake();
      await t.drain();
      expect(summaryMails(c)).toHaveLength(1);
    });

    it('is failed in the outbox after its last attempt, with the reason', async () => {
      const c = await verifiedUser();
      await sessionWithReply(c, 'Should I change teams?');
      t.clock.advance(31 * MINUTE);
      smtp.failNext(6);
      await runEmailSchedule(t.db, t.clock.now());
      t.app.services.jobs.wake();
      await t.drain();
      const row = await t.db
        .selectFrom('emailOutbox')
        .select(['status', 'attempts', 'lastError'])
        .where('userId', '=', c.user.id)
        .where('kind', '=', 'session-summary')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect(row.attempts).toBe(6);
      expect(row.lastError).toContain('451');
      expect(summaryMails(c)).toEqual([]);
    });
  });

  describe('weekly goal check-in', () => {
    it('is scheduled for Monday 08:00 in each user’s time zone and sent once that week', async () => {
      const berlin = await verifiedUser({ timeZone: 'Europe/Berlin' });
      const la = await verifiedUser({ timeZone: 'America/Los_Angeles' });
      for (const c of [berlin, la]) {
        await c.caller().goals.create({
          title: 'Ship the portfolio',
          description: 'Three case studies',
          category: 'career',
          targetDate: '2026-12-31T00:00:00.000Z',
        });
        const user = await c.caller().account.setEmailPreferences({ weeklyCheckin: true });
        expect(user.weeklyCheckin).toBe(true);
      }
      // Monday 16 November: 08:00 in Berlin is 07:00 UTC (CET), in Los Angeles 16:00 UTC (PST).
      const next = async (c: Client) => (await c.reload()).nextCheckinAt?.toISOString();
      expect(await next(berlin)).toBe('2026-11-16T07:00:00.000Z');
      expect(await next(la)).toBe('2026-11-16T16:00:00.000Z');

      const checkins = (c: Client) =>
        smtp.to(c.user.email).filter((m) => m.mail.subject?.startsWith('Your weekly goal check-in'));
      t.clock.set('2026-11-16T06:59:00.000Z');
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(0);
      t.clock.set('2026-11-16T07:01:00.000Z');
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(1);
      await t.drain();
      expect(checkins(berlin)).toHaveLength(1);
      expect(checkins(la)).toHaveLength(0);
      expect(await next(berlin)).toBe('2026-11-23T07:00:00.000Z');

      t.clock.set('2026-11-16T16:00:00.000Z');
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(1);
      await t.drain();
      expect(checkins(la)).toHaveLength(1);
      const mail = checkins(la)[0]!;
      expect(mail.mail.subject).toBe('Your weekly goal check-in: Week of Nov 16, 2026');
      expect(mail.mail.text).toContain('Ship the portfolio');
      expect(mail.mail.text).toContain('0% · 2 months left');
      expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      // Nothing more that week; the next Monday's comes.
      t.clock.set('2026-11-20T12:00:00.000Z');
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(0);
      t.clock.set('2026-11-23T16:05:00.000Z');
      expect(await runEmailSchedule(t.db, t.clock.now())).toBe(2);
    });

    it('lists the action items due that week, and no more than that week', async () => {
      const c = await verifiedUser({ timeZone: 'Europe/Berlin' });
      const session = await sessionWithReply(c, 'Help me prepare for interviews.');
      await t.db
        .updateTable('sessionSummaries')
        .set({
          actionItems: JSON.stringify([
            { text: 'Draft the STAR stories', completed: false, dueDate: '2026-11-18' },
            { text: 'Already done item', completed: true, dueDate: '2026-11-18' },
            { text: 'Next week item', completed: false, dueDate: '2026-11-24' },
          ]),
        })
        .where('sessionId', '=', session.id)
        .execute();
      await c.caller().account.setEmailPreferences({ weeklyCheckin: true });
      t.clock.set('2026-11-16T07:30:00.000Z');
      await runEmailSchedule(t.db, t.clock.now());
      await t.drain();
      const mail = smtp
        .to(c.user.email)
        .find((m) => m.mail.subject?.startsWith('Your weekly goal check-in'))!;
      expect(mail.mail.text).toContain('Draft the STAR stories');
      expect(mail.mail.text).toContain('Due Nov 18, 2026');
      expect(mail.mail.text).not.toContain('Already done item');
      expect(mail.mail.text).not.toContain('Next week item');
      expect(mail.mail.text).toContain('No active goals');
    });

    it('is unscheduled when turned off, and refuses an unknown time zone', async () => {
      const c = await verifiedUser();
      await c.caller().account.setEmailPreferences({ weeklyCheckin: true });
      expect((await c.reload()).nextCheckinAt).not.toBeNull();
      await c.caller().account.setEmailPreferences({ weeklyCheckin: false });
      expect((await c.reload()).nextCheckinAt).toBeNull();
      const res = await c.post('/api/trpc/account.setEmailPreferences', { timeZone: 'Mars/Olympus' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(MESSAGES.email.invalidTimeZone);
      const anonymous = await t
        .anonymous()
        .post('/api/trpc/account.setEmailPreferences', { summaryEmails: false });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

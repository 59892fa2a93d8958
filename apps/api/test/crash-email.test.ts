import type { Database } from '@mentor/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieOf,
  processDatabase,
  startApiProcess,
  waitFor,
  type ApiProcess,
  type ProcessDatabase,
} from './api-process';
import { testTargets } from './helpers';
import { linkIn, startSmtpStub, type SmtpStub } from './smtp-stub';

/**
 * A session's summary mail survives a crash and still arrives once: the api runs as a process of its own with SMTP
 * pointed at a loopback server; the session has ended, the process queues its mail at start and is killed with
 * SIGKILL while the SMTP server holds the message unanswered (so nothing was delivered); after a restart the mail's
 * job runs again and the message is delivered, exactly once.
 */
describe.each(testTargets())('a crash while a summary mail is being sent, on %s', (target) => {
  let smtp: SmtpStub;
  let database: ProcessDatabase;
  let env: Record<string, string>;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    smtp = await startSmtpStub();
    env = { SMTP_URL: smtp.url, MAIL_FROM: 'MentorAI <mentor@mentorai.test>' };
    database = await processDatabase(target, 'mentor-crash-mail');
    env = { ...env, ...database.env };
  });
  afterAll(async () => {
    await api?.kill();
    await smtp.close();
    await database.destroy();
  });

  const inspect = <T>(use: (db: Database) => Promise<T>) => database.inspect(use);

  const email = 'crash-mail@example.com';
  const summaryMails = () => smtp.to(email).filter((m) => m.mail.subject?.startsWith('Your session summary'));

  // Three process starts: minutes on a busy machine, not seconds.
  it('delivers the summary mail after a restart, exactly once', { timeout: 240_000 }, async () => {
    api = await startApiProcess(env);
    const registered = await api.fetch('/api/auth/register', {
      method: 'POST',
      body: { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lee' },
    });
    expect(registered.status).toBe(202);
    const signedIn = await api.fetch('/api/login', {
      method: 'POST',
      body: { email: email, password: 'correct horse battery' },
    });
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    // The address is verified through the mailed link (summary mails go to verified addresses only).
    const [verification] = await smtp.waitFor(email, 1, 60_000);
    const token = new URL(linkIn(verification!.mail.text, `${api.url}/verify-email?token=`)).searchParams.get(
      'token',
    );
    expect((await api.fetch('/api/auth/verify-email', { method: 'POST', body: { token } })).status).toBe(200);
    const created = await api.fetch('/api/chat/sessions', {
      method: 'POST',
      cookie,
      body: { mentorId: 'career', title: 'Career Coach Session' },
    });
    const { id: sessionId } = (await created.json()) as { id: string };
    const sent = await api.fetch(`/api/chat/sessions/${sessionId}/messages`, {
      method: 'POST',
      cookie,
      body: { message: 'How do I ask for a promotion?' },
    });
    expect(sent.status).toBe(201);
    await waitFor(
      'the summary',
      async () => {
        const list = (await (await api!.fetch('/api/summaries', { cookie })).json()) as unknown[];
        return list.length > 0 ? list : undefined;
      },
      60_000,
    );
    await api.stop();

    // The session ended half an hour ago (no instance was running to notice).
    await inspect((db) =>
      db
        .updateTable('chatSessions')
        .set({ summaryMailDueAt: new Date(Date.now() - 60_000) })
        .where('id', '=', sessionId)
        .execute(),
    );

    // The mail is queued at start and sent; the SMTP server holds it unanswered; the process dies.
    smtp.hold(true);
    api = await startApiProcess(env);
    await waitFor('the held message', async () => (smtp.held() > 0 ? true : undefined), 60_000);
    await api.kill();
    const outbox = () =>
      inspect(async (db) => ({
        mail: await db
          .selectFrom('emailOutbox')
          .select(['id', 'status', 'attempts'])
          .where('kind', '=', 'session-summary')
          .execute(),
        job: await db
          .selectFrom('jobs')
          .select(['state', 'attempts'])
          .where('name', '=', 'email.deliver')
          .where('key', 'like', 'email.deliver:%')
          .where('groupKey', '=', `session:${sessionId}`)
          .executeTakeFirst(),
      }));
    const before = await outbox();
    expect(before.mail.map((m) => [m.status, m.attempts])).toEqual([['queued', 0]]);
    expect(before.job).toEqual({ state: 'running', attempts: 1 });
    expect(summaryMails()).toEqual([]);

    // Restarted: the job runs again and the message is delivered.
    smtp.hold(false);
    api = await startApiProcess(env);
    await smtp.waitFor(email, 2, 60_000);
    await api.stop();

    const after = await outbox();
    expect(after.mail.map((m) => [m.status, m.attempts])).toEqual([['sent', 1]]);
    expect(after.job).toEqual({ state: 'done', attempts: 2 });
    expect(summaryMails()).toHaveLength(1);
  });
});

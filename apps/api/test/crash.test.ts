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
import { startOpenAiStub, STUB_API_KEY, type OpenAiStub } from './openai-stub';

/**
 * The durable job queue survives a crash: the api runs as a process of its own, a reply is saved (its job with
 * it), the process is killed with SIGKILL while the session's summary is being written (the provider never
 * answers that call), and after a restart the summary is written, exactly once.
 */
describe.each(testTargets())('a crash after a reply is saved, on %s', (target) => {
  let stub: OpenAiStub;
  let database: ProcessDatabase;
  let env: Record<string, string>;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    env = { OPENAI_API_KEY: STUB_API_KEY, OPENAI_BASE_URL: stub.baseUrl, OPENAI_TIMEOUT_MS: '600000' };
    database = await processDatabase(target, 'mentor-crash');
    env = { ...env, ...database.env };
  });
  afterAll(async () => {
    await api?.kill();
    await stub.close();
    await database.destroy();
  });

  const inspect = <T>(use: (db: Database) => Promise<T>) => database.inspect(use);

  const summaryCalls = () =>
    stub
      .chatRequests()
      .filter(
        (r) =>
          (r.body?.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ===
          'session_summary',
      );

  // Two process starts and a lease to run out: a busy machine takes a while.
  it('writes the summary after a restart, exactly once', { timeout: 180_000 }, async () => {
    stub.hangSchema('session_summary');
    api = await startApiProcess(env);
    const registered = await api.fetch('/api/auth/register', {
      method: 'POST',
      body: {
        email: 'crash@example.com',
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Lee',
      },
    });
    expect(registered.status).toBe(202);
    const signedIn = await api.fetch('/api/login', {
      method: 'POST',
      body: { email: 'crash@example.com', password: 'correct horse battery' },
    });
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const created = await api.fetch('/api/chat/sessions', {
      method: 'POST',
      cookie,
      body: { mentorId: 'career', title: 'Career Coach Session' },
    });
    expect(created.status).toBe(201);
    const { id: sessionId } = (await created.json()) as { id: string };
    const sent = await api.fetch(`/api/chat/sessions/${sessionId}/messages`, {
      method: 'POST',
      cookie,
      body: { message: 'How do I ask for a promotion?' },
    });
    expect(sent.status).toBe(201);
    const { assistantMessage } = (await sent.json()) as { assistantMessage: { id: string } };

    // The reply is saved; its job is running and waits on the summary call: kill the process now.
    await waitFor('the summary call', async () => (summaryCalls().length > 0 ? true : undefined), 60_000);
    await api.kill();
    const jobKey = `chat.after-reply:${assistantMessage.id}`;
    /** The reply's job, the session's summaries, its messages and the summary's metered calls, as stored. */
    const stored = () =>
      inspect(async (db) => ({
        job: await db
          .selectFrom('jobs')
          .select(['state', 'attempts'])
          .where('key', '=', jobKey)
          .executeTakeFirst(),
        summaries: await db
          .selectFrom('sessionSummaries')
          .select('id')
          .where('sessionId', '=', sessionId)
          .execute(),
        replies: await db
          .selectFrom('messages')
          .select('role')
          .where('sessionId', '=', sessionId)
          .orderBy('seq')
          .execute(),
        summaryUsage: await db
          .selectFrom('aiUsage')
          .select('id')
          .where('sessionId', '=', sessionId)
          .where('kind', '=', 'summary')
          .execute(),
      }));
    const before = await stored();
    expect(before.replies.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(before.job).toEqual({ state: 'running', attempts: 1 });
    expect(before.summaries).toEqual([]);

    // Restarted (the provider answers again): the job runs again and the summary is written.
    stub.hangSchema(null);
    api = await startApiProcess(env);
    await waitFor(
      'the summary after the restart',
      async () => {
        const res = await api!.fetch('/api/summaries', { cookie });
        const list = (await res.json()) as unknown[];
        return list.length > 0 ? list : undefined;
      },
      60_000,
    );
    await api.stop();

    const after = await stored();
    expect(after.job).toEqual({ state: 'done', attempts: 2 });
    expect(after.summaries).toHaveLength(1);
    expect(after.summaryUsage).toHaveLength(1);
    expect(summaryCalls()).toHaveLength(2);
  });
});

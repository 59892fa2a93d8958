import { sql } from '@mentor/db';
import { createTestDb, type TestDb } from '@mentor/db/testing';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testTargets } from '../../../test/helpers';
import { enqueueJob, jobGroupsOf, JobQueue, type JobQueueOptions } from './index';

const log = pino({ level: 'silent' });
const OPTIONS: JobQueueOptions = {
  concurrency: 2,
  leaseMs: 30_000,
  pollMs: 50,
  retryBaseMs: 10,
  recoverAtStart: false,
};

describe.each(testTargets())('JobQueue on %s', (target) => {
  let t: TestDb;
  const queues: JobQueue[] = [];
  let seq = 0;
  /** A unique job name per test, so a queue only sees its own test's jobs. */
  const jobName = () => `test.job-${(seq += 1)}`;
  const queue = (options: Partial<JobQueueOptions> = {}) => {
    const q = new JobQueue(t.db, log, { ...OPTIONS, ...options });
    queues.push(q);
    return q;
  };
  const jobRow = (key: string) =>
    t.db
      .selectFrom('jobs')
      .select(['state', 'attempts', 'lastError', 'lockedBy'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestDb({ target });
  });
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop();
  });
  afterAll(async () => t.destroy());

  it('runs a job once per key, however often it is enqueued', async () => {
    const name = jobName();
    const ran: unknown[] = [];
    const q = queue();
    q.register(name, async (payload) => void ran.push(payload));
    expect(await enqueueJob(t.db, { name, key: `${name}:a`, payload: { n: 1 } })).toBe(true);
    expect(await enqueueJob(t.db, { name, key: `${name}:a`, payload: { n: 2 } })).toBe(false);
    await q.start();
    await q.idle();
    expect(ran).toEqual([{ n: 1 }]);
    expect(await jobRow(`${name}:a`)).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
    // Done, its key stays taken: enqueued again (a duplicated event), it does not run again.
    expect(await enqueueJob(t.db, { name, key: `${name}:a`, payload: { n: 3 } })).toBe(false);
    q.wake();
    await q.idle();
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('commits a job with the transaction that enqueues it, and not when that transaction rolls back', async () => {
    const name = jobName();
    const ran: string[] = [];
    const q = queue();
    q.register(name, async (_payload, info) => void ran.push(info.key));
    await t.db.transaction().execute(async (trx) => {
      await enqueueJob(trx, { name, key: `${name}:kept`, payload: null });
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, { name, key: `${name}:rolled-back`, payload: null });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await q.start();
    await q.idle();
    expect(ran).toEqual([`${name}:kept`]);
  });

  it('retries a failing job with backoff until it succeeds, and gives up after its last attempt', async () => {
    const name = jobName();
    const attempts: Record<string, number[]> = {};
    const q = queue();
    q.register(name, async (_payload, info) => {
      (attempts[info.key] ??= []).push(info.attempt);
      if (info.key.endsWith('flaky') && info.attempt < 3) throw new Error(`flaky ${info.attempt}`);
      if (info.key.endsWith('broken')) throw new Error('always broken');
    });
    await enqueueJob(t.db, { name, key: `${name}:flaky`, payload: null });
    await enqueueJob(t.db, { name, key: `${name}:broken`, payload: null, maxAttempts: 3 });
    await q.start();
    await q.idle();
    expect(attempts[`${name}:flaky`]).toEqual([1, 2, 3]);
    expect(await jobRow(`${name}:flaky`)).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    expect(attempts[`${name}:broken`]).toEqual([1, 2, 3]);
    expect(await jobRow(`${name}:broken`)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'always broken',
    });
  });

  it('runs the jobs of one group one at a time, in the order they were due', async () => {
    const name = jobName();
    const events: string[] = [];
    const q = queue({ concurrency: 4 });
    q.register(name, async (payload) => {
      const { id } = payload as { id: string };
      events.push(`start ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`end ${id}`);
    });
    for (const id of ['1', '2', '3'])
      await enqueueJob(t.db, { name, key: `${name}:${id}`, groupKey: `${name}:session`, payload: { id } });
    await q.start();
    await q.idle();
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('on stop, finishes the running job, claims nothing more, and leaves the rest to another instance', async () => {
    const name = jobName();
    const ran: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const a = queue({ concurrency: 1 });
    a.register(name, async (_payload, info) => {
      started();
      await gate;
      ran.push(`a ${info.key}`);
    });
    await enqueueJob(t.db, { name, key: `${name}:1`, payload: null });
    await enqueueJob(t.db, { name, key: `${name}:2`, payload: null });
    await a.start();
    await running;
    const stopping = a.stop();
    release();
    await stopping;
    expect(ran).toEqual([`a ${name}:1`]);
    expect(await jobRow(`${name}:2`)).toMatchObject({ state: 'pending', attempts: 0 });

    const b = queue();
    b.register(name, async (_payload, info) => void ran.push(`b ${info.key}`));
    await b.start();
    await b.idle();
    expect(ran).toEqual([`a ${name}:1`, `b ${name}:2`]);
  });

  it('runs again a job whose process died while running it (its lease ran out)', async () => {
    const name = jobName();
    await enqueueJob(t.db, { name, key: `${name}:1`, payload: null });
    // What a process killed mid-job leaves behind: running, one attempt, a lease that has run out.
    await t.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, lockedUntil: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', `${name}:1`)
      .execute();
    const ran: number[] = [];
    const q = queue();
    q.register(name, async (_payload, info) => void ran.push(info.attempt));
    await q.start();
    await q.idle();
    expect(ran).toEqual([2]);
    expect(await jobRow(`${name}:1`)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('on the embedded database, runs at start the jobs left running by a crash (their lease not yet run out)', async () => {
    const name = jobName();
    await enqueueJob(t.db, { name, key: `${name}:1`, payload: null });
    await t.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, lockedUntil: sql<Date>`now() + interval '1 hour'` })
      .where('key', '=', `${name}:1`)
      .execute();
    const ran: string[] = [];
    const q = queue({ recoverAtStart: true });
    q.register(name, async (_payload, info) => void ran.push(info.key));
    await q.start();
    await q.idle();
    expect(ran).toEqual([`${name}:1`]);
  });

  it("tells a user's unfinished job groups from those finished a moment ago, and forgets older ones", async () => {
    const name = jobName();
    const [owner, other] = await t.db
      .insertInto('users')
      .values([{ email: `${name}-a@example.com` }, { email: `${name}-b@example.com` }])
      .returning('id')
      .execute();
    const userId = owner!.id;
    const add = (
      key: string,
      groupKey: string | null,
      state: 'pending' | 'running' | 'done' | 'failed',
      ago = 0,
    ) =>
      t.db
        .insertInto('jobs')
        .values({
          name,
          key: `${name}:${key}`,
          groupKey,
          userId,
          payload: JSON.stringify(null),
          state,
          updatedAt: sql<Date>`now() - (${ago} * interval '1 millisecond')`,
        })
        .execute();
    await add('queued', 'g:queued', 'pending');
    await add('running', 'g:running', 'running');
    // A group with one job done and a later one still to run is unfinished.
    await add('both-done', 'g:both', 'done');
    await add('both-pending', 'g:both', 'pending');
    await add('done', 'g:done', 'done', 1_000);
    await add('failed', 'g:failed', 'failed', 2_000);
    await add('done-long-ago', 'g:old', 'done', 60_000);
    await add('no-group', null, 'pending');
    // Another user's job, and another name's, are not this user's work.
    await t.db
      .insertInto('jobs')
      .values([
        {
          name,
          key: `${name}:theirs`,
          groupKey: 'g:theirs',
          userId: other!.id,
          payload: JSON.stringify(null),
        },
        { name: `${name}-x`, key: `${name}:x`, groupKey: 'g:x', userId, payload: JSON.stringify(null) },
      ])
      .execute();

    expect(await jobGroupsOf(t.db, { userId, name, finishedWithinMs: 30_000 })).toEqual({
      unfinished: ['g:both', 'g:queued', 'g:running'],
      finished: ['g:done', 'g:failed'],
    });
    expect(await jobGroupsOf(t.db, { userId, name, finishedWithinMs: 1_500 })).toEqual({
      unfinished: ['g:both', 'g:queued', 'g:running'],
      finished: ['g:done'],
    });
  });

  it.skipIf(target !== 'postgres')(
    'never runs one job twice when several instances claim at once (FOR UPDATE SKIP LOCKED; PostgreSQL only: PGlite has one connection)',
    async () => {
      const name = jobName();
      const runs = new Map<string, number>();
      const instances = [queue({ concurrency: 3 }), queue({ concurrency: 3 }), queue({ concurrency: 3 })];
      for (const q of instances)
        q.register(name, async (_payload, info) => {
          runs.set(info.key, (runs.get(info.key) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
      for (let i = 0; i < 40; i += 1) await enqueueJob(t.db, { name, key: `${name}:${i}`, payload: null });
      await Promise.all(instances.map((q) => q.start()));
      await Promise.all(instances.map((q) => q.idle()));
      expect(runs.size).toBe(40);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      const rows = await t.db
        .selectFrom('jobs')
        .select(['state', 'attempts'])
        .where('name', '=', name)
        .execute();
      expect(rows.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
    },
  );
});

import { randomUUID } from 'node:crypto';
import { sql, type Database, type DB, type JobRow, type Transaction } from '@mentor/db';

type Db = Database | Transaction<DB>;

export interface NewJob {
  /** The handler that runs it (registered on the JobQueue). */
  name: string;
  /** Unique per piece of work: enqueueing the same key again does nothing (idempotent enqueue). */
  key: string;
  /** Jobs of one group (e.g. a chat session) run one at a time, in the order they are due. */
  groupKey?: string | null;
  /** Whose work it is: the job is deleted with the account. */
  userId?: string | null;
  payload: unknown;
  maxAttempts?: number;
}

export type ClaimedJob = Pick<JobRow, 'id' | 'name' | 'key' | 'payload' | 'attempts' | 'maxAttempts'> & {
  /** The claim's token: only this claim may renew, finish or fail the job. */
  token: string;
};

/**
 * Adds a job, in the caller's transaction when given one (so the work it records and its job commit together).
 * Answers whether it was added (false: a job with this key already exists).
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  const row = await db
    .insertInto('jobs')
    .values({
      name: job.name,
      key: job.key,
      groupKey: job.groupKey ?? null,
      userId: job.userId ?? null,
      payload: JSON.stringify(job.payload ?? null),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const ms = (n: number) => sql<Date>`now() + (${n} * interval '1 millisecond')`;

/**
 * Claims the next due job among `names`: a pending one whose time has come, or a running one whose lease ran out
 * (its process died). FOR UPDATE SKIP LOCKED: two workers never claim the same job, and neither waits on the
 * other. A job whose group has another job running waits for it.
 */
export async function claimJob(
  db: Database,
  names: readonly string[],
  leaseMs: number,
): Promise<ClaimedJob | null> {
  if (names.length === 0) return null;
  const token = randomUUID();
  const row = await db
    .updateTable('jobs')
    .set({
      state: 'running',
      attempts: sql`attempts + 1`,
      lockedUntil: ms(leaseMs),
      lockedBy: token,
      updatedAt: sql`now()`,
    })
    .where(
      'id',
      '=',
      db
        .selectFrom('jobs as j')
        .select('j.id')
        .where('j.name', 'in', names)
        .where('j.attempts', '<', sql<number>`j.max_attempts`)
        .where((eb) =>
          eb.or([
            eb.and([eb('j.state', '=', 'pending'), eb('j.runAt', '<=', sql<Date>`now()`)]),
            eb.and([eb('j.state', '=', 'running'), eb('j.lockedUntil', '<', sql<Date>`now()`)]),
          ]),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('jobs as r')
                .select('r.id')
                .whereRef('r.groupKey', '=', 'j.groupKey')
                .whereRef('r.id', '<>', 'j.id')
                .where('r.state', '=', 'running')
                .where('r.lockedUntil', '>=', sql<Date>`now()`),
            ),
          ),
        )
        .orderBy('j.runAt')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'name', 'key', 'payload', 'attempts', 'maxAttempts'])
    .executeTakeFirst();
  return row ? { ...row, token } : null;
}

/** Extends a running job's lease (it is still being worked on); false when the claim was lost. */
export async function renewJob(db: Database, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lockedUntil: ms(leaseMs) })
    .where('id', '=', job.id)
    .where('lockedBy', '=', job.token)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function finishJob(db: Database, job: ClaimedJob): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', lockedUntil: null, lockedBy: null, lastError: null, updatedAt: sql`now()` })
    .where('id', '=', job.id)
    .where('lockedBy', '=', job.token)
    .execute();
}

/** A failed attempt: the job runs again after `retryInMs`, or is failed for good after its last attempt. */
export async function failJob(
  db: Database,
  job: ClaimedJob,
  error: string,
  retryInMs: number,
): Promise<void> {
  const last = job.attempts >= job.maxAttempts;
  await db
    .updateTable('jobs')
    .set({
      state: last ? 'failed' : 'pending',
      runAt: last ? sql<Date>`run_at` : ms(retryInMs),
      lockedUntil: null,
      lockedBy: null,
      lastError: error.slice(0, 2000),
      updatedAt: sql`now()`,
    })
    .where('id', '=', job.id)
    .where('lockedBy', '=', job.token)
    .execute();
}

/**
 * Housekeeping: a running job whose lease ran out after its last attempt is failed (its process died every
 * time), and finished jobs older than `keepMs` are deleted (their keys can then be enqueued again).
 */
export async function sweepJobs(db: Database, keepMs: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'failed', lockedUntil: null, lockedBy: null, updatedAt: sql`now()` })
    .where('state', '=', 'running')
    .where('lockedUntil', '<', sql<Date>`now()`)
    .where('attempts', '>=', sql<number>`max_attempts`)
    .execute();
  await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed'])
    .where('updatedAt', '<', ms(-keepMs))
    .execute();
}

/**
 * The embedded database has one process: every job left running belongs to a process that is gone (a crash), so
 * it is made due again at start.
 */
export async function releaseOrphanedJobs(db: Database): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'pending', runAt: sql`now()`, lockedUntil: null, lockedBy: null })
    .where('state', '=', 'running')
    .execute();
}

/** Jobs among `names` not yet finished (pending or running), and when the next pending one is due. */
export async function unfinishedJobs(
  db: Database,
  names: readonly string[],
): Promise<{ count: number; nextDueInMs: number | null }> {
  if (names.length === 0) return { count: 0, nextDueInMs: null };
  const row = await db
    .selectFrom('jobs')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`extract(epoch from (min(coalesce(locked_until, run_at)) - now())) * 1000`.as(
        'nextDueInMs',
      ),
    ])
    .where('name', 'in', names)
    .where('state', 'in', ['pending', 'running'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), nextDueInMs: row.nextDueInMs === null ? null : Number(row.nextDueInMs) };
}

/**
 * The groups of one user's jobs named `name`, as a screen that waits for them needs them: `unfinished`, the groups
 * with a job pending or running (a retry waiting for its time included), and `finished`, the other groups whose
 * job finished (done, or failed for good) within the last `finishedWithinMs`. Each group is in one list at most.
 */
export async function jobGroupsOf(
  db: Db,
  input: { userId: string; name: string; finishedWithinMs: number },
): Promise<{ unfinished: string[]; finished: string[] }> {
  const rows = await db
    .selectFrom('jobs')
    .select(['groupKey', 'state'])
    .where('userId', '=', input.userId)
    .where('name', '=', input.name)
    .where('groupKey', 'is not', null)
    .where((eb) =>
      eb.or([eb('state', 'in', ['pending', 'running']), eb('updatedAt', '>=', ms(-input.finishedWithinMs))]),
    )
    .execute();
  const unfinished = new Set<string>();
  const finished = new Set<string>();
  for (const row of rows) {
    if (row.groupKey === null) continue;
    if (row.state === 'pending' || row.state === 'running') unfinished.add(row.groupKey);
    else finished.add(row.groupKey);
  }
  return {
    unfinished: [...unfinished].sort(),
    finished: [...finished].filter((group) => !unfinished.has(group)).sort(),
  };
}

/** The queue at a glance, for /metrics: jobs per state, and the age of the oldest pending job that is due. */
export async function jobStats(
  db: Database,
): Promise<{ byState: Record<JobRow['state'], number>; oldestDueAgeSeconds: number }> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', sql<number>`count(*)::int`.as('count')])
    .groupBy('state')
    .execute();
  const oldest = await db
    .selectFrom('jobs')
    .select(sql<number | null>`extract(epoch from (now() - min(run_at)))`.as('age'))
    .where('state', '=', 'pending')
    .where('runAt', '<=', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  const byState = { pending: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) byState[row.state] = Number(row.count);
  return { byState, oldestDueAgeSeconds: Math.max(0, Number(oldest.age ?? 0)) };
}

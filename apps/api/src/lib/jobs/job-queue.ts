import type { Database } from '@mentor/db';
import type { FastifyBaseLogger } from 'fastify';
import {
  claimJob,
  failJob,
  finishJob,
  releaseOrphanedJobs,
  renewJob,
  sweepJobs,
  unfinishedJobs,
  type ClaimedJob,
} from './job-store';

export interface JobInfo {
  key: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** The attempts it gets in all: `attempt === maxAttempts` is its last chance. */
  maxAttempts: number;
}

/**
 * Runs one job. It may run more than once for the same key (a retry after a failure, or again after its process
 * died midway), so it must be idempotent: writes are upserts or skip what is already there.
 */
export type JobHandler = (payload: unknown, info: JobInfo) => Promise<void>;

export interface JobQueueOptions {
  /** Jobs run at once by this process (each uses at most one database connection at a time). */
  concurrency: number;
  /** How long a claim holds a job without being renewed (renewed every third of it while the job runs). */
  leaseMs: number;
  /** How often the database is asked for due jobs (a job enqueued here wakes the worker at once). */
  pollMs: number;
  /** The wait before retry n (n = 1, 2, ...): retryBaseMs * 2^(n-1), at most 15 minutes. */
  retryBaseMs: number;
  /** The database has one process (embedded PGlite): jobs left running at start are orphans and run again. */
  recoverAtStart: boolean;
  /** Finished jobs are kept (and their keys stay taken) this long. */
  keepMs?: number;
}

const MAX_BACKOFF_MS = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * The durable job queue: work that follows a response (a session's title, summary and memories; email later),
 * stored in the `jobs` table of the app's own database (PostgreSQL or PGlite alike), enqueued in the same
 * transaction as the work it follows (enqueueJob), claimed with FOR UPDATE SKIP LOCKED by any instance, retried
 * with exponential backoff, and claimed again when the process running it died (its lease runs out).
 *
 * Domains register a handler per job name; the worker runs at most `concurrency` jobs at once, on its own
 * database handle (on PostgreSQL a small pool of its own), so background work never takes the replies'
 * connections. `stop()` (app.close()) stops claiming and waits for the running jobs; `idle()` waits until no job
 * is left to run (tests).
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Set<Promise<void>>();
  private stopped = true;
  private filling: Promise<void> | null = null;
  private refill = false;
  /** Whether the jobs a crash left running have been made due again (or need not be). */
  private recovered = true;
  private poller: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {}

  register(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`job ${name} is registered twice`);
    this.handlers.set(name, handler);
  }

  /**
   * Starts the worker. It never fails: while the database cannot be reached, claiming (and, on the embedded database,
   * taking back the jobs a crash left running) is tried again at every poll.
   */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.recovered = !this.options.recoverAtStart;
    this.stopped = false;
    this.poller = setInterval(() => this.wake(), this.options.pollMs);
    this.poller.unref();
    const sweep = () =>
      void sweepJobs(this.db, this.options.keepMs ?? 7 * 24 * HOUR).catch((error: unknown) =>
        this.log.warn({ err: error }, 'sweeping finished jobs failed'),
      );
    sweep();
    this.sweeper = setInterval(sweep, HOUR);
    this.sweeper.unref();
    this.wake();
  }

  /** Looks for due jobs now (after an enqueue here; other instances find it at their next poll). */
  wake(): void {
    if (this.stopped) return;
    if (this.filling) {
      this.refill = true;
      return;
    }
    this.filling = this.fill().finally(() => {
      this.filling = null;
    });
  }

  /** Claims due jobs until the worker is full or none is left. */
  private async fill(): Promise<void> {
    const names = [...this.handlers.keys()];
    do {
      this.refill = false;
      try {
        if (!this.recovered) {
          await releaseOrphanedJobs(this.db);
          this.recovered = true;
        }
        while (!this.stopped && this.running.size < this.options.concurrency) {
          const job = await claimJob(this.db, names, this.options.leaseMs);
          if (!job) break;
          this.launch(job);
        }
      } catch (error) {
        this.log.warn({ err: error }, 'claiming jobs failed; trying again at the next poll');
        return;
      }
    } while (this.refill && !this.stopped);
  }

  private launch(job: ClaimedJob): void {
    const run = this.execute(job).finally(() => {
      this.running.delete(run);
      this.wake();
    });
    this.running.add(run);
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const { leaseMs, retryBaseMs } = this.options;
    const heartbeat = setInterval(() => {
      renewJob(this.db, job, leaseMs).catch((error: unknown) =>
        this.log.warn({ err: error, job: job.name, key: job.key }, 'renewing a job lease failed'),
      );
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      const handler = this.handlers.get(job.name);
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload, { key: job.key, attempt: job.attempts, maxAttempts: job.maxAttempts });
      clearInterval(heartbeat);
      await finishJob(this.db, job);
    } catch (error) {
      clearInterval(heartbeat);
      const retryInMs = Math.min(MAX_BACKOFF_MS, retryBaseMs * 2 ** (job.attempts - 1));
      const last = job.attempts >= job.maxAttempts;
      this.log.error(
        { err: error, job: job.name, key: job.key, attempt: job.attempts },
        last ? 'job failed for the last time' : `job failed; retrying in ${retryInMs} ms`,
      );
      try {
        await failJob(this.db, job, error instanceof Error ? error.message : String(error), retryInMs);
      } catch (recordError) {
        // The lease runs out and the job is claimed again.
        this.log.error({ err: recordError, job: job.name, key: job.key }, 'recording a job failure failed');
      }
    }
  }

  /** Stops claiming and waits for the jobs running here; jobs not started stay in the table for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    clearInterval(this.sweeper);
    if (this.filling) await this.filling;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Resolves once no job this queue handles is pending or running (tests; never on a request's path). */
  async idle(): Promise<void> {
    const names = [...this.handlers.keys()];
    for (;;) {
      if (this.filling) await this.filling;
      while (this.running.size > 0) await Promise.allSettled([...this.running]);
      if (this.stopped) return;
      await sweepJobs(this.db, this.options.keepMs ?? 7 * 24 * HOUR);
      const { count, nextDueInMs } = await unfinishedJobs(this.db, names);
      if (count === 0) return;
      const wait = Math.min(this.options.pollMs, Math.max(5, nextDueInMs ?? 0));
      await new Promise((resolve) => setTimeout(resolve, wait));
      this.wake();
    }
  }
}

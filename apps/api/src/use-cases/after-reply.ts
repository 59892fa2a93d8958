import type { Database } from '@mentor/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../ai/provider';
import { AFTER_REPLY, readAfterReplyJob, titleSessionFromFirstExchange } from '../domains/chat';
import { rememberFromMessage } from '../domains/memory';
import { summarizeSession } from '../domains/summaries';
import type { Clock } from '../lib/clock';
import type { JobQueue } from '../lib/jobs';

// A use-case: the work after a saved reply spans chat (the title), summaries (the session's summary, and through it
// the goal's progress) and memory (what to remember from the message). Chat enqueues the job with the reply.

/**
 * The after-reply job's handler. Each step may run again on a retry and leaves one result: the title is written
 * only while the session has its default one, the summary is an upsert per session, and memories already known
 * are not added again.
 */
export function registerAfterReplyJob(
  queue: JobQueue,
  deps: { db: Database; ai: AiProvider; clock: Clock; log: FastifyBaseLogger },
): void {
  queue.register(AFTER_REPLY, async (raw) => {
    const job = readAfterReplyJob(raw);
    if (job.title) await titleSessionFromFirstExchange(deps, job.userId, job.sessionId);
    await summarizeSession(deps, job.userId, job.sessionId);
    if (job.memoryFrom !== null) {
      await rememberFromMessage(
        deps,
        { userId: job.userId, sessionId: job.sessionId, message: job.memoryFrom },
        deps.clock.now(),
      );
    }
  });
}

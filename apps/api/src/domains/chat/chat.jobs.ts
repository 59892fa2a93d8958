import type { Database } from '@mentor/db';
import type { SessionWork } from '@mentor/validation';
import { z } from 'zod';
import { jobGroupsOf, type NewJob } from '../../lib/jobs';

/** The work after a saved reply: the session's title (first reply), its summary, memories from the message. */
export const AFTER_REPLY = 'chat.after-reply';

/** Jobs of one session run one at a time, in their group. */
const SESSION_GROUP = 'session:';

/**
 * How long a session's finished work is still reported by `sessionWork` (ms): a screen whose data was read while
 * the work finished, in the same moment as it asked about the work, learns that it should read again.
 */
export const SESSION_WORK_FINISHED_MS = 30_000;

/** What the job stores (jsonb); read back through this schema. */
const afterReplyPayload = z.object({
  userId: z.string(),
  sessionId: z.string(),
  /** The reply was the session's first: the session is titled from this exchange first. */
  title: z.boolean(),
  /** The person's message to read memories from (null: a regenerated reply, whose message was read already). */
  memoryFrom: z.string().nullable(),
});

/**
 * The job for a saved reply, enqueued in the reply's own transaction. Its key is the reply's id (with its length
 * once continued: a continued reply's summary is written again): a reply has its work done once however often the
 * job is enqueued or retried. Jobs of one session run one at a time.
 */
export function afterReplyJob(
  turn: { userId: string; sessionId: string; started: boolean; memoryFrom: string | null },
  replyId: string,
  continuedTo?: number,
): NewJob {
  return {
    name: AFTER_REPLY,
    key: `${AFTER_REPLY}:${replyId}${continuedTo === undefined ? '' : `:continued:${continuedTo}`}`,
    groupKey: `${SESSION_GROUP}${turn.sessionId}`,
    userId: turn.userId,
    payload: {
      userId: turn.userId,
      sessionId: turn.sessionId,
      title: turn.started,
      memoryFrom: turn.memoryFrom,
    } satisfies z.infer<typeof afterReplyPayload>,
  };
}

/** A stored after-reply job's payload, checked (its handler is the after-reply use-case). */
export function readAfterReplyJob(raw: unknown): z.infer<typeof afterReplyPayload> {
  return afterReplyPayload.parse(raw);
}

/**
 * The user's sessions whose work after a reply is still to be done (its job pending, running or waiting for a
 * retry), and those whose work finished in the last SESSION_WORK_FINISHED_MS.
 */
export async function sessionWork(db: Database, userId: string): Promise<SessionWork> {
  const groups = await jobGroupsOf(db, {
    userId,
    name: AFTER_REPLY,
    finishedWithinMs: SESSION_WORK_FINISHED_MS,
  });
  const sessionIds = (keys: string[]) =>
    keys.filter((key) => key.startsWith(SESSION_GROUP)).map((key) => key.slice(SESSION_GROUP.length));
  return { pending: sessionIds(groups.unfinished), finished: sessionIds(groups.finished) };
}

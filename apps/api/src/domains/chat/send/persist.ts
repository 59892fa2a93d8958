import type { Database } from '@mentor/db';
import { MESSAGES, sessionDurationMinutes, sessionEndAfterReply as sessionEndsAt } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { ProviderUsage } from '../../../ai/provider';
import { enqueueJob } from '../../../lib/jobs';
import { addMinutesUsed, touchUser } from '../../account';
import { recordUsage } from '../../usage';
import { afterReplyJob } from '../chat.jobs';
import * as repo from '../repository';
import { sessionNotFound } from '../chat.service';
import { inUserTransaction, withdrawMessage } from './accept';
import { sessions } from '../../auth';
import type { Generated, Turn } from './generate';

/**
 * Saves the reply (in place of the one it replaces, if any, which stays as an earlier version) and keeps the session's duration and the user's
 * minutes and activity up to date. The work that follows the reply (title, summary, memories) is enqueued as a
 * durable job in the same transaction: a saved reply always has its job, even if the process dies right after.
 */
async function saveReply(
  db: Database,
  turn: Turn,
  reply: { content: string; stopped: boolean },
  usage: ProviderUsage | null,
  now: Date,
): Promise<repo.MessageOutRow> {
  const { userId } = turn;
  const sessionId = turn.session.id;
  return inUserTransaction(db, userId, async (trx) => {
    // The user row before the session, the order of acceptMessage: the user is marked active, which locks the row.
    await touchUser(trx, userId, now);
    const session = await repo.lockSession(trx, userId, sessionId);
    if (!session) throw sessionNotFound();
    // Regenerate keeps the reply it replaces as an earlier version: the new one joins (or starts) its group.
    const versionGroup = turn.accepted.replaces
      ? await repo.retireVersion(trx, userId, sessionId, turn.accepted.replaces)
      : null;
    // Continue extends the stopped reply's own row (its id, versions and rating stay); any other reply is new.
    const { continues } = turn.accepted;
    const message = continues
      ? await repo.extendReply(trx, userId, sessionId, continues.id, reply)
      : await repo.insertMessage(
          trx,
          {
            sessionId,
            role: 'assistant',
            content: reply.content,
            stopped: reply.stopped,
            // The crisis reply carries its message's flag: summaries and memory leave both out.
            safetyCategory: turn.safety?.category ?? null,
            versionGroup,
            // Who wrote it, for the admin's feedback per provider and model (none for the crisis reply).
            provider: usage?.provider ?? null,
            model: usage?.model ?? null,
          },
          now,
        );
    if (!message) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.chat.messageNotFound });
    const duration = Math.max(session.duration, sessionDurationMinutes(session.startedAt, now));
    await repo.setSessionDuration(
      trx,
      userId,
      sessionId,
      duration,
      sessionEndsAt(session.startedAt, now),
      now,
    );
    if (duration > session.duration) await addMinutesUsed(trx, userId, duration - session.duration, now);
    if (usage) await recordUsage(trx, { userId, sessionId }, 'chat', usage, now);
    await enqueueJob(
      trx,
      afterReplyJob(
        {
          userId,
          sessionId,
          started: turn.accepted.started,
          // A regenerated or continued reply answers a message whose memories were read when it was sent; a flagged
          // message is never remembered.
          memoryFrom:
            turn.accepted.kind === 'regenerate' || turn.accepted.kind === 'continue' || turn.safety
              ? null
              : turn.message,
        },
        message.id,
        continues ? message.content.length : undefined,
      ),
    );
    return message;
  });
}

/**
 * Keeps what a reply produced. Continue saves its rest into the stopped reply's row (the whole text); nothing
 * written changes nothing, unless the reply had simply ended. Any text at all (a whole reply, a stopped one, or one that failed midway) is saved
 * as the mentor's message, with the call's usage; a stopped one is marked `stopped`. Without text nothing is
 * saved for the mentor (a regenerated reply keeps the one it was to replace): a new message whose reply failed is
 * taken back (withdrawMessage); a stopped one, or an edited or regenerated one, stays unanswered. The usage is
 * recorded either way. Returns the saved reply, or null.
 */
export async function persistReply(
  db: Database,
  turn: Turn,
  generated: Generated,
  stopped: boolean,
  now: Date,
): Promise<repo.MessageOutRow | null> {
  const { continues } = turn.accepted;
  const written = generated.text.trim().length > 0;
  if (continues && (written || (!stopped && !generated.failure))) {
    // The whole reply in its own row; still stopped when stopped again, or cut by a failure (Continue stays offered).
    // Nothing left to write: the reply was complete, and is no longer marked stopped.
    const content = `${continues.content}${generated.text}`.trimEnd();
    const cut = stopped || generated.failure !== null;
    return saveReply(db, turn, { content, stopped: cut }, generated.usage, now);
  }
  const content = generated.text.trimEnd();
  if (!continues && content.trim().length > 0) {
    return saveReply(db, turn, { content, stopped }, generated.usage, now);
  }
  if (generated.failure && turn.accepted.kind === 'send') {
    await withdrawMessage(db, turn.userId, turn.session.id, turn.accepted, now);
  } else {
    await touchUser(db, turn.userId, now);
    sessions.invalidateUser(turn.userId);
  }
  if (generated.usage) {
    await recordUsage(db, { userId: turn.userId, sessionId: turn.session.id }, 'chat', generated.usage, now);
  }
  return null;
}

import type { Database, UserRow } from '@mentor/db';
import { isSessionLimitReached, isSessionTimeUp, MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { monthKey, sessionsThisMonth } from '../../account';
import * as repo from '../chat.repository';
import { effectiveLimit, sessionNotFound } from '../chat.service';

/** A message the rules let through, saved in the transcript. */
export interface Accepted {
  user: UserRow;
  message: repo.MessageOutRow;
  /** The message started the session (and counted it against the month). */
  started: boolean;
}

/**
 * The rules of sending, in one transaction that locks the user row (so concurrent first messages count once and
 * never exceed the limit): the 60-minute limit (409), the month's quota on a session's first message (403; a
 * counted session stays open), then the user's message is saved and the session counted.
 */
export async function acceptMessage(
  db: Database,
  userId: string,
  sessionId: string,
  text: string,
  now: Date,
): Promise<Accepted> {
  return db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, userId);
    const session = await repo.lockSession(trx, userId, sessionId);
    if (!user || !session) throw sessionNotFound();
    if (isSessionTimeUp(session.startedAt, now)) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.sessionTimeUp });
    }
    const started = session.startedAt === null;
    if (started) {
      const used = sessionsThisMonth(user, now);
      if (isSessionLimitReached({ sessionsThisMonth: used, limit: effectiveLimit(user, now) })) {
        throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.chat.sessionLimitServer });
      }
      await repo.startSession(trx, userId, sessionId, { key: monthKey(now), count: used + 1 }, now);
    } else {
      await repo.touchUser(trx, userId, now);
    }
    const message = await repo.insertMessage(trx, { sessionId, role: 'user', content: text }, now);
    return { user, message, started };
  });
}

/**
 * Takes back a message the mentor could not answer at all (the provider failed before writing anything), so
 * the transcript holds no unanswered question and a session that never got a reply does not use up the month.
 */
export async function withdrawMessage(
  db: Database,
  userId: string,
  sessionId: string,
  accepted: Accepted,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, userId);
    await repo.deleteMessage(trx, userId, sessionId, accepted.message.id);
    if (!user || !accepted.started) return;
    if ((await repo.countMessages(trx, userId, sessionId)) > 0) return;
    const key = monthKey(accepted.message.timestamp);
    const count =
      user.sessionsMonth === key ? Math.max(0, user.sessionsThisMonth - 1) : user.sessionsThisMonth;
    await repo.unstartSession(trx, userId, sessionId, { key: user.sessionsMonth ?? key, count }, now);
  });
}

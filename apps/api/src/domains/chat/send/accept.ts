import type { Database, DB, Transaction, UserRow } from '@mentor/db';
import {
  CHAT_REPLY_VERSIONS_MAX,
  isSessionTimeUp,
  MESSAGES,
  planState,
  sessionsUsedThisMonth,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { lockUser, monthKey, setMonthCount, touchUser } from '../../account';
import { sessions } from '../../auth';
import * as repo from '../repository';
import { sessionNotFound } from '../chat.service';

/** What a reply is written for: a new message, a regenerated reply, an edited last message, or the rest of a stopped one. */
type ReplyKind = 'send' | 'regenerate' | 'edit' | 'continue';

/** A message the rules let through, saved in the transcript. */
export interface Accepted {
  kind: ReplyKind;
  user: UserRow;
  /** The person's message the reply answers. */
  message: repo.MessageOutRow;
  /** The message started the session (and counted it against the month). */
  started: boolean;
  /** The session was started on Starter (so it counts against the Starter allowance too). */
  startedOnStarter: boolean;
  /** The reply the new one replaces once it is saved (regenerate; it is kept as an earlier version), or null. */
  replaces: string | null;
  /** Which version of the reply this is, from 0 (regenerate: the number of versions so far), for the provider. */
  variant: number;
  /** Continue: the stopped reply this one goes on from (its text is extended, in the same row); else null. */
  continues: repo.MessageOutRow | null;
}

/**
 * Runs `work` in one transaction that writes the user's row (activity, the month's counters, minutes): once it has
 * committed, the user's cached sessions are read again (they carry that row; docs/security.md, "Session cache").
 */
export async function inUserTransaction<T>(
  db: Database,
  userId: string,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(work);
  sessions.invalidateUser(userId);
  return result;
}

/**
 * Locks the user and the session for the rules of a reply; 404 when not the user's, 409 when its time is up. A
 * reply written in an archived session restores it to the sidebar (docs/decisions.md, "Pinned and archived
 * sessions"), in the transaction that accepts it.
 */
async function lockForReply(trx: Transaction<DB>, userId: string, sessionId: string, now: Date) {
  const user = await lockUser(trx, userId);
  const session = await repo.lockSession(trx, userId, sessionId);
  if (!user || !session) throw sessionNotFound();
  if (isSessionTimeUp(session.startedAt, now)) {
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.sessionTimeUp });
  }
  if (session.archivedAt) await repo.setSessionArchived(trx, userId, sessionId, false, now);
  return { user, session };
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
  return inUserTransaction(db, userId, async (trx) => {
    const { user, session } = await lockForReply(trx, userId, sessionId, now);
    const started = session.startedAt === null;
    let startedOnStarter = false;
    if (started) {
      // Only a session's first message counts it, so a session already counted goes on until its time is up
      // even once the month's sessions are used up (docs/decisions.md, "The Starter month").
      const plan = planState(user, now);
      if (plan.sessions.limitReached) {
        throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.chat.sessionLimitServer });
      }
      startedOnStarter = plan.tier === 'starter';
      const starterUsed = sessionsUsedThisMonth(
        { ...user, sessionsThisMonth: user.starterSessionsThisMonth },
        now,
      );
      await repo.startSession(trx, userId, sessionId, now);
      await setMonthCount(
        trx,
        userId,
        {
          key: monthKey(now),
          count: sessionsUsedThisMonth(user, now) + 1,
          starterCount: starterUsed + (startedOnStarter ? 1 : 0),
        },
        now,
      );
    }
    // The user's last-active time is written when the reply is saved (persist.ts), not here as well.
    const message = await repo.insertMessage(trx, { sessionId, role: 'user', content: text }, now);
    return {
      kind: 'send',
      user,
      message,
      started,
      startedOnStarter,
      replaces: null,
      variant: 0,
      continues: null,
    };
  });
}

/**
 * Regenerate: the rules of a send except the month's quota (the session is already counted): the session's last
 * reply is replaced (once the new one is saved) by a new reply to the message before it, and kept as an earlier
 * version (at most CHAT_REPLY_VERSIONS_MAX, then 409); a last message of the person's that has no reply gets one.
 * A session without messages answers 409.
 */
export async function acceptRegenerate(
  db: Database,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<Accepted> {
  return inUserTransaction(db, userId, async (trx) => {
    const { user } = await lockForReply(trx, userId, sessionId, now);
    const [last, before] = await repo.lastMessages(trx, userId, sessionId, 2);
    const message = last?.role === 'user' ? last : before?.role === 'user' ? before : undefined;
    if (!last || !message) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.nothingToRegenerate });
    }
    const replaces = last.role === 'assistant' ? last.id : null;
    const versions = replaces ? await repo.countVersions(trx, replaces) : 0;
    if (versions >= CHAT_REPLY_VERSIONS_MAX) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.tooManyVersions });
    }
    await touchUser(trx, userId, now);
    return {
      kind: 'regenerate',
      user,
      message,
      started: false,
      startedOnStarter: false,
      replaces,
      variant: versions,
      continues: null,
    };
  });
}

/**
 * Edit and resend: only the session's last message of the person can be edited (409 for an earlier one, 404 for
 * one that is not in the session). Its text is replaced and the reply after it deleted, in one transaction.
 */
export async function acceptEdit(
  db: Database,
  userId: string,
  input: { sessionId: string; messageId: string; message: string },
  now: Date,
): Promise<Accepted> {
  const { sessionId, messageId } = input;
  return inUserTransaction(db, userId, async (trx) => {
    const { user } = await lockForReply(trx, userId, sessionId, now);
    const [last, before] = await repo.lastMessages(trx, userId, sessionId, 2);
    const lastUser = last?.role === 'user' ? last : before?.role === 'user' ? before : undefined;
    if (!lastUser || lastUser.id !== messageId) {
      if (!(await repo.findMessage(trx, userId, sessionId, messageId))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.chat.messageNotFound });
      }
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.onlyLastMessageEditable });
    }
    const message = await repo.setMessageContent(trx, userId, sessionId, messageId, input.message);
    if (!message) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.chat.messageNotFound });
    await repo.deleteMessagesAfter(trx, userId, sessionId, lastUser.seq);
    await touchUser(trx, userId, now);
    return {
      kind: 'edit',
      user,
      message,
      started: false,
      startedOnStarter: false,
      replaces: null,
      variant: 0,
      continues: null,
    };
  });
}

/**
 * Continue: the rules of a send except the month's quota (the session is counted already; docs/decisions.md,
 * "Continue"), for the session's last reply when the person stopped it (409 for any other message of the session:
 * a reply not stopped, an earlier one, another version than the current one, a message of the person's). The reply
 * answers the same message of the person, and goes on as the version of the reply it is.
 */
export async function acceptContinue(
  db: Database,
  userId: string,
  input: { sessionId: string; messageId: string },
  now: Date,
): Promise<Accepted> {
  const { sessionId, messageId } = input;
  return inUserTransaction(db, userId, async (trx) => {
    const { user } = await lockForReply(trx, userId, sessionId, now);
    const [last, before] = await repo.lastMessages(trx, userId, sessionId, 2);
    if (
      !last ||
      last.id !== messageId ||
      last.role !== 'assistant' ||
      !last.stopped ||
      before?.role !== 'user'
    ) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.nothingToContinue });
    }
    const listed = await repo.messageForList(trx, userId, messageId);
    await touchUser(trx, userId, now);
    return {
      kind: 'continue',
      user,
      message: before,
      started: false,
      startedOnStarter: false,
      replaces: null,
      variant: (listed?.versions?.index ?? 1) - 1,
      continues: last,
    };
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
  await inUserTransaction(db, userId, async (trx) => {
    const user = await lockUser(trx, userId);
    await repo.deleteMessage(trx, userId, sessionId, accepted.message.id);
    if (!user || !accepted.started) return;
    if ((await repo.countMessages(trx, userId, sessionId)) > 0) return;
    const key = monthKey(accepted.message.timestamp);
    const sameMonth = user.sessionsMonth === key;
    const count = sameMonth ? Math.max(0, user.sessionsThisMonth - 1) : user.sessionsThisMonth;
    const starterCount =
      sameMonth && accepted.startedOnStarter
        ? Math.max(0, user.starterSessionsThisMonth - 1)
        : user.starterSessionsThisMonth;
    await repo.unstartSession(trx, userId, sessionId, now);
    await setMonthCount(trx, userId, { key: user.sessionsMonth ?? key, count, starterCount }, null);
  });
}

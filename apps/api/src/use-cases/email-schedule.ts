import type { Database } from '@mentor/db';
import { findUser, takeDueCheckins } from '../domains/account';
import { sessions } from '../domains/auth';
import { claimEndedSessions } from '../domains/chat';
import { queueEmail } from '../domains/email';
import { weekOf } from '../lib/time-zone';

// A use-case: the mail scheduler reads chat (the sessions that ended) and account (who wants which mail, whose
// check-in is due) and queues mail through the email domain.

/** Sessions or check-ins taken per transaction (the scheduler loops while a batch is full). */
const BATCH = 50;

/**
 * Session summary mails: every session that has ended (its 60 minutes are up, or 30 minutes passed since its last
 * reply) is marked once and, when its owner wants summary emails and has a verified address, its mail is queued
 * in the same transaction (never for a session the safety screen flagged). The mail's job waits behind the session's own jobs (the summary being written).
 */
async function queueSessionSummaryMails(db: Database, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (trx) => {
      const ended = await claimEndedSessions(trx, now, BATCH);
      for (const session of ended) {
        // A session the safety screen flagged gets no mail: nothing of a crisis is ever sent by email (an inbox
        // may be read by the person who hurts them).
        if (session.flagged) continue;
        const user = await findUser(trx, session.userId);
        if (!user?.summaryEmails || !user.emailVerifiedAt) continue;
        if (
          await queueEmail(trx, {
            userId: user.id,
            to: user.email,
            key: `session-summary:${session.id}`,
            payload: { kind: 'session-summary', sessionId: session.id },
            groupKey: `session:${session.id}`,
          })
        ) {
          queued += 1;
        }
      }
      return ended.length;
    });
    if (taken < BATCH) return queued;
  }
}

/**
 * Weekly check-ins: each user whose check-in time has come (Monday 08:00 in their time zone) gets the week's mail
 * queued once (its key names the user and the week) and the next one scheduled a week on, in one transaction.
 */
async function queueWeeklyCheckins(db: Database, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const due = await takeDueCheckins(db, now, BATCH, async (trx, user, dueAt) => {
      if (!user.emailVerifiedAt) return;
      const week = weekOf(dueAt, user.timeZone ?? 'UTC');
      if (
        await queueEmail(trx, {
          userId: user.id,
          to: user.email,
          key: `weekly-checkin:${user.id}:${week.monday}`,
          payload: { kind: 'weekly-checkin', monday: week.monday, sunday: week.sunday },
        })
      ) {
        queued += 1;
      }
    });
    // Each due user's row changed (its next check-in): its cached sessions go, now that the change has committed.
    for (const userId of due) sessions.invalidateUser(userId);
    if (due.length < BATCH) return queued;
  }
}

/** One pass of the mail scheduler (every minute, on every instance: the claims keep it once per mail). */
export async function runEmailSchedule(db: Database, now: Date): Promise<number> {
  return (await queueSessionSummaryMails(db, now)) + (await queueWeeklyCheckins(db, now));
}

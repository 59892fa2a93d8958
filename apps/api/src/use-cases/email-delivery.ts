import type { UserRow } from '@mentor/db';
import { actionItemLabel, formatDisplayDate, goalTimeLabel, ROUTES } from '@mentor/validation';
import { findSession } from '../domains/chat';
import {
  deliverOutboxMessage,
  DELIVER_JOB,
  NotReadyError,
  type EmailContent,
  type EmailJobDeps,
  type ForeignPayload,
} from '../domains/email';
import { listGoals } from '../domains/goals';
import { actionItemsDue, sessionSummaryOf } from '../domains/summaries';
import type { JobQueue } from '../lib/jobs';
import { asLocalWallClock } from '../lib/time-zone';

// A use-case: delivering a mail is the email domain's, but a session summary's and a weekly check-in's content
// is read, when the mail is sent, from chat (the session), summaries (its summary, the week's action items) and
// goals. The reader is handed to email with each delivery; email imports none of them.

/** The check-in lists at most this many goals and action items. */
const CHECKIN_GOALS_MAX = 10;
const CHECKIN_ITEMS_MAX = 20;

/** The person's calendar, for the labels of a mail: their time zone, UTC until the browser told us. */
const zoneOf = (user: UserRow) => user.timeZone ?? 'UTC';

/** What a session summary or weekly check-in mail says, read now (a summary or goals as they are when sent). */
async function foreignContentOf(
  deps: EmailJobDeps,
  user: UserRow,
  payload: ForeignPayload,
): Promise<EmailContent> {
  const base = deps.config.publicUrl;
  const today = asLocalWallClock(deps.clock.now(), zoneOf(user));
  switch (payload.kind) {
    case 'session-summary': {
      const session = await findSession(deps.db, user.id, payload.sessionId);
      const summary = session ? await sessionSummaryOf(deps.db, user.id, session.id) : undefined;
      if (!session) throw new Error('the session was deleted');
      if (!summary) throw new NotReadyError('the session has no summary yet');
      return {
        kind: 'session-summary',
        sessionTitle: session.title,
        mentorName: session.mentorName,
        sessionDate: formatDisplayDate(
          asLocalWallClock(session.startedAt ?? session.createdAt, zoneOf(user)),
        ),
        summary: summary.summary,
        keyInsights: summary.keyInsights,
        actionItems: summary.actionItems.map((item) => ({
          text: item.text,
          completed: item.completed,
          dueLabel: actionItemLabel(item, today).label,
        })),
        progressMade: summary.progressMade,
        nextSteps: summary.nextSteps,
        sessionUrl: `${base}${ROUTES.dashboard}/chat?session=${encodeURIComponent(session.id)}`,
      };
    }
    case 'weekly-checkin': {
      const goals = (await listGoals(deps.db, user.id)).filter((goal) => goal.status === 'active');
      const due = await actionItemsDue(
        deps.db,
        user.id,
        { from: payload.monday, to: payload.sunday },
        CHECKIN_ITEMS_MAX,
      );
      return {
        kind: 'weekly-checkin',
        weekLabel: `Week of ${formatDisplayDate(payload.monday)}`,
        goals: goals.slice(0, CHECKIN_GOALS_MAX).map((goal) => ({
          title: goal.title,
          progress: goal.progress,
          timeLabel: goal.targetDate
            ? goalTimeLabel(asLocalWallClock(new Date(goal.targetDate), zoneOf(user)), today)
            : '',
        })),
        moreGoals: Math.max(0, goals.length - CHECKIN_GOALS_MAX),
        actionItems: due.map((item) => ({
          text: item.text,
          completed: false,
          dueLabel: actionItemLabel({ dueDate: item.dueDate, completed: false }, today).label,
          sessionTitle: item.sessionTitle,
        })),
        goalsUrl: `${base}${ROUTES.dashboard}/goals`,
      };
    }
  }
}

/** The `email.deliver` job: every outbox message, whichever domain queued it. */
export function registerEmailDelivery(queue: JobQueue, deps: EmailJobDeps): void {
  queue.register(DELIVER_JOB, (raw, info) =>
    deliverOutboxMessage(deps, raw, info, (user, payload) => foreignContentOf(deps, user, payload)),
  );
}

/** Goals view stat cards (spec section 2 "Goals view"). */
import { STREAK_MAX_DAYS, WEEKLY_WINDOW_DAYS } from './constants';
import { DAY_MS, calendarDaysBetween, formatDueDate, toDate } from './dates';

export interface GoalStats {
  /** Number of completed goals. */
  goalsAchieved: number;
  /** Total action items across all summaries. */
  actionItems: number;
  /** Distinct days with a session among the last 7 calendar days (0..7). */
  streak: number;
  /** Rounded mean of goal progress, 0 without goals. */
  averageProgress: number;
  /** Sessions created in the last 7 days. */
  weeklySessions: number;
}

/**
 * Interpretation of the spec's "streak (number of sessions, capped at 7 days, or 0 days)":
 * the number of distinct local calendar days, among today and the 6 days before it,
 * on which at least one session was created. It is therefore between 0 and 7.
 *
 * weeklySessions counts sessions whose createdAt lies in the rolling window
 * (now - 7 × 24 h, now]. Sessions with an unparseable date are ignored.
 */
export function goalStats(input: {
  goals: readonly { status: string; progress: number }[];
  summaries: readonly { actionItems?: readonly unknown[] | null }[];
  sessions: readonly { createdAt: Date | string }[];
  now: Date;
}): GoalStats {
  const { goals, summaries, sessions, now } = input;

  const goalsAchieved = goals.filter((g) => g.status === 'completed').length;
  const actionItems = summaries.reduce((sum, s) => sum + (s.actionItems?.length ?? 0), 0);
  const averageProgress =
    goals.length === 0 ? 0 : Math.round(goals.reduce((sum, g) => sum + g.progress, 0) / goals.length);

  const nowMs = now.getTime();
  const windowStart = nowMs - WEEKLY_WINDOW_DAYS * DAY_MS;
  let weeklySessions = 0;
  const activeDays = new Set<string>();
  for (const session of sessions) {
    const created = toDate(session.createdAt);
    if (!created) continue;
    const t = created.getTime();
    if (t > windowStart && t <= nowMs) weeklySessions += 1;
    const daysAgo = calendarDaysBetween(created, now);
    if (daysAgo >= 0 && daysAgo < STREAK_MAX_DAYS) activeDays.add(formatDueDate(created));
  }

  return {
    goalsAchieved,
    actionItems,
    streak: Math.min(STREAK_MAX_DAYS, activeDays.size),
    averageProgress,
    weeklySessions,
  };
}

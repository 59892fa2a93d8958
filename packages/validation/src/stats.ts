/** Goals view stat cards (spec section 2 "Goals view"). */
import { STREAK_MAX_DAYS, WEEKLY_WINDOW_DAYS } from './constants';
import { DAY_MS } from './dates';

export interface GoalStats {
  /** Number of completed goals. */
  goalsAchieved: number;
  /** Total action items across all summaries. */
  actionItems: number;
  /** The number of sessions the user has held, capped at 7 (shown as '{n} days'; 0..7). */
  streak: number;
  /** Rounded mean of goal progress, 0 without goals. */
  averageProgress: number;
  /** Sessions held (started) in the last 7 days. */
  weeklySessions: number;
}

/**
 * The weekly sessions window: the 7 × 24 hours ending at `now`, as instants, `after` excluded and `until`
 * included. It is the same in every time zone (no calendar days are involved).
 */
export function weeklyWindow(now: Date): { after: Date; until: Date } {
  return { after: new Date(now.getTime() - WEEKLY_WINDOW_DAYS * DAY_MS), until: new Date(now.getTime()) };
}

/**
 * The spec's "streak (number of sessions, capped at 7 days, or 0 days)", read literally: the number of sessions
 * the user has held (started with a first message), capped at 7.
 */
export function streakFromSessions(sessionsHeld: number): number {
  if (!Number.isFinite(sessionsHeld) || sessionsHeld <= 0) return 0;
  return Math.min(STREAK_MAX_DAYS, Math.floor(sessionsHeld));
}

/**
 * The stat cards from counts the database makes (no rows loaded): the user's goals (how many, how many
 * completed, the sum of their progress), the action items across every summary, `sessionsHeld` (sessions ever
 * started) and `weeklySessions` (sessions started in `weeklyWindow(now)`).
 */
export function goalStats(input: {
  goals: { total: number; completed: number; progressSum: number };
  actionItems: number;
  sessionsHeld: number;
  weeklySessions: number;
}): GoalStats {
  const { goals, actionItems, sessionsHeld, weeklySessions } = input;
  return {
    goalsAchieved: Math.max(0, goals.completed),
    actionItems: Math.max(0, actionItems),
    streak: streakFromSessions(sessionsHeld),
    averageProgress: goals.total <= 0 ? 0 : Math.round(goals.progressSum / goals.total),
    weeklySessions: Math.max(0, weeklySessions),
  };
}

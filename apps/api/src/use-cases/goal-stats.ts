import type { Database } from '@mentor/db';
import { goalStats, weeklyWindow, type GoalStats } from '@mentor/validation';
import { countSessions } from '../domains/chat';
import { countGoalProgress } from '../domains/goals';
import { countActionItems } from '../domains/summaries';

// A use-case: the goals view's stats count rows of three domains (goals, summaries, chat), each through its index.

/** The goals view stats plus what the onboarding panel needs to know. */
export interface GoalStatsOutput extends GoalStats {
  /**
   * Whether the user has held a chat session (sent a first message). An empty session (opened from the onboarding
   * panel's Try this, or '+ New', and left without sending) is not one, so the onboarding panel stays.
   */
  hasSessions: boolean;
}

/**
 * Goals view stats (spec section 2), all counted by the database, none by loading rows: the user's goals, their
 * summaries' action items (summaries domain) and two session counts (chat domain): the sessions held (for the streak) and the sessions
 * created in the 7 × 24 hours ending now. Both are counts over instants, so the answer does not depend on the
 * server's time zone.
 */
export async function goalStatsFor(db: Database, userId: string, now: Date): Promise<GoalStatsOutput> {
  const [goals, actionItems, sessions] = await Promise.all([
    countGoalProgress(db, userId),
    countActionItems(db, userId),
    countSessions(db, userId, weeklyWindow(now)),
  ]);
  return {
    ...goalStats({ goals, actionItems, sessionsHeld: sessions.held, weeklySessions: sessions.inWindow }),
    hasSessions: sessions.held > 0,
  };
}

import type { Database, DB, Transaction } from '@mentor/db';
import {
  ADMIN_CHART_DAYS,
  SAFETY_CATEGORIES,
  type SafetyFlagDay,
  type SafetyStats,
} from '@mentor/validation';
import type { SafetyScreenResult } from '../../ai/safety';
import { countSafetyFlag } from '../../lib/metrics';
import * as repo from './safety.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts a flagged message for the admin (in the caller's transaction, with the message's own flag) and /metrics. */
export async function recordFlag(
  db: Database | Transaction<DB>,
  screen: Pick<SafetyScreenResult, 'category' | 'level' | 'source'>,
  now: Date,
): Promise<void> {
  await repo.insertFlag(db, screen, now);
  countSafetyFlag(screen.category, screen.level);
}

/** Flagged messages per UTC day and category over the last ADMIN_CHART_DAYS days (today included), and totals. */
export async function safetyStats(db: Database, now: Date): Promise<SafetyStats> {
  const start = new Date(now.getTime() - (ADMIN_CHART_DAYS - 1) * DAY_MS);
  start.setUTCHours(0, 0, 0, 0);
  const rows = await repo.countsPerDay(db, start);
  const byDay = new Map<string, SafetyFlagDay>();
  const totals = { self_harm: 0, medical: 0, abuse: 0, harm_to_others: 0 };
  for (const row of rows) {
    const day = byDay.get(row.day) ?? {
      date: row.day,
      self_harm: 0,
      medical: 0,
      abuse: 0,
      harm_to_others: 0,
    };
    day[row.category] += row.count;
    totals[row.category] += row.count;
    byDay.set(row.day, day);
  }
  const days = [...byDay.values()].filter((d) => SAFETY_CATEGORIES.some((c) => d[c] > 0));
  return { days, totals };
}

import type { Database } from '@mentor/db';
import {
  CALENDAR_FEED_ACTION_ITEMS_MAX,
  CALENDAR_MESSAGES,
  isValidDateOnly,
  type Goal,
} from '@mentor/validation';
import { wallClockIn } from '../../lib/time-zone';
import { listGoals } from '../goals';
import { openActionItems, type OpenActionItem } from '../summaries';

/** One all-day event of the feed. */
export interface FeedEvent {
  /** Stable across fetches and edits, so a calendar app updates the event rather than adding another. */
  uid: string;
  /** The calendar day, yyyy-mm-dd. */
  date: string;
  summary: string;
  description: string;
  /** Where in the app the item is. */
  url: string;
  /** When its source last changed (DTSTAMP and LAST-MODIFIED: an unchanged feed is the same text). */
  changedAt: Date;
}

/** The UIDs' domain part (RFC 5545 recommends one: the ids are ours alone). */
const UID_DOMAIN = 'mentorai';

/**
 * The calendar day of a stored due date: a yyyy-mm-dd is that day (it was given as a day); a timestamp (a goal
 * template's milestone: now + dueInDays) is the day it falls on in the person's time zone, as the app shows it.
 */
function dueDayOf(value: string, timeZone: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isValidDateOnly(value) ? value : null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const w = wallClockIn(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(w.year).padStart(4, '0')}-${pad(w.month)}-${pad(w.day)}`;
}

function actionItemEvent(item: OpenActionItem, timeZone: string, publicUrl: string): FeedEvent | null {
  const date = dueDayOf(item.dueDate, timeZone);
  const text = item.text.trim();
  if (!date || !text) return null;
  return {
    uid: `action-${item.summaryId}-${item.index}@${UID_DOMAIN}`,
    date,
    summary: text,
    description: CALENDAR_MESSAGES.actionItemDescription(item.sessionTitle),
    url: `${publicUrl}/dashboard/history`,
    changedAt: item.updatedAt,
  };
}

function milestoneEvents(goal: Goal, timeZone: string, publicUrl: string): FeedEvent[] {
  // A completed goal's milestones are done with it.
  if (goal.status !== 'active') return [];
  const events: FeedEvent[] = [];
  for (const milestone of goal.milestones) {
    if (milestone.completed || !milestone.dueDate) continue;
    const date = dueDayOf(milestone.dueDate, timeZone);
    if (!date) continue;
    events.push({
      uid: `milestone-${goal.id}-${milestone.id}@${UID_DOMAIN}`,
      date,
      summary: CALENDAR_MESSAGES.milestoneSummary(goal.title, milestone.title),
      description: CALENDAR_MESSAGES.milestoneDescription(goal.title),
      url: `${publicUrl}/dashboard/goals`,
      changedAt: new Date(goal.updatedAt ?? goal.createdAt),
    });
  }
  return events;
}

/**
 * The feed's events for one user: their open action items with a due date (a session the safety screen flagged
 * gives none) and the open milestones with a due date of their active goals, by day. Done items are not there, so
 * a calendar app removes them at its next fetch.
 */
export async function feedEventsOf(
  db: Database,
  user: { id: string; timeZone: string | null },
  publicUrl: string,
): Promise<FeedEvent[]> {
  const timeZone = user.timeZone ?? 'UTC';
  const [items, goals] = await Promise.all([
    openActionItems(db, user.id, CALENDAR_FEED_ACTION_ITEMS_MAX),
    listGoals(db, user.id),
  ]);
  const events = [
    ...items.map((item) => actionItemEvent(item, timeZone, publicUrl)),
    ...goals.flatMap((goal) => milestoneEvents(goal, timeZone, publicUrl)),
  ].filter((e): e is FeedEvent => e !== null);
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
}

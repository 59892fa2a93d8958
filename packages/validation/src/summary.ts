/**
 * Session summaries and action items (spec sections 2, 3, 4 "Action item label"). Merging action items across
 * summaries is in summary-action-items.ts, the History view's export in summary-export.ts.
 */
import { z } from 'zod';
import { idSchema, isoDateOrDateTimeSchema, isoDateTimeSchema } from './common';
import {
  ACTION_ITEM_DEFAULT_DUE_DAYS,
  ACTION_ITEM_TEXT_MAX,
  GOAL_MILESTONES_MAX,
  MENTOR_TYPES,
  MILESTONE_TITLE_MAX,
  SUMMARY_ACTION_ITEMS_MAX,
  SUMMARY_INSIGHT_MAX,
  SUMMARY_KEY_INSIGHTS_MAX,
  SUMMARY_NEXT_STEPS_MAX,
  SUMMARY_PROGRESS_MADE_MAX,
  SUMMARY_TEXT_MAX,
} from './constants';
import { addDays, calendarDaysBetween, formatDisplayDate, toDate } from './dates';
import { MESSAGES } from './messages';

/** A progress estimate: a whole percentage from 0 to 100. */
const goalProgressEstimateSchema = z.number().int().min(0).max(100);

export const SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
export const SENTIMENT_LABELS: Record<Sentiment, string> = {
  positive: 'Positive',
  negative: 'Negative',
  neutral: 'Neutral',
};

/** 'positive' and 'negative' are kept; anything else is treated as 'neutral'. */
export function normaliseSentiment(value: unknown): Sentiment {
  return value === 'positive' || value === 'negative' ? value : 'neutral';
}

/** Sentiment that never fails: unknown values become 'neutral'. */
export const sentimentSchema = z.enum(SENTIMENTS).catch('neutral');

export const actionItemSchema = z.object({
  text: z.string().trim().min(1).max(ACTION_ITEM_TEXT_MAX),
  completed: z.boolean().default(false),
  /** ISO timestamp or yyyy-mm-dd, null when not planned. */
  dueDate: isoDateOrDateTimeSchema.nullable().default(null),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

/**
 * The structured AI output for a finished session. Every string and every list has a maximum: a summary is stored,
 * shown, mailed and sent back to the model with later replies (the previous session), so it never grows unbounded.
 */
export const sessionSummarySchema = z.object({
  summary: z.string().trim().min(1).max(SUMMARY_TEXT_MAX),
  keyInsights: z.array(z.string().trim().min(1).max(SUMMARY_INSIGHT_MAX)).max(SUMMARY_KEY_INSIGHTS_MAX),
  actionItems: z.array(actionItemSchema).max(SUMMARY_ACTION_ITEMS_MAX),
  sentiment: sentimentSchema,
  progressMade: z.string().max(SUMMARY_PROGRESS_MADE_MAX),
  /** 1 to 3 next steps as text. */
  nextSteps: z.string().max(SUMMARY_NEXT_STEPS_MAX),
  /** The linked goal's overall progress after the session, estimated (null when the session has no goal). */
  progressPercent: goalProgressEstimateSchema.nullable().default(null),
  /** Titles of the linked goal's milestones the session reports done. */
  completedMilestones: z
    .array(z.string().trim().min(1).max(MILESTONE_TITLE_MAX))
    .max(GOAL_MILESTONES_MAX)
    .default([]),
});
export type SessionSummaryContent = z.infer<typeof sessionSummarySchema>;

/**
 * `text` trimmed and, when longer than `max` characters, cut at the last word that fits and ended with '…' (the
 * result is at most `max` characters). Text without a space in its last part is cut mid-word.
 */
export function clipAtWord(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, Math.max(0, max - 1));
  const space = cut.search(/\s\S*$/);
  const head = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** A summary's content as a model (or the heuristic) wrote it, before its lengths are checked. */
export interface SessionSummaryDraft {
  summary: string;
  keyInsights: readonly string[];
  actionItems: readonly { text: string; completed: boolean; dueDate: string | null }[];
  sentiment: string;
  progressMade: string;
  nextSteps: string;
  progressPercent: number | null;
  completedMilestones: readonly string[];
}

/**
 * A summary fitted to sessionSummarySchema's maximums instead of refused: each text cut at a word to its maximum
 * ('…'), blank entries dropped, each list cut to its maximum count. Milestone titles are dropped rather than cut
 * when too long (they must match a milestone's title exactly, and no title is that long). What is left is then
 * checked by sessionSummarySchema as usual.
 */
export function fitSessionSummary(draft: SessionSummaryDraft): SessionSummaryDraft {
  return {
    ...draft,
    summary: clipAtWord(draft.summary, SUMMARY_TEXT_MAX),
    keyInsights: draft.keyInsights
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .slice(0, SUMMARY_KEY_INSIGHTS_MAX)
      .map((s) => clipAtWord(s, SUMMARY_INSIGHT_MAX)),
    actionItems: draft.actionItems
      .filter((a) => a.text.trim().length > 0)
      .slice(0, SUMMARY_ACTION_ITEMS_MAX)
      .map((a) => ({ ...a, text: clipAtWord(a.text, ACTION_ITEM_TEXT_MAX) })),
    progressMade: clipAtWord(draft.progressMade, SUMMARY_PROGRESS_MADE_MAX),
    nextSteps: clipAtWord(draft.nextSteps, SUMMARY_NEXT_STEPS_MAX),
    completedMilestones: draft.completedMilestones
      .map((t) => t.trim())
      .filter((t) => t.length > 0 && t.length <= MILESTONE_TITLE_MAX)
      .slice(0, GOAL_MILESTONES_MAX),
  };
}

/** The due date of a summary's action item when nobody said when: one week after `now`, as UTC yyyy-mm-dd. */
export function defaultActionItemDueDate(now: Date): string {
  return addDays(now, ACTION_ITEM_DEFAULT_DUE_DAYS).toISOString().slice(0, 10);
}

/** The yyyy-mm-dd day a model wrote as a due date ('2026-11-20T00:00:00Z' -> '2026-11-20'); null for anything else. */
function modelDueDay(value: string | null | undefined): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/**
 * The summary a language model is asked to write (structured output). Its JSON schema, derived with
 * z.toJSONSchema (input side), is what the model is asked for; parsing is lenient where a model may stray (no
 * `completed`, a due date in another form, a sentiment outside the list), and sessionSummarySchema then checks
 * the content.
 */
export const modelSessionSummarySchema = z.object({
  summary: z.string(),
  keyInsights: z.array(z.string()),
  actionItems: z.array(
    z.object({
      text: z.string(),
      completed: z.boolean().optional(),
      dueDate: z.string().nullable().optional().catch(null).transform(modelDueDay),
    }),
  ),
  // Any word is read (sessionSummarySchema turns an unknown one into 'neutral'); the model is asked for one of these.
  sentiment: z.string().meta({ enum: [...SENTIMENTS] }),
  progressMade: z.string(),
  nextSteps: z.string(),
  // Read leniently: a number out of range or not whole is brought into 0..100; anything else is no estimate.
  progressPercent: z
    .number()
    .nullable()
    .catch(null)
    .transform((v) => (v === null || !Number.isFinite(v) ? null : Math.min(100, Math.max(0, Math.round(v))))),
  completedMilestones: z.array(z.string()).catch([]),
});

/** A stored summary as the API returns it. */
export const summarySchema = sessionSummarySchema
  .omit({ progressPercent: true, completedMilestones: true })
  .extend({
    id: z.string().min(1),
    /** Null once the session was deleted and its summary kept. */
    sessionId: z.string().min(1).nullable(),
    userId: z.string().min(1),
    createdAt: isoDateTimeSchema,
  });
export type SessionSummary = z.infer<typeof summarySchema>;

export const actionItemToggleSchema = z.object({
  summaryId: idSchema({ notFound: MESSAGES.summaries.notFound }),
  index: z.number().int().min(0, { error: MESSAGES.summaries.actionItemNotFound }),
  completed: z.boolean(),
});
export type ActionItemToggleInput = z.infer<typeof actionItemToggleSchema>;

export type ActionItemColor = 'green' | 'red' | 'orange' | 'blue' | 'gray';

/**
 * Action item label (spec section 4), in local calendar days: completed 'Completed' (green);
 * due day before today 'Overdue' (red); due today 'Due today' (orange);
 * later 'Due MMM dd, yyyy' (blue); no (valid) date 'Planned' (gray).
 */
export function actionItemLabel(
  item: { completed?: boolean | null; dueDate?: string | Date | null },
  now: Date,
): { label: string; color: ActionItemColor } {
  if (item.completed) return { label: MESSAGES.summaries.completed, color: 'green' };
  const due = toDate(item.dueDate);
  if (!due) return { label: MESSAGES.summaries.planned, color: 'gray' };
  const days = calendarDaysBetween(now, due);
  if (days < 0) return { label: MESSAGES.summaries.overdue, color: 'red' };
  if (days === 0) return { label: MESSAGES.summaries.dueToday, color: 'orange' };
  return { label: `Due ${formatDisplayDate(due)}`, color: 'blue' };
}

// ---------------------------------------------------------------------------
// History view (spec section 2 "History view", "Session summary card")
// ---------------------------------------------------------------------------

/** Labels of the History view and summary cards. Strings the spec names are quoted from it; the rest are (chosen). */
export const SUMMARY_LABELS = {
  historyTitle: 'Session History', // (chosen)
  historySubtitle: 'Summaries, insights and action items from your mentoring sessions', // (chosen)
  exportAll: 'Export All',
  showMore: 'Show more', // (chosen: History loads the next page of summaries)
  exportJson: 'Download as JSON', // (chosen)
  exportMarkdown: 'Download as Markdown', // (chosen)
  exportSuccessBody: 'Your session summaries have been downloaded.', // (chosen)
  emptyTitle: 'No sessions yet', // (chosen)
  emptyBody: 'Your session summaries appear here after you talk with a mentor.', // (chosen)
  emptyAction: 'Start a session',
  recentTitle: 'Recent Session Summaries',
  recentEmpty: 'No session summaries yet. Start a session to get your first one.', // (chosen)
  viewAll: 'View all', // (chosen)
  progressMade: 'Progress made', // (chosen)
  keyInsights: 'Key insights', // (chosen)
  actionItems: 'Action items', // (chosen)
  nextSteps: 'Next steps', // (chosen)
  showLess: 'Show less', // (chosen)
  hideDetails: 'Hide details', // (chosen)
  loadFailed: 'Could not load your session summaries.', // (chosen)
  retry: 'Try again', // (chosen)
  toggleFailTitle: 'Error', // (chosen)
  toggleFail: 'Failed to update action item', // (chosen)
  mentorFallback: 'AI Mentor', // (chosen)
} as const;

/** A summary as the API answers it (timestamps ISO, sentiment normalised). */
export const summaryOutputSchema = summarySchema.extend({
  actionItems: z.array(
    z.object({ text: z.string(), completed: z.boolean(), dueDate: z.string().nullable() }),
  ),
  keyInsights: z.array(z.string()),
  updatedAt: isoDateTimeSchema,
});
export type SummaryOutput = z.infer<typeof summaryOutputSchema>;

/** A History view entry: the summary with its session's title, mentor and linked goal. */
export const summaryListItemSchema = summaryOutputSchema.extend({
  sessionTitle: z.string(),
  mentorName: z.string(),
  mentorType: z.enum(MENTOR_TYPES),
  goalId: z.string().nullable(),
});
export type SummaryListItem = z.infer<typeof summaryListItemSchema>;

/** Session summaries and action items (spec sections 2, 3, 4 "Action item label"). */
import { z } from 'zod';
import { idSchema, isoDateOrDateTimeSchema, isoDateTimeSchema } from './common';
import {
  ACTION_ITEM_DEFAULT_DUE_DAYS,
  ACTION_ITEM_TEXT_MAX,
  EXPORT_FILE_PREFIX,
  GOAL_MILESTONES_MAX,
  MENTOR_TYPES,
  MILESTONE_TITLE_MAX,
  SESSION_ACTION_ITEMS_MAX,
  SUMMARY_ACTION_ITEMS_MAX,
  SUMMARY_INSIGHT_MAX,
  SUMMARY_KEY_INSIGHTS_MAX,
  SUMMARY_NEXT_STEPS_MAX,
  SUMMARY_PROGRESS_MADE_MAX,
  SUMMARY_TEXT_MAX,
} from './constants';
import { addDays, calendarDaysBetween, formatDisplayDate, formatDueDate, toDate } from './dates';
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

/** An action item as it is stored and merged (text, the person's tick, a due date or none). */
interface MergeableActionItem {
  text: string;
  completed: boolean;
  dueDate: string | null;
}

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const WEEKDAY_SHORT = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\\.?';
const DAY_NUMBER = '\\d{1,2}(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s+\\d{4})?';
/**
 * A date or deadline in words that is never part of what is to be done, wherever it stands: "Thursday, December 3",
 * "Dec 3rd, 2026", "the 3rd of December", "2026-12-03", "12/3", "Thursday", "next Monday", "today", "tomorrow",
 * "this week", "the end of the month", "within 2 days".
 */
const DATE_WORDS =
  `(?:${WEEKDAY},?\\s+)?(?:${MONTH}\\.?\\s+${DAY_NUMBER}\\b${YEAR}|(?:the\\s+)?${DAY_NUMBER}\\s+(?:of\\s+)?${MONTH}\\b${YEAR})|` +
  '\\d{4}-\\d{2}-\\d{2}(?:t[\\d:.]+z?)?|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|' +
  `(?:(?:this|next|coming)\\s+)?${WEEKDAY}|today|tonight|tomorrow|eod|eow|` +
  '(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+|next\\s+)?(?:day|week|month|weekend)|' +
  '(?:this|next|coming)\\s+(?:week|weekend|month)|' +
  '(?:within|in)\\s+(?:the\\s+next\\s+)?(?:\\d+|a|one|two|three|four|five|six|seven)\\s+(?:days?|weeks?)';
/** Words that make a deadline of what follows them: "by", "before", "due on". */
const DUE_LEAD =
  '(?:due\\s+(?:by|on|before)\\s+|due\\s+|by\\s+|before\\s+|until\\s+|till\\s+|on\\s+|no\\s+later\\s+than\\s+)';
/** A deadline: a date in words (with or without its "by"), or "by"/"before" and a short weekday or a month. */
const DEADLINE = new RegExp(
  `\\b(?:${DUE_LEAD}(?:the\\s+)?)?(?:${DATE_WORDS})\\b|\\b${DUE_LEAD}(?:${WEEKDAY_SHORT}|${MONTH})(?=[\\s,.;:!?)]|$)`,
  'giu',
);

/**
 * The text two action items are compared by: lower case, the deadlines left out wherever they stand ("by
 * Thursday, December 3", "before Nov 20", "today", "(due 2026-11-20)"), then punctuation and repeated whitespace
 * gone, so the same step with another date, or none, is one item.
 */
export function actionItemKey(text: string): string {
  const lower = text.toLowerCase().normalize('NFKC').replace(/[’‘]/g, "'");
  const withoutDue = lower.replace(DEADLINE, ' ');
  const words = (s: string) =>
    s
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const key = words(withoutDue);
  return key.length > 0 ? key : words(lower);
}

/** Words that say nothing about what is to be done (left out when two items are compared word by word). */
const FILLER_WORDS = new Set(
  'a an the to of for and or your you my our their it its this that these those with at in on into from then so just also s'.split(
    ' ',
  ),
);

/** The words of an item's key that carry its meaning, each cut to a simple stem ("calls" -> "call"). */
function meaningWords(key: string): Set<string> {
  return new Set(
    key
      .split(' ')
      .filter((w) => !FILLER_WORDS.has(w))
      .map((w) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s)$/, '') : w)),
  );
}

/**
 * Whether two action items (by their keys) are the same step: the same key, or near-duplicates, that is most of
 * their meaning words shared (Jaccard at least 0.75), or every word of one in the other when that one has at least
 * four ("Email three colleagues for an intro" and "Email three colleagues and ask each for an intro").
 */
export function sameActionItem(a: string, b: string): boolean {
  if (a === b) return true;
  const wa = meaningWords(a);
  const wb = meaningWords(b);
  if (wa.size === 0 || wb.size === 0) return false;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared += 1;
  const smaller = Math.min(wa.size, wb.size);
  return shared / (wa.size + wb.size - shared) >= 0.75 || (smaller >= 4 && shared === smaller);
}

/** The earlier of two due dates (a missing or unreadable one gives way to the other). */
function earlierDueDate(a: string | null, b: string | null): string | null {
  const da = toDate(a);
  const db = toDate(b);
  if (!da) return db ? b : null;
  if (!db) return a;
  return db.getTime() < da.getTime() ? b : a;
}

/**
 * A session's action items after a new summary (`next`) of it: the union of the items it had (`previous`) and the
 * new ones, in first-seen order, one item per action (sameActionItem: the same words once deadlines, punctuation and
 * case are left out, or near-duplicates). Of two copies the fuller wording is kept (more meaning words; the earlier one
 * when they say as much), in the first copy's place; the person's tick stays (a tick in either copy), and the earliest due date
 * either copy has is taken. At most SESSION_ACTION_ITEMS_MAX are kept: when there are more, the oldest completed
 * items make room first, then the newest items are left out (the open items the person already had stay).
 */
export function mergeActionItems<T extends MergeableActionItem>(
  previous: readonly T[],
  next: readonly T[],
  max: number = SESSION_ACTION_ITEMS_MAX,
): MergeableActionItem[] {
  const merged: (MergeableActionItem & { key: string })[] = [];
  for (const item of [...previous, ...next]) {
    const text = item.text.trim();
    if (text.length === 0) continue;
    const key = actionItemKey(text);
    const seen = merged.find((m) => sameActionItem(m.key, key));
    if (seen) {
      seen.completed = seen.completed || item.completed;
      seen.dueDate = earlierDueDate(seen.dueDate, item.dueDate ?? null);
      if (meaningWords(key).size > meaningWords(seen.key).size) {
        seen.key = key;
        seen.text = text;
      }
    } else {
      merged.push({ key, text, completed: item.completed, dueDate: item.dueDate ?? null });
    }
  }
  let over = merged.length - max;
  const kept = merged.filter((m) => {
    if (over > 0 && m.completed) {
      over -= 1;
      return false;
    }
    return true;
  });
  return kept
    .slice(0, Math.max(0, max))
    .map(({ text, completed, dueDate }) => ({ text, completed, dueDate }));
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

/** 'mentorai-summaries-YYYY-MM-DD.json' (local date of `now`). */
export function summariesExportFileName(now: Date, ext: 'json' | 'md' = 'json'): string {
  return `${EXPORT_FILE_PREFIX}-summaries-${formatDueDate(now)}.${ext}`;
}

type ExportableSummary = Pick<
  SummaryListItem,
  | 'id'
  | 'sessionId'
  | 'sessionTitle'
  | 'mentorName'
  | 'mentorType'
  | 'goalId'
  | 'summary'
  | 'keyInsights'
  | 'actionItems'
  | 'sentiment'
  | 'progressMade'
  | 'nextSteps'
  | 'createdAt'
  | 'updatedAt'
>;

/** The JSON document 'Export All' downloads: every summary, newest first, as the API gave them. */
export function buildSummariesExport(summaries: readonly ExportableSummary[], now: Date) {
  return {
    exportedAt: now.toISOString(),
    count: summaries.length,
    summaries: summaries.map((s) => ({
      id: s.id,
      sessionId: s.sessionId,
      sessionTitle: s.sessionTitle,
      mentorName: s.mentorName,
      mentorType: s.mentorType,
      goalId: s.goalId,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      sentiment: normaliseSentiment(s.sentiment),
      summary: s.summary,
      progressMade: s.progressMade,
      keyInsights: [...s.keyInsights],
      actionItems: s.actionItems.map((a) => ({ text: a.text, completed: a.completed, dueDate: a.dueDate })),
      nextSteps: s.nextSteps,
    })),
  };
}

/** The same export as a readable Markdown document; action item labels are computed at `now`. */
export function summariesToMarkdown(summaries: readonly ExportableSummary[], now: Date): string {
  const lines: string[] = ['# MentorAI session summaries', '', `Exported ${formatDisplayDate(now)}`, ''];
  for (const s of summaries) {
    lines.push(`## ${s.sessionTitle}`, '');
    lines.push(
      `${formatDisplayDate(s.createdAt)} · ${s.mentorName} · ${SENTIMENT_LABELS[normaliseSentiment(s.sentiment)]}`,
      '',
    );
    lines.push(s.summary, '');
    if (s.progressMade.trim()) lines.push(`### ${SUMMARY_LABELS.progressMade}`, '', s.progressMade, '');
    if (s.keyInsights.length > 0) {
      lines.push(`### ${SUMMARY_LABELS.keyInsights}`, '', ...s.keyInsights.map((i) => `- ${i}`), '');
    }
    if (s.actionItems.length > 0) {
      lines.push(
        `### ${SUMMARY_LABELS.actionItems}`,
        '',
        ...s.actionItems.map(
          (a) => `- [${a.completed ? 'x' : ' '}] ${a.text} (${actionItemLabel(a, now).label})`,
        ),
        '',
      );
    }
    if (s.nextSteps.trim()) lines.push(`### ${SUMMARY_LABELS.nextSteps}`, '', s.nextSteps, '');
  }
  if (summaries.length === 0) lines.push(SUMMARY_LABELS.emptyTitle, '');
  return lines.join('\n');
}

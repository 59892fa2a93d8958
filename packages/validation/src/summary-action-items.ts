/**
 * Action items across summaries: a key that ignores dates and filler words, "the same item", and the merge that
 * keeps one of each.
 */
import { SESSION_ACTION_ITEMS_MAX } from './constants';
import { toDate } from './dates';

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

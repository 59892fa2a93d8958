import { defaultActionItemDueDate } from '@mentor/validation';

/**
 * The offline mentor's one deadline. A reply's steps say "by {due}" and its summary's action items are due that
 * day: both come from `defaultActionItemDueDate` (packages/validation, one week out), and a summary reads the date
 * back from the step's words, so the two agree even when the summary is written on a later day.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAY_MS = 86_400_000;

/** A yyyy-mm-dd day in words: 'Tuesday, November 17'. */
function dayInWords(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/**
 * The due date of the steps of a reply written at `now`, as yyyy-mm-dd and in words: one week out, or the day
 * before `before` (an event the person named) when that comes sooner; `today` when that day is today or past.
 */
export function stepDeadline(
  now: Date,
  before: string | null = null,
): { day: string; words: string; today: boolean } {
  const weekOut = defaultActionItemDueDate(now);
  const todayDay = now.toISOString().slice(0, 10);
  if (before && before <= weekOut) {
    const dayBefore = new Date(Date.parse(`${before}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10);
    if (dayBefore <= todayDay) return { day: todayDay, words: 'today', today: true };
    return { day: dayBefore, words: dayInWords(dayBefore), today: false };
  }
  return { day: weekOut, words: dayInWords(weekOut), today: false };
}

const IN_WORDS = new RegExp(`\\b(${WEEKDAYS.join('|')}), (${MONTHS.join('|')}) (\\d{1,2})\\b`);

/** The day `step` names in words ('by Tuesday, November 17'), in the year that makes the weekday true nearest `now`. */
function namedDay(step: string, now: Date): string | null {
  const named = IN_WORDS.exec(step);
  if (!named) return null;
  const month = MONTHS.indexOf(named[2]!);
  const year = now.getUTCFullYear();
  const nearest = [year - 1, year, year + 1]
    .map((y) => new Date(Date.UTC(y, month, Number(named[3]))))
    .filter((d) => WEEKDAYS[d.getUTCDay()] === named[1] && d.getUTCMonth() === month)
    .sort((a, b) => Math.abs(a.getTime() - now.getTime()) - Math.abs(b.getTime() - now.getTime()))[0];
  return nearest && Math.abs(nearest.getTime() - now.getTime()) < 180 * DAY_MS
    ? nearest.toISOString().slice(0, 10)
    : null;
}

/**
 * The due dates of the steps one reply gave, as their words give them: the day a step names, today for a step to
 * do today, else the deadline another step of the same reply names (they were given together), else the default.
 */
export function stepDueDates(steps: readonly string[], now: Date): string[] {
  const today = now.toISOString().slice(0, 10);
  const shared =
    steps.map((s) => namedDay(s, now)).find((d) => d !== null) ??
    (steps.some((s) => /\btoday\b/i.test(s)) ? today : defaultActionItemDueDate(now));
  return steps.map((step) => namedDay(step, now) ?? (/\btoday\b/i.test(step) ? today : shared));
}

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

/** The due date of the steps of a reply written at `now`, as yyyy-mm-dd and in words. */
export function stepDeadline(now: Date): { day: string; words: string } {
  const day = defaultActionItemDueDate(now);
  return { day, words: dayInWords(day) };
}

const IN_WORDS = new RegExp(`\\b(${WEEKDAYS.join('|')}), (${MONTHS.join('|')}) (\\d{1,2})\\b`);

/**
 * The due date of a step as its words give it: the day it names ('by Tuesday, November 17', the year being the
 * one that makes that weekday true nearest `now`), today for a step to do today, or the default deadline.
 */
export function stepDueDate(step: string, now: Date): string {
  const named = IN_WORDS.exec(step);
  if (named) {
    const month = MONTHS.indexOf(named[2]!);
    const year = now.getUTCFullYear();
    const candidates = [year - 1, year, year + 1]
      .map((y) => new Date(Date.UTC(y, month, Number(named[3]))))
      .filter((d) => WEEKDAYS[d.getUTCDay()] === named[1] && d.getUTCMonth() === month)
      .sort((a, b) => Math.abs(a.getTime() - now.getTime()) - Math.abs(b.getTime() - now.getTime()));
    if (candidates[0] && Math.abs(candidates[0].getTime() - now.getTime()) < 180 * DAY_MS)
      return candidates[0].toISOString().slice(0, 10);
  }
  if (/\btoday\b/i.test(step)) return now.toISOString().slice(0, 10);
  return defaultActionItemDueDate(now);
}

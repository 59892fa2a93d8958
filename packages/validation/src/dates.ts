/**
 * Pure date helpers (no dayjs, no Intl): calendar days are counted in the
 * runtime's local time zone, which in the browser is the user's.
 */

export const DAY_MS = 86_400_000;

const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written `yyyy-mm-dd` (rejects 2024-02-30, 2024-13-01). */
export function isValidDateOnly(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Turns a Date, an ISO timestamp or a `yyyy-mm-dd` date into a Date.
 * A `yyyy-mm-dd` string means that calendar day in local time (not UTC midnight).
 * Returns null for anything unparseable.
 */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) {
      if (!isValidDateOnly(value)) return null;
      return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    }
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Local midnight of the day of `date`. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `from` to `to` (local time; positive when `to` is later). DST-safe. */
export function calendarDaysBetween(from: Date, to: Date): number {
  return Math.round((startOfLocalDay(to).getTime() - startOfLocalDay(from).getTime()) / DAY_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A number as at least two digits: 5 -> '05'. */
export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Display format 'MMM dd, yyyy' (e.g. 'Jan 05, 2024'), local time. Empty string for an invalid date. */
export function formatDisplayDate(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  return `${MONTHS_SHORT[date.getMonth()] ?? ''} ${pad2(date.getDate())}, ${date.getFullYear()}`;
}

/** Stored due-date format 'yyyy-MM-dd' of the local calendar day. Empty string for an invalid date. */
export function formatDueDate(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

// Wall-clock time in a person's time zone (IANA names, through Intl), for mails that speak of "this week" and
// "Monday at 8:00" where the person lives rather than where the server runs.

interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 (Monday) to 7 (Sunday). */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at the instant `date`. */
export function wallClockIn(date: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 1,
  };
}

/** How far `timeZone` is ahead of UTC at the instant `date`, in milliseconds. */
function offsetMs(date: Date, timeZone: string): number {
  const w = wallClockIn(date, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant when the wall clock in `timeZone` shows the given date and time (days may overflow the month, as
 * Date.UTC allows). A time skipped by a daylight-saving change is taken as the instant the clock jumped over it.
 */
export function instantAt(
  timeZone: string,
  wall: { year: number; month: number; day: number; hour: number; minute: number },
): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = guess - offsetMs(new Date(guess), timeZone);
  const second = guess - offsetMs(new Date(first), timeZone);
  return new Date(second);
}

/**
 * A Date whose local (runtime) fields show the wall clock of `timeZone` at `date`: the date helpers of
 * @mentor/validation count calendar days in the runtime's zone, so passing them this shows days as the person counts
 * them.
 */
export function asLocalWallClock(date: Date, timeZone: string): Date {
  const w = wallClockIn(date, timeZone);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/**
 * The next time, strictly after `now`, that it is `weekday` (ISO, 1 = Monday) at `hour`:00 in `timeZone`.
 */
export function nextWeekly(now: Date, timeZone: string, weekday: number, hour: number): Date {
  const today = wallClockIn(now, timeZone);
  const ahead = (weekday - today.weekday + 7) % 7;
  const at = (days: number) =>
    instantAt(timeZone, { year: today.year, month: today.month, day: today.day + days, hour, minute: 0 });
  const candidate = at(ahead);
  return candidate.getTime() > now.getTime() ? candidate : at(ahead + 7);
}

/** The local calendar days (yyyy-mm-dd) of the week (Monday to Sunday) that `date` falls in, in `timeZone`. */
export function weekOf(date: Date, timeZone: string): { monday: string; sunday: string } {
  const w = wallClockIn(date, timeZone);
  const day = (offset: number) => {
    const d = new Date(Date.UTC(w.year, w.month - 1, w.day + offset));
    return d.toISOString().slice(0, 10);
  };
  return { monday: day(1 - w.weekday), sunday: day(7 - w.weekday) };
}

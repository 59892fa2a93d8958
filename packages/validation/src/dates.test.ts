import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, formatDisplayDate, formatDueDate, isValidDateOnly, toDate } from './dates';

describe('dates', () => {
  it('validates yyyy-mm-dd calendar dates', () => {
    expect(isValidDateOnly('2024-02-29')).toBe(true);
    expect(isValidDateOnly('2023-02-29')).toBe(false);
    expect(isValidDateOnly('2024-02-30')).toBe(false);
    expect(isValidDateOnly('2024-13-01')).toBe(false);
    expect(isValidDateOnly('2024-00-10')).toBe(false);
    expect(isValidDateOnly('2024-01-00')).toBe(false);
    expect(isValidDateOnly('2024-1-01')).toBe(false);
  });

  it('reads yyyy-mm-dd as a local day', () => {
    const d = toDate('2024-03-05')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 2, 5, 0]);
    expect(toDate('2024-02-30')).toBeNull();
    expect(toDate('nonsense')).toBeNull();
    expect(toDate(null)).toBeNull();
  });

  it('counts calendar days', () => {
    expect(calendarDaysBetween(new Date(2024, 0, 1, 23, 0), new Date(2024, 0, 2, 1, 0))).toBe(1);
    expect(calendarDaysBetween(new Date(2024, 0, 2, 1, 0), new Date(2024, 0, 1, 23, 0))).toBe(-1);
    expect(calendarDaysBetween(new Date(2024, 2, 1), new Date(2024, 3, 1))).toBe(31);
  });

  it('formats display and due dates', () => {
    expect(formatDisplayDate(new Date(2024, 0, 5))).toBe('Jan 05, 2024');
    expect(formatDisplayDate('2024-12-25')).toBe('Dec 25, 2024');
    expect(formatDisplayDate('bad')).toBe('');
    expect(formatDueDate(new Date(2024, 8, 9, 22))).toBe('2024-09-09');
  });
});

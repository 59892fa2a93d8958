import { describe, expect, it } from 'vitest';
import { asLocalWallClock, instantAt, nextWeekly, wallClockIn, weekOf } from './time-zone';

const at = (iso: string) => new Date(iso);

describe('wall clocks in a time zone', () => {
  it('reads the date, time and ISO weekday where the person is', () => {
    // Tuesday 10 November 2026, 09:00 UTC: 10:00 in Berlin, 01:00 in Los Angeles, 18:00 in Tokyo.
    expect(wallClockIn(at('2026-11-10T09:00:00Z'), 'Europe/Berlin')).toMatchObject({
      day: 10,
      hour: 10,
      weekday: 2,
    });
    expect(wallClockIn(at('2026-11-10T09:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      hour: 1,
      weekday: 2,
    });
    expect(wallClockIn(at('2026-11-10T23:30:00Z'), 'Asia/Tokyo')).toMatchObject({
      day: 11,
      hour: 8,
      weekday: 3,
    });
  });

  it('finds the instant a wall-clock time happens, on both sides of a daylight-saving change', () => {
    expect(
      instantAt('Europe/Berlin', { year: 2026, month: 3, day: 23, hour: 8, minute: 0 }).toISOString(),
    ).toBe(
      '2026-03-23T07:00:00.000Z', // CET, before the change on 29 March
    );
    expect(
      instantAt('Europe/Berlin', { year: 2026, month: 3, day: 30, hour: 8, minute: 0 }).toISOString(),
    ).toBe(
      '2026-03-30T06:00:00.000Z', // CEST
    );
    expect(
      instantAt('America/New_York', { year: 2026, month: 11, day: 2, hour: 8, minute: 0 }).toISOString(),
    ).toBe(
      '2026-11-02T13:00:00.000Z', // EST, the day after the change
    );
  });
});

describe('nextWeekly', () => {
  it('is the coming Monday 08:00 where the person is, and a week later once that has passed', () => {
    const tuesday = at('2026-11-10T09:00:00Z');
    expect(nextWeekly(tuesday, 'Europe/Berlin', 1, 8).toISOString()).toBe('2026-11-16T07:00:00.000Z');
    expect(nextWeekly(tuesday, 'America/Los_Angeles', 1, 8).toISOString()).toBe('2026-11-16T16:00:00.000Z');
    expect(nextWeekly(tuesday, 'Pacific/Auckland', 1, 8).toISOString()).toBe('2026-11-15T19:00:00.000Z');
    // Monday itself: before 08:00 that day, after it the next week.
    expect(nextWeekly(at('2026-11-16T06:59:00Z'), 'Europe/Berlin', 1, 8).toISOString()).toBe(
      '2026-11-16T07:00:00.000Z',
    );
    expect(nextWeekly(at('2026-11-16T07:00:00Z'), 'Europe/Berlin', 1, 8).toISOString()).toBe(
      '2026-11-23T07:00:00.000Z',
    );
  });

  it('keeps 08:00 local across a daylight-saving change', () => {
    expect(nextWeekly(at('2026-03-24T12:00:00Z'), 'Europe/Berlin', 1, 8).toISOString()).toBe(
      '2026-03-30T06:00:00.000Z',
    );
  });
});

describe('weekOf and asLocalWallClock', () => {
  it('gives the Monday-to-Sunday days of the week an instant falls in, where the person is', () => {
    expect(weekOf(at('2026-11-16T07:00:00Z'), 'Europe/Berlin')).toEqual({
      monday: '2026-11-16',
      sunday: '2026-11-22',
    });
    // Sunday 22 November 23:30 UTC is already Monday the 23rd in Berlin.
    expect(weekOf(at('2026-11-22T23:30:00Z'), 'Europe/Berlin')).toEqual({
      monday: '2026-11-23',
      sunday: '2026-11-29',
    });
    expect(weekOf(at('2026-11-22T23:30:00Z'), 'UTC')).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' });
  });

  it('shows the zone’s wall clock in the runtime’s local fields', () => {
    const local = asLocalWallClock(at('2026-11-10T23:30:00Z'), 'Asia/Tokyo');
    expect([local.getFullYear(), local.getMonth() + 1, local.getDate(), local.getHours()]).toEqual([
      2026, 11, 11, 8,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { goalStats, streakFromSessions, weeklyWindow } from './stats';

const none = {
  goals: { total: 0, completed: 0, progressSum: 0 },
  actionItems: 0,
  sessionsHeld: 0,
  weeklySessions: 0,
};

describe('goalStats', () => {
  it('is all zeros with no data', () => {
    expect(goalStats(none)).toEqual({
      goalsAchieved: 0,
      actionItems: 0,
      streak: 0,
      averageProgress: 0,
      weeklySessions: 0,
    });
  });

  it('counts completed goals and rounds the mean progress', () => {
    const stats = goalStats({
      ...none,
      // 100 (completed), 30 and 0
      goals: { total: 3, completed: 1, progressSum: 130 },
    });
    expect(stats.goalsAchieved).toBe(1);
    expect(stats.averageProgress).toBe(43);
  });

  it('passes the action items count through', () => {
    expect(goalStats({ ...none, actionItems: 4 }).actionItems).toBe(4);
  });

  it('passes the weekly count through and takes the streak from the sessions held', () => {
    expect(goalStats({ ...none, sessionsHeld: 3, weeklySessions: 5 })).toMatchObject({
      streak: 3,
      weeklySessions: 5,
    });
  });
});

describe('streakFromSessions (spec: number of sessions, capped at 7 days, or 0 days)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3, 3],
    [6, 6],
    [7, 7],
    [8, 7],
    [250, 7],
    [-1, 0],
    [Number.NaN, 0],
  ])('%d sessions give a streak of %d', (sessions, streak) => {
    expect(streakFromSessions(sessions)).toBe(streak);
  });
});

describe('weeklyWindow', () => {
  it('is the 7 × 24 hours ending now, as UTC instants', () => {
    const now = new Date('2026-11-20T23:30:00.000Z');
    const { after, until } = weeklyWindow(now);
    expect(after.toISOString()).toBe('2026-11-13T23:30:00.000Z');
    expect(until.toISOString()).toBe('2026-11-20T23:30:00.000Z');
  });

  it('does not move with local midnight or a daylight saving change', () => {
    // 2026-03-29 01:00 UTC is when Europe's clocks jump; 2026-11-01 is the US change.
    for (const iso of ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-11-01T08:00:00.000Z']) {
      const now = new Date(iso);
      const { after, until } = weeklyWindow(now);
      expect(until.getTime() - after.getTime()).toBe(7 * 86_400_000);
      expect(until.getTime()).toBe(now.getTime());
    }
  });

  it('returns fresh dates (mutating them does not touch now)', () => {
    const now = new Date('2026-11-20T12:00:00.000Z');
    weeklyWindow(now).until.setTime(0);
    expect(now.toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });
});

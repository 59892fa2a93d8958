import { describe, expect, it } from 'vitest';
import { goalStats } from './stats';

const now = new Date(2024, 4, 20, 18, 0); // local time
const daysAgo = (n: number, hour = 10) => new Date(2024, 4, 20 - n, hour, 0).toISOString();

describe('goalStats', () => {
  it('is all zeros with no data', () => {
    expect(goalStats({ goals: [], summaries: [], sessions: [], now })).toEqual({
      goalsAchieved: 0,
      actionItems: 0,
      streak: 0,
      averageProgress: 0,
      weeklySessions: 0,
    });
  });

  it('counts completed goals and rounds the mean progress', () => {
    const stats = goalStats({
      goals: [
        { status: 'completed', progress: 100 },
        { status: 'active', progress: 30 },
        { status: 'active', progress: 0 },
      ],
      summaries: [],
      sessions: [],
      now,
    });
    expect(stats.goalsAchieved).toBe(1);
    expect(stats.averageProgress).toBe(43);
  });

  it('totals action items across summaries', () => {
    const stats = goalStats({
      goals: [],
      summaries: [
        { actionItems: [1, 2, 3] },
        { actionItems: [] },
        { actionItems: null },
        {},
        { actionItems: [4] },
      ],
      sessions: [],
      now,
    });
    expect(stats.actionItems).toBe(4);
  });

  it('counts weekly sessions in the last 7 days', () => {
    const stats = goalStats({
      goals: [],
      summaries: [],
      sessions: [
        { createdAt: daysAgo(0) },
        { createdAt: daysAgo(0, 8) },
        { createdAt: daysAgo(6) },
        { createdAt: new Date(now.getTime() - 7 * 86_400_000 + 60_000) },
        { createdAt: new Date(now.getTime() - 7 * 86_400_000 - 60_000) },
        { createdAt: daysAgo(30) },
        { createdAt: 'not a date' },
      ],
      now,
    });
    expect(stats.weeklySessions).toBe(4);
  });

  it('counts distinct session days among the last 7 calendar days for the streak', () => {
    const stats = goalStats({
      goals: [],
      summaries: [],
      sessions: [
        { createdAt: daysAgo(0) },
        { createdAt: daysAgo(0, 15) },
        { createdAt: daysAgo(2) },
        { createdAt: daysAgo(6, 1) },
        { createdAt: daysAgo(7, 23) },
      ],
      now,
    });
    expect(stats.streak).toBe(3);
  });

  it('caps the streak at 7', () => {
    const sessions = Array.from({ length: 20 }, (_, i) => ({ createdAt: daysAgo(i) }));
    expect(goalStats({ goals: [], summaries: [], sessions, now }).streak).toBe(7);
  });
});

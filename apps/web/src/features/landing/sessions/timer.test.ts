import { describe, expect, it } from 'vitest';
import {
  formatAllowance,
  formatClock,
  initialTimerState,
  timerReducer,
  usedPercent,
  type TimerState,
} from './timer';

function run(state: TimerState, ticks: number): TimerState {
  let s = state;
  for (let i = 0; i < ticks; i += 1) s = timerReducer(s, { type: 'tick' });
  return s;
}

describe('timerReducer', () => {
  it('starts paused at the full length in seconds', () => {
    expect(initialTimerState(60)).toEqual({ total: 3600, remaining: 3600, running: false });
  });

  it('does not count down while paused', () => {
    expect(run(initialTimerState(1), 5).remaining).toBe(60);
  });

  it('counts down one second per tick while running, and pauses on toggle', () => {
    let s = timerReducer(initialTimerState(1), { type: 'toggle' });
    expect(s.running).toBe(true);
    s = run(s, 3);
    expect(s.remaining).toBe(57);
    s = timerReducer(s, { type: 'toggle' });
    expect(s.running).toBe(false);
    expect(run(s, 10).remaining).toBe(57);
  });

  it('stops by itself at 0 and never goes below', () => {
    let s = timerReducer(initialTimerState(1), { type: 'toggle' });
    s = run(s, 60);
    expect(s).toEqual({ total: 60, remaining: 0, running: false });
    expect(run(s, 5).remaining).toBe(0);
    // A finished session cannot be started again without a reset.
    expect(timerReducer(s, { type: 'toggle' }).running).toBe(false);
  });

  it('reset restores the full length and pauses', () => {
    let s = timerReducer(initialTimerState(2), { type: 'toggle' });
    s = run(s, 30);
    s = timerReducer(s, { type: 'reset' });
    expect(s).toEqual({ total: 120, remaining: 120, running: false });
  });
});

describe('usedPercent', () => {
  it('is the used share of the session in percent', () => {
    expect(usedPercent(3600, 3600)).toBe(0);
    expect(usedPercent(1800, 3600)).toBe(50);
    expect(usedPercent(900, 3600)).toBe(75);
    expect(usedPercent(0, 3600)).toBe(100);
  });

  it('is clamped to 0..100', () => {
    expect(usedPercent(5000, 3600)).toBe(0);
    expect(usedPercent(-10, 3600)).toBe(100);
    expect(usedPercent(0, 0)).toBe(100);
  });
});

describe('formatClock', () => {
  it('shows mm:ss', () => {
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('formatAllowance', () => {
  it('shows the monthly total in hours, or minutes under an hour', () => {
    expect(formatAllowance(5, 60)).toBe('5 hours');
    expect(formatAllowance(1, 60)).toBe('1 hour');
    expect(formatAllowance(5, 30)).toBe('2.5 hours');
    expect(formatAllowance(3, 1)).toBe('3 minutes');
    expect(formatAllowance(1, 1)).toBe('1 minute');
  });
});

/** Pure logic of the explainer page's demo session timer (spec section 4, 'Explainer demo timer'). */

export interface TimerState {
  /** Total length of the session in seconds. */
  total: number;
  /** Seconds left. */
  remaining: number;
  running: boolean;
}

export type TimerAction = { type: 'toggle' } | { type: 'tick' } | { type: 'reset' };

export function initialTimerState(sessionLengthMinutes: number): TimerState {
  const total = Math.max(0, Math.round(sessionLengthMinutes * 60));
  return { total, remaining: total, running: false };
}

/**
 * - toggle: start or pause; a finished session (0 left) cannot be started again until it is reset.
 * - tick: one second passes while running; reaching 0 stops the timer.
 * - reset: back to the full length, paused.
 */
export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case 'toggle':
      if (state.remaining <= 0) return state.running ? { ...state, running: false } : state;
      return { ...state, running: !state.running };
    case 'tick': {
      if (!state.running) return state;
      const remaining = Math.max(0, state.remaining - 1);
      return { ...state, remaining, running: remaining > 0 };
    }
    case 'reset':
      return { ...state, remaining: state.total, running: false };
  }
}

/** Share of the session already used, in percent, clamped to 0..100 (a zero-length session counts as fully used). */
export function usedPercent(remaining: number, total: number): number {
  if (!(total > 0)) return 100;
  const percent = ((total - remaining) / total) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** mm:ss, minutes at least two digits (60 minutes shows as '60:00'). Negative input shows '00:00'. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  const rest = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** A monthly allowance in words: '5 hours', '1 hour', '2.5 hours'; under an hour in minutes ('45 minutes'). */
export function formatAllowance(sessionsPerMonth: number, sessionLengthMinutes: number): string {
  const minutes = Math.max(0, sessionsPerMonth * sessionLengthMinutes);
  if (minutes < 60) return `${Math.round(minutes)} ${Math.round(minutes) === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

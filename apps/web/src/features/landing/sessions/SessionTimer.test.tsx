import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../../test-utils/render';
import { SessionTimer } from './SessionTimer';

function clock(): string {
  return screen.getByRole('timer').textContent ?? '';
}

function advance(seconds: number) {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

describe('SessionTimer', () => {
  it('starts paused at the full session length with the default plan', () => {
    vi.useFakeTimers();
    render(<SessionTimer />);
    expect(clock()).toBe('60:00');
    expect(screen.getByTestId('timer-used').textContent).toBe('0% used');
    expect(screen.getByRole('heading', { name: 'Free Starter Pack' })).toBeTruthy();
    expect(screen.getByTestId('plan-sessions').textContent).toBe('5');
    expect(screen.getByTestId('plan-hours').textContent).toBe('5 hours');
    advance(5);
    expect(clock()).toBe('60:00');
  });

  it('counts down each second while running and pauses', () => {
    vi.useFakeTimers();
    render(<SessionTimer />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(3);
    expect(clock()).toBe('59:57');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(10);
    expect(clock()).toBe('59:57');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(1797);
    expect(clock()).toBe('30:00');
    expect(screen.getByTestId('timer-used').textContent).toBe('50% used');
  });

  it("stops by itself at 0 and shows 'Session complete'", () => {
    vi.useFakeTimers();
    render(<SessionTimer sessionLengthMinutes={1} freeSessionsPerMonth={3} planName="Demo" />);
    expect(clock()).toBe('01:00');
    expect(screen.queryByText('Session complete')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(59);
    expect(clock()).toBe('00:01');
    expect(screen.queryByText('Session complete')).toBeNull();
    advance(1);
    expect(clock()).toBe('00:00');
    expect(screen.getByText('Session complete')).toBeTruthy();
    expect(screen.getByTestId('timer-used').textContent).toBe('100% used');
    advance(30);
    expect(clock()).toBe('00:00');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start' }).disabled).toBe(true);
    expect(screen.getByTestId('plan-hours').textContent).toBe('3 minutes');
  });

  it('reset restores the full length and pauses', () => {
    vi.useFakeTimers();
    render(<SessionTimer sessionLengthMinutes={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(60);
    expect(screen.getByText('Session complete')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(clock()).toBe('01:00');
    expect(screen.queryByText('Session complete')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    advance(10);
    expect(clock()).toBe('01:00');

    // Reset while running pauses too.
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(5);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(clock()).toBe('01:00');
    advance(5);
    expect(clock()).toBe('01:00');
  });
});

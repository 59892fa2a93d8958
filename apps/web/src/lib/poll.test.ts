import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS, pollWhilePending } from './poll';
import { createQueryClient } from './query-client';

interface Job {
  status: 'queued' | 'done';
}

const whileQueued = pollWhilePending((job: Job) => job.status === 'queued');

/** A query of the app's client observed with the rule, answering `answers` in turn (the last one from then on). */
function observe(answers: Job[]) {
  const queryClient = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: ['job'],
    queryFn: () => Promise.resolve(answers[Math.min((calls += 1), answers.length) - 1]!),
    refetchInterval: whileQueued,
  });
  const unsubscribe = observer.subscribe(() => {});
  return {
    calls: () => calls,
    data: () => observer.getCurrentResult().data,
    stop: () => {
      unsubscribe();
      queryClient.clear();
    },
  };
}

describe('pollWhilePending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks every POLL_INTERVAL_MS while pending, stops once not, and never polls without data', () => {
    const query = { state: { data: undefined as Job | undefined } };
    expect(whileQueued(query)).toBe(false);
    query.state.data = { status: 'queued' };
    expect(whileQueued(query)).toBe(POLL_INTERVAL_MS);
    query.state.data = { status: 'done' };
    expect(whileQueued(query)).toBe(false);
  });

  it('gives up a stretch of pending work after POLL_LIMIT_MS, and starts again once it was done', () => {
    const query = { state: { data: { status: 'queued' } as Job } };
    expect(whileQueued(query)).toBe(POLL_INTERVAL_MS);
    vi.advanceTimersByTime(POLL_LIMIT_MS - 1);
    expect(whileQueued(query)).toBe(POLL_INTERVAL_MS);
    vi.advanceTimersByTime(1);
    expect(whileQueued(query)).toBe(false);
    query.state.data = { status: 'done' };
    expect(whileQueued(query)).toBe(false);
    query.state.data = { status: 'queued' };
    expect(whileQueued(query)).toBe(POLL_INTERVAL_MS);
  });

  it('keeps one clock per query', () => {
    const first = { state: { data: { status: 'queued' } as Job } };
    const second = { state: { data: { status: 'queued' } as Job } };
    whileQueued(first);
    vi.advanceTimersByTime(POLL_LIMIT_MS);
    expect(whileQueued(second)).toBe(POLL_INTERVAL_MS);
    expect(whileQueued(first)).toBe(false);
  });

  it('makes a query of the app fetch again while its data is pending, and stop once it is done', async () => {
    const job = observe([{ status: 'queued' }, { status: 'queued' }, { status: 'done' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(job.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(job.calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(job.calls()).toBe(3);
    expect(job.data()).toEqual({ status: 'done' });
    // Done: no more calls, however long the screen stays open.
    await vi.advanceTimersByTimeAsync(POLL_LIMIT_MS);
    expect(job.calls()).toBe(3);
    job.stop();
  });

  it('stops a query whose work stays pending after POLL_LIMIT_MS', async () => {
    const job = observe([{ status: 'queued' }]);
    await vi.advanceTimersByTimeAsync(POLL_LIMIT_MS + 10 * POLL_INTERVAL_MS);
    const polled = job.calls();
    expect(polled).toBeGreaterThan(POLL_LIMIT_MS / POLL_INTERVAL_MS - 2);
    expect(polled).toBeLessThanOrEqual(POLL_LIMIT_MS / POLL_INTERVAL_MS + 1);
    await vi.advanceTimersByTimeAsync(POLL_LIMIT_MS);
    expect(job.calls()).toBe(polled);
    job.stop();
  });
});

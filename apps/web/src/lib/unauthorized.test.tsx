import { MESSAGES } from '@mentor/validation';
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, stubFetch, trpcError } from '../test-utils';
import { browser } from './browser';
import { useTRPC } from './trpc';
import { handleUnauthorized } from './unauthorized';

describe('handleUnauthorized', () => {
  it('toasts, then sends the browser to /api/login after 500 ms, once', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    render(<div />);

    act(() => {
      handleUnauthorized();
      handleUnauthorized();
    });

    expect(screen.getByText(MESSAGES.auth.unauthorizedTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.auth.unauthorizedBody)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('uses the inspiration wording for inspiration calls', () => {
    vi.useFakeTimers();
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    render(<div />);
    act(() => {
      handleUnauthorized('inspiration');
    });
    expect(screen.getByText(MESSAGES.auth.inspirationUnauthorized)).toBeTruthy();
  });
});

function Mentors({ ignore = false }: { ignore?: boolean }) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.mentors.list.queryOptions(),
    meta: ignore ? { unauthorized: 'ignore' } : {},
  });
  return <div>{query.status}</div>;
}

describe('an unauthorized error on a call', () => {
  it('runs the unauthorized handling through the query cache', async () => {
    stubFetch({ 'mentors.list': trpcError('UNAUTHORIZED') });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    render(<Mentors />);
    expect(await screen.findByText(MESSAGES.auth.unauthorizedBody)).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('is left alone when the call opts out', async () => {
    stubFetch({ 'mentors.list': trpcError('UNAUTHORIZED') });
    render(<Mentors ignore />);
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.auth.unauthorizedBody)).toBeNull();
  });

  it('other errors do not log the user out', async () => {
    stubFetch({
      'mentors.list': trpcError('INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.'),
    });
    render(<Mentors />);
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.auth.unauthorizedBody)).toBeNull();
  });
});

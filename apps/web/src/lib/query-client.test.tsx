import { MESSAGES } from '@mentor/validation';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../test-utils';
import { browser } from './browser';
import { createQueryClient, type AppMutationMeta } from './query-client';

const unauthorized = () => Object.assign(new Error('Unauthorized'), { data: { code: 'UNAUTHORIZED' } });
const conflict = (message: string) => Object.assign(new Error(message), { data: { code: 'CONFLICT' } });

/** Runs a mutation that fails with `error` through the client's mutation cache. */
async function failMutation(queryClient: QueryClient, error: Error, meta: AppMutationMeta): Promise<void> {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await act(async () => {
    await mutation.execute(undefined).catch(() => {});
  });
}

describe('the mutation error policy (one place: the QueryClient)', () => {
  it("shows a failed mutation's error toast, whatever the error", async () => {
    const queryClient = createQueryClient();
    render(<div />, { queryClient });
    await failMutation(queryClient, new TypeError('Failed to fetch'), {
      errorToast: { title: 'Error', message: 'Failed to create goal' },
    });
    expect(await screen.findByText('Failed to create goal')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('lets a function pick the toast from the error, or show none', async () => {
    const queryClient = createQueryClient();
    render(<div />, { queryClient });
    const errorToast = (error: unknown) =>
      error instanceof Error && error.message === 'gone' ? null : { title: 'Oops', message: 'Not saved' };
    await failMutation(queryClient, conflict('gone'), { errorToast });
    expect(screen.queryByText('Oops')).toBeNull();
    await failMutation(queryClient, conflict('busy'), { errorToast });
    expect(await screen.findByText('Not saved')).toBeTruthy();
  });

  it('gives an unauthorized error the unauthorized toast and redirect, never the error toast', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const queryClient = createQueryClient();
    render(<div />, { queryClient });
    await failMutation(queryClient, unauthorized(), {
      errorToast: () => ({ title: 'Error', message: 'Failed to send message' }),
    });
    expect(await screen.findByText(MESSAGES.auth.unauthorizedBody)).toBeTruthy();
    expect(screen.queryByText('Failed to send message')).toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it("uses the inspiration wording when the meta asks for it, and nothing for 'ignore'", async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const queryClient = createQueryClient();
    render(<div />, { queryClient });
    await failMutation(queryClient, unauthorized(), { unauthorized: 'ignore' });
    expect(screen.queryByText(MESSAGES.auth.unauthorizedTitle)).toBeNull();
    await failMutation(queryClient, unauthorized(), {
      unauthorized: 'inspiration',
      errorToast: { title: 'Error', message: 'Failed to create inspiration item' },
    });
    expect(await screen.findByText(MESSAGES.auth.inspirationUnauthorized)).toBeTruthy();
    expect(screen.queryByText('Failed to create inspiration item')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { makeUser, render, screen, stubFetch, waitFor, within } from '../../test-utils';
import { SupportInbox } from './SupportInbox';
import { ADMIN_ID, makeSupportRequest } from './test-data';

vi.setConfig({ testTimeout: 30_000 });

const admin = makeUser({ id: ADMIN_ID, isAdmin: true });

describe('SupportInbox', () => {
  it('lists open requests, marks one resolved and shows it under Resolved', async () => {
    let resolved = false;
    const request = makeSupportRequest();
    const server = stubFetch({
      'auth.me': admin,
      'admin.supportRequests': (input) => {
        const done = {
          ...request,
          status: 'resolved' as const,
          resolvedAt: '2026-11-23T10:00:00.000Z',
          resolvedBy: { id: ADMIN_ID, name: 'Ada Lovelace', email: 'ada@example.com' },
        };
        const list = input?.status === 'resolved' ? (resolved ? [done] : []) : resolved ? [] : [request];
        return { requests: list, nextCursor: null, pageSize: 50 };
      },
      'admin.resolveSupportRequest': (input) => {
        resolved = true;
        return { ...request, id: input.id, status: 'resolved', resolvedAt: '2026-11-23T10:00:00.000Z' };
      },
    });
    const { user } = render(<SupportInbox />, { route: '/admin', user: admin });
    const row = within(await screen.findByTestId('support-row'));
    expect(row.getByText('Mia Member')).toBeTruthy();
    expect(row.getByText('mia@example.com')).toBeTruthy();
    expect(row.getByText('Cannot export')).toBeTruthy();
    expect(row.getByText('High')).toBeTruthy();
    expect(row.getByText('Open')).toBeTruthy();
    expect(row.getByText('Nov 22, 2026')).toBeTruthy();
    expect(server.calls('admin.supportRequests')[0]?.input).toMatchObject({ status: 'open' });

    await user.click(row.getByRole('button', { name: 'Mark "Cannot export" resolved' }));
    await waitFor(() =>
      expect(server.calls('admin.resolveSupportRequest')[0]?.input).toEqual({ id: request.id }),
    );
    expect(await screen.findByText('Request resolved')).toBeTruthy();
    expect(await screen.findByText('No support requests here.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Resolved' }));
    const done = within(await screen.findByTestId('support-row'));
    expect(done.getByText('Resolved by Ada Lovelace · Nov 23, 2026')).toBeTruthy();
    expect(done.queryByRole('button', { name: /resolved/ })).toBeNull();
  });
});

import { MESSAGES, STORAGE_KEYS } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { fill, makeUser, render, screen, stubFetch, trpcError, waitFor } from '../../test-utils';
import { AccountDeletedNotice } from '../landing/AccountDeletedNotice';
import { DeleteAccountCard } from './DeleteAccountCard';

function renderCard(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'auth.me': makeUser(), ...handlers });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const result = render(<DeleteAccountCard email="ada@example.com" />, { user: makeUser() });
  return { server, assign, ...result };
}

async function openDialog(user: ReturnType<typeof renderCard>['user']) {
  await user.click(screen.getByRole('button', { name: MESSAGES.account.deleteButton }));
  return screen.findByRole('dialog');
}

const confirmField = () => screen.getByLabelText(MESSAGES.account.deleteConfirmLabel);
const passwordField = () => screen.getByLabelText(MESSAGES.account.deletePasswordLabel);
const deleteButton = () =>
  screen.getAllByRole('button', { name: MESSAGES.account.deleteButton }).at(-1) as HTMLButtonElement;

describe('Delete account', () => {
  it('requires the typed confirmation and sends nothing without it', async () => {
    const { server, user } = renderCard();
    await openDialog(user);
    await user.click(deleteButton());
    expect(screen.getByText(MESSAGES.account.deleteConfirmRequired)).toBeTruthy();
    expect(server.calls('account.deleteAccount')).toHaveLength(0);
  });

  it('deletes with email and password, then lands on the landing page, which confirms it (issue 24)', async () => {
    const { server, assign, user } = renderCard({
      'account.deleteAccount': { deleted: true, confirmationEmailed: true },
    });
    await openDialog(user);
    await fill(user, confirmField(), ' ADA@example.com ');
    await fill(user, passwordField(), 'correct horse');
    await user.click(deleteButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem(STORAGE_KEYS.accountDeleted)).toBe('emailed');
    // The landing page the browser loads says so, once.
    const landing = render(<AccountDeletedNotice />);
    const notice = await landing.findByTestId('account-deleted-notice');
    expect(notice.textContent).toContain('Account deleted');
    expect(notice.textContent).toContain(
      'Your account and all its data were deleted. A confirmation is on its way to your email address.',
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.accountDeleted)).toBeNull();
    expect(server.calls('account.deleteAccount')[0]?.input).toEqual({
      confirmation: 'ADA@example.com',
      password: 'correct horse',
    });
  });

  it('leaves an empty password out (identity-provider accounts)', async () => {
    const { server, user } = renderCard({
      'account.deleteAccount': { deleted: true, confirmationEmailed: false },
    });
    await openDialog(user);
    await fill(user, confirmField(), 'ada@example.com');
    await user.click(deleteButton());
    await waitFor(() => expect(server.calls('account.deleteAccount')).toHaveLength(1));
    expect(server.calls('account.deleteAccount')[0]?.input).toEqual({ confirmation: 'ada@example.com' });
  });

  it("shows the server's field messages (wrong email, missing or wrong password) and stays", async () => {
    const { assign, user } = renderCard({
      'account.deleteAccount': trpcError('BAD_REQUEST', MESSAGES.account.deletePasswordRequired, {
        password: [MESSAGES.account.deletePasswordRequired],
      }),
    });
    await openDialog(user);
    await fill(user, confirmField(), 'ada@example.com');
    await user.click(deleteButton());
    expect(await screen.findByText(MESSAGES.account.deletePasswordRequired)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('toasts a failure without field messages', async () => {
    const { assign, user } = renderCard({
      'account.deleteAccount': trpcError('INTERNAL_SERVER_ERROR', MESSAGES.generic.internal),
    });
    await openDialog(user);
    await fill(user, confirmField(), 'ada@example.com');
    await fill(user, passwordField(), 'correct horse');
    await user.click(deleteButton());
    expect(await screen.findByText(MESSAGES.account.deleteFailed)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('Cancel closes the dialog', async () => {
    const { user } = renderCard();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: MESSAGES.auth.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

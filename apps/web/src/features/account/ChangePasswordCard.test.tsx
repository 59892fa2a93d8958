import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { fill, makeUser, render, screen, stubFetch, trpcError, waitFor } from '../../test-utils';
import { ChangePasswordCard } from './ChangePasswordCard';

function renderCard(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'auth.me': makeUser(), 'account.sessions': [], ...handlers });
  return { server, ...render(<ChangePasswordCard />, { user: makeUser() }) };
}

const current = () => screen.getByLabelText<HTMLInputElement>(MESSAGES.account.currentPasswordLabel);
const next = () => screen.getByLabelText<HTMLInputElement>(MESSAGES.account.newPasswordLabel);
const submit = () => screen.getByRole('button', { name: MESSAGES.account.changePasswordButton });

describe('Change password', () => {
  it('checks both fields and sends nothing', async () => {
    const { server, user } = renderCard();
    await fill(user, next(), 'short');
    await user.click(submit());
    expect(screen.getByText(MESSAGES.account.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.auth.passwordTooShort)).toBeTruthy();
    expect(server.calls('account.changePassword')).toHaveLength(0);
  });

  it('shows a strength meter and refuses a guessable new password with the clear message, sending nothing', async () => {
    const { server, user } = renderCard();
    await fill(user, current(), 'old password');
    await fill(user, next(), 'password1');
    expect(await screen.findByText(`${MESSAGES.auth.strengthLabel}: Very weak`)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.auth.passwordTooWeak)).toBeTruthy();
    expect(server.calls('account.changePassword')).toHaveLength(0);
  });

  it('changes it, toasts, clears the fields', async () => {
    const { server, user } = renderCard({ 'account.changePassword': { signedOut: 2 } });
    await fill(user, current(), 'old password');
    await fill(user, next(), 'a brand new password');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.account.passwordChangedTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.account.passwordChanged)).toBeTruthy();
    expect(server.calls('account.changePassword')[0]?.input).toEqual({
      currentPassword: 'old password',
      newPassword: 'a brand new password',
    });
    await waitFor(() => expect(current().value).toBe(''));
    expect(next().value).toBe('');
  });

  it('a wrong current password: one message, under the field, in the spec wording; no toast', async () => {
    const { user } = renderCard({
      'account.changePassword': trpcError('BAD_REQUEST', MESSAGES.account.wrongPassword, {
        currentPassword: [MESSAGES.account.wrongPassword],
      }),
    });
    await fill(user, current(), 'not it');
    await fill(user, next(), 'a brand new password');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.account.wrongPassword)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.account.wrongPassword)).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.account.changePasswordFailedTitle)).toBeNull();
    expect(screen.queryByText(MESSAGES.account.changePasswordFailed)).toBeNull();
  });

  it('a right retry at once clears the failure: only the success shows', async () => {
    let calls = 0;
    const { user } = renderCard({
      'account.changePassword': () => {
        calls += 1;
        return calls === 1 ? trpcError('INTERNAL_SERVER_ERROR', 'Something went wrong') : { signedOut: 0 };
      },
    });
    await fill(user, current(), 'old password');
    await fill(user, next(), 'a brand new password');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.account.changePasswordFailedTitle)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.account.passwordChangedTitle)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(MESSAGES.account.changePasswordFailedTitle)).toBeNull());
  });

  it('a wrong current password, then the right one: the inline message goes and the success shows', async () => {
    let calls = 0;
    const { user } = renderCard({
      'account.changePassword': () => {
        calls += 1;
        return calls === 1
          ? trpcError('BAD_REQUEST', MESSAGES.account.wrongPassword, {
              currentPassword: [MESSAGES.account.wrongPassword],
            })
          : { signedOut: 0 };
      },
    });
    await fill(user, current(), 'not it');
    await fill(user, next(), 'a brand new password');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.account.wrongPassword)).toBeTruthy();
    await fill(user, current(), 'old password');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.account.passwordChangedTitle)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.account.wrongPassword)).toBeNull();
    expect(screen.queryByText(MESSAGES.account.changePasswordFailedTitle)).toBeNull();
  });

  it("an account without a password: the server's reason in the toast", async () => {
    const { user } = renderCard({
      'account.changePassword': trpcError('BAD_REQUEST', MESSAGES.account.noPassword),
    });
    await fill(user, current(), 'anything');
    await fill(user, next(), 'a brand new password');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.account.noPassword)).toBeTruthy();
  });
});

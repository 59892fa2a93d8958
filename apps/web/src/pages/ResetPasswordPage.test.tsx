import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { fill, render, screen, stubFetch, trpcError, within } from '../test-utils';
import ResetPasswordPage from './ResetPasswordPage';

const E = MESSAGES.email;
const TOKEN = 'reset-token-123';

function renderReset(route = `/reset-password?token=${TOKEN}`) {
  return render(<ResetPasswordPage />, { route });
}

const passwordField = () => screen.getByLabelText(MESSAGES.account.newPasswordLabel);
const submit = () => screen.getByRole('button', { name: E.resetSubmit });

describe('Reset password', () => {
  it('sets the new password with the link token, then leads to signing in', async () => {
    const server = stubFetch({ 'auth.me': null, 'auth.resetPassword': { reset: true } });
    const { user } = renderReset();
    expect(screen.getByRole('heading', { name: E.resetTitle })).toBeTruthy();
    await fill(user, passwordField(), 'a new secret');
    await user.click(submit());
    expect((await screen.findByRole('status')).textContent).toBe(E.resetDone);
    expect(server.calls('auth.resetPassword').map((c) => c.input)).toEqual([
      { token: TOKEN, newPassword: 'a new secret' },
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: E.signIn }).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(screen.queryByLabelText(MESSAGES.account.newPasswordLabel)).toBeNull();
  });

  it("checks the sign-up rules before sending, and shows the server's field message", async () => {
    const server = stubFetch({
      'auth.me': null,
      'auth.resetPassword': trpcError('BAD_REQUEST', MESSAGES.auth.passwordTooLong, {
        newPassword: [MESSAGES.auth.passwordTooLong],
      }),
    });
    const { user } = renderReset();
    await fill(user, passwordField(), 'short');
    await user.click(submit());
    expect(screen.getByText(MESSAGES.auth.passwordTooShort)).toBeTruthy();
    expect(server.calls('auth.resetPassword')).toHaveLength(0);

    await fill(user, passwordField(), 'long enough now');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.auth.passwordTooLong)).toBeTruthy();
    // A field message, not a refused link: the form stays.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit()).toBeTruthy();
  });

  it('shows a strength meter and refuses a guessable password with the clear message, sending nothing', async () => {
    const server = stubFetch({ 'auth.me': null });
    const { user } = renderReset();
    await fill(user, passwordField(), '12345678');
    expect(await screen.findByText(`${MESSAGES.auth.strengthLabel}: Very weak`)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.auth.passwordTooWeak)).toBeTruthy();
    expect(server.calls('auth.resetPassword')).toHaveLength(0);
  });

  it('says a used or expired link is invalid, with the way to a new one', async () => {
    stubFetch({ 'auth.me': null, 'auth.resetPassword': trpcError('BAD_REQUEST', E.resetInvalid) });
    const { user } = renderReset();
    await fill(user, passwordField(), 'a new secret');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(E.resetInvalid);
    expect(screen.getByRole('link', { name: E.requestNewLink }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: E.resetSubmit })).toBeNull();
  });

  it('says so at once when the link has no token', () => {
    const server = stubFetch({ 'auth.me': null });
    renderReset('/reset-password');
    expect(screen.getByRole('alert').textContent).toBe(E.resetInvalid);
    expect(screen.getByRole('link', { name: E.requestNewLink })).toBeTruthy();
    expect(screen.queryByLabelText(MESSAGES.account.newPasswordLabel)).toBeNull();
    expect(server.calls('auth.resetPassword')).toHaveLength(0);
  });
});

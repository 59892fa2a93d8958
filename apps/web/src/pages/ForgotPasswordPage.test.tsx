import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { fill, LocationProbe, render, screen, stubFetch, trpcError, within } from '../test-utils';
import ForgotPasswordPage from './ForgotPasswordPage';
import SignInPage from './SignInPage';

const E = MESSAGES.email;

function renderForgot(route = '/forgot-password') {
  return render(
    <>
      <ForgotPasswordPage />
      <LocationProbe />
    </>,
    { route },
  );
}

const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Email/ });
const submit = () => screen.getByRole('button', { name: E.forgotSubmit });

describe('Forgot password', () => {
  it('asks for the address, sends it, and answers the same whatever it was', async () => {
    const server = stubFetch({ 'auth.me': null, 'auth.requestPasswordReset': { sent: true } });
    const { user } = renderForgot();
    expect(screen.getByRole('heading', { name: E.forgotTitle })).toBeTruthy();
    expect(screen.getByText(E.forgotBody)).toBeTruthy();
    await fill(user, emailField(), '  Ada@Example.com ');
    await user.click(submit());
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toBe(E.forgotSent);
    expect(server.calls('auth.requestPasswordReset').map((c) => c.input)).toEqual([
      { email: 'ada@example.com' },
    ]);
    // The form is gone; the way back is there.
    expect(screen.queryByRole('button', { name: E.forgotSubmit })).toBeNull();
    expect(screen.getByRole('link', { name: E.backToSignIn }).getAttribute('href')).toBe('/sign-in');
  });

  it('starts with the address of ?email= (checked first)', () => {
    stubFetch({ 'auth.me': null });
    const { unmount } = renderForgot('/forgot-password?email=ada%40example.com');
    expect(emailField().value).toBe('ada@example.com');
    unmount();
    renderForgot('/forgot-password?email=%3Cimg%20src%3Dx%3E');
    expect(emailField().value).toBe('');
  });

  it('checks the address before sending', async () => {
    const server = stubFetch({ 'auth.me': null });
    const { user } = renderForgot();
    await fill(user, emailField(), 'not an address');
    await user.click(submit());
    expect(screen.getByText(MESSAGES.profile.invalidEmail)).toBeTruthy();
    expect(server.calls('auth.requestPasswordReset')).toHaveLength(0);
  });

  it('shows too many requests in place of the answer, and keeps the form', async () => {
    stubFetch({
      'auth.me': null,
      'auth.requestPasswordReset': trpcError('TOO_MANY_REQUESTS', E.resetTooMany),
    });
    const { user } = renderForgot('/forgot-password?email=ada%40example.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(E.resetTooMany);
    expect(screen.queryByText(E.forgotSent)).toBeNull();
    expect(submit()).toBeTruthy();
  });

  it("is linked under sign-in's password field, carrying the address typed there", async () => {
    stubFetch({ 'auth.me': null });
    const { user } = render(
      <>
        <SignInPage />
        <LocationProbe />
      </>,
      { route: '/sign-in' },
    );
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('link', { name: E.forgotLink }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await fill(user, within(form).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(form).getByRole('link', { name: E.forgotLink }));
    expect(screen.getByTestId('location').textContent).toBe('/forgot-password?email=ada%40example.com');
  });
});

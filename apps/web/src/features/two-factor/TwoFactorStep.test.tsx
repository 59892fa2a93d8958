import { MESSAGES, TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import TwoFactorSignInPage from '../../pages/TwoFactorSignInPage';
import { SignInForm } from '../auth/SignInForm';
import {
  LocationProbe,
  makeUser,
  render,
  restResponse,
  screen,
  stubFetch,
  trpcError,
  waitFor,
} from '../../test-utils';

const METHODS = { methods: { totp: true, recoveryCode: true, passkey: false } };

function renderStep(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'auth.me': null, 'twoFactor.challenge': METHODS, ...handlers });
  const view = render(
    <>
      <TwoFactorSignInPage />
      <LocationProbe />
    </>,
    { route: '/sign-in/two-factor' },
  );
  return { server, ...view };
}

describe('the second step of a sign-in', () => {
  it("signs in with the app's code (spaces dropped), remembering the device when ticked", async () => {
    const user = makeUser();
    const { server, user: u } = renderStep({ 'twoFactor.verifyTotp': user });
    const code = await screen.findByLabelText(M.codeLabel);
    await u.type(code, '123 456');
    await u.click(screen.getByLabelText(M.rememberDevice));
    await u.click(screen.getByRole('button', { name: M.verify }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(server.calls('twoFactor.verifyTotp')[0]?.input).toEqual({ code: '123456', rememberDevice: true });
  });

  it('says a wrong code under the field and a lock-out above the form', async () => {
    let answer = trpcError('BAD_REQUEST', M.codeWrong, { code: [M.codeWrong] });
    const { user } = renderStep({ 'twoFactor.verifyTotp': () => answer });
    await user.type(await screen.findByLabelText(M.codeLabel), '000000');
    await user.click(screen.getByRole('button', { name: M.verify }));
    expect(await screen.findByText(M.codeWrong)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    answer = trpcError('TOO_MANY_REQUESTS', MESSAGES.auth.tooManyAttempts);
    await user.click(screen.getByRole('button', { name: M.verify }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.auth.tooManyAttempts);
    // A malformed code never reaches the server.
    await user.clear(screen.getByLabelText(M.codeLabel));
    await user.type(screen.getByLabelText(M.codeLabel), '12');
    await user.click(screen.getByRole('button', { name: M.verify }));
    expect(await screen.findByText(M.codeFormat)).toBeTruthy();
  });

  it('switches to a recovery code and back', async () => {
    const { server, user } = renderStep({ 'twoFactor.verifyRecoveryCode': makeUser() });
    await user.click(await screen.findByRole('button', { name: M.useRecoveryCode }));
    await user.type(screen.getByLabelText(M.recoveryCodeLabel), 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: M.verify }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(server.calls('twoFactor.verifyRecoveryCode')[0]?.input).toEqual({
      code: 'ABCDEFGHIJKLMNOP',
      rememberDevice: false,
    });
  });

  it('offers a passkey when the account has one and the browser can use it', async () => {
    renderStep({ 'twoFactor.challenge': { methods: { ...METHODS.methods, passkey: true } } });
    expect(await screen.findByLabelText(M.codeLabel)).toBeTruthy();
    // happy-dom has no WebAuthn: no passkey button.
    expect(screen.queryByRole('button', { name: M.usePasskey })).toBeNull();
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    try {
      renderStep({ 'twoFactor.challenge': { methods: { ...METHODS.methods, passkey: true } } });
      expect(await screen.findByRole('button', { name: M.usePasskey })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when no sign-in waits for a second step, with the way back', async () => {
    renderStep({ 'twoFactor.challenge': null });
    expect(await screen.findByText(M.noPendingSignIn)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.backToSignIn }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByLabelText(M.codeLabel)).toBeNull();
  });
});

describe('the password form of an account with two-factor sign-in', () => {
  it('goes to the second step instead of the dashboard', async () => {
    const server = stubFetch({
      'auth.me': null,
      'POST /api/login': restResponse(200, { twoFactorRequired: true, ...METHODS }),
    });
    const { user } = render(
      <>
        <SignInForm />
        <LocationProbe />
      </>,
      { route: '/sign-in' },
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in/two-factor'));
    expect(server.calls('auth.me')).toHaveLength(0);
  });
});

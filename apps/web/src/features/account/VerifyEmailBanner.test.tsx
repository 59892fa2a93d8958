import { MESSAGES, verifyBannerText } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { makeUser, render, screen, stubFetch, trpcError, waitFor } from '../../test-utils';
import { useCurrentUser } from '../auth/use-auth';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** As in the layouts: the banner follows the signed-in user. */
function Banner() {
  return <VerifyEmailBanner user={useCurrentUser()} />;
}

const E = MESSAGES.email;
const unverified = makeUser({ emailVerified: false, email: 'ada@example.com' });

describe('VerifyEmailBanner', () => {
  it('shows the address the link went to while it is unverified', () => {
    stubFetch({ 'auth.me': unverified });
    render(<VerifyEmailBanner user={unverified} />, { user: unverified });
    expect(screen.getByText(verifyBannerText('ada@example.com'))).toBeTruthy();
    expect(screen.getByRole('button', { name: E.verifyResend })).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--verify-banner-height')).toMatch(/px$/);
  });

  it('sends the link again and says so', async () => {
    const server = stubFetch({ 'auth.me': unverified, 'account.resendVerification': { sent: true } });
    const { user } = render(<VerifyEmailBanner user={unverified} />, { user: unverified });
    await user.click(screen.getByRole('button', { name: E.verifyResend }));
    expect(await screen.findByText(E.verifySent)).toBeTruthy();
    expect(server.calls('account.resendVerification')).toHaveLength(1);
  });

  it('toasts too many requests', async () => {
    stubFetch({
      'auth.me': unverified,
      'account.resendVerification': trpcError('TOO_MANY_REQUESTS', E.verifyTooMany),
    });
    const { user } = render(<VerifyEmailBanner user={unverified} />, { user: unverified });
    await user.click(screen.getByRole('button', { name: E.verifyResend }));
    expect(await screen.findByText(E.verifyTooMany)).toBeTruthy();
    expect(screen.getByText(E.verifyResendFailedTitle)).toBeTruthy();
  });

  it('goes when the address turns out verified already (in another tab)', async () => {
    const server = stubFetch({
      'auth.me': unverified,
      'account.resendVerification': () => {
        server.use({ 'auth.me': { ...unverified, emailVerified: true } });
        return trpcError('BAD_REQUEST', E.verifyAlready);
      },
    });
    const { user } = render(<Banner />, { user: unverified });
    await user.click(screen.getByRole('button', { name: E.verifyResend }));
    expect(await screen.findByText(E.verifyAlready)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('verify-banner')).toBeNull());
  });

  it('is not there once the address is verified', () => {
    const verified = makeUser({ emailVerified: true });
    stubFetch({ 'auth.me': verified });
    render(<VerifyEmailBanner user={verified} />, { user: verified });
    expect(screen.queryByTestId('verify-banner')).toBeNull();
    expect(screen.queryByRole('button', { name: E.verifyResend })).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--verify-banner-height')).toBe('');
  });
});

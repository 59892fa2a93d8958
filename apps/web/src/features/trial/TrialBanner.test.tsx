import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { render, screen, stubFetch, trpcError, waitFor } from '../../test-utils';
import { TrialBanner, TrialBannerView } from './TrialBanner';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const DAY = 86_400_000;

describe('TrialBannerView', () => {
  it('shows the days left (rounded up) while the trial runs, with an upgrade link', () => {
    stubFetch({});
    render(
      <TrialBannerView
        now={NOW}
        access={{
          status: 'pro',
          reason: 'trial',
          trialEndsAt: new Date(NOW.getTime() + 2.2 * DAY).toISOString(),
        }}
      />,
    );
    expect(screen.getByText('3 days left in your Pro trial')).toBeTruthy();
    expect(screen.getByTestId('trial-banner').getAttribute('data-variant')).toBe('trial');
    expect(screen.getByRole('link', { name: MESSAGES.trial.upgrade }).getAttribute('href')).toBe('/upgrade');
  });

  it("says '1 day' on the last day", () => {
    stubFetch({});
    render(
      <TrialBannerView
        now={NOW}
        access={{
          status: 'pro',
          reason: 'trial',
          trialEndsAt: new Date(NOW.getTime() + 60_000).toISOString(),
        }}
      />,
    );
    expect(screen.getByText('1 day left in your Pro trial')).toBeTruthy();
  });

  it('shows the ended banner after expiry', () => {
    stubFetch({});
    render(
      <TrialBannerView
        now={NOW}
        access={{ status: 'starter', reason: 'expired', trialEndsAt: '2025-03-01T00:00:00.000Z' }}
      />,
    );
    expect(screen.getByText("Your trial ended. You're on the Starter plan (5 sessions/month)")).toBeTruthy();
    expect(screen.getByTestId('trial-banner').getAttribute('data-variant')).toBe('expired');
    expect(screen.getByRole('link', { name: MESSAGES.trial.upgrade }).getAttribute('href')).toBe('/upgrade');
  });

  it('shows nothing without access info', () => {
    stubFetch({});
    render(<TrialBannerView access={null} />);
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });
});

describe('TrialBanner', () => {
  it('reads trial.status', async () => {
    stubFetch({
      'trial.status': {
        access: { status: 'starter', reason: 'expired', trialEndsAt: '2025-03-01T00:00:00.000Z' },
      },
    });
    render(<TrialBanner />);
    expect(await screen.findByText(MESSAGES.trial.trialEnded)).toBeTruthy();
  });

  it('shows nothing, silently, when the status call fails', async () => {
    const server = stubFetch({ 'trial.status': trpcError('UNAUTHORIZED') });
    render(<TrialBanner />);
    await waitFor(() => expect(server.calls('trial.status')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('trial-banner')).toBeNull();
    expect(screen.queryByText(MESSAGES.auth.unauthorizedBody)).toBeNull();
  });
});

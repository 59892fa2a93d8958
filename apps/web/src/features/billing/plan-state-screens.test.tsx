import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import {
  planCaseUsers,
  quotaOf,
  render,
  screen,
  stubFetch,
  trialStatusOf,
  waitFor,
  type PlanCase,
} from '../../test-utils';
import { AccountStatusPanel } from '../account/AccountStatusPanel';
import { MemorySettings } from '../account/MemorySettings';
import { SubscriptionCard } from '../dashboard/SubscriptionCard';
import { TrialBanner } from '../trial/TrialBanner';

/** What every screen says for each plan-state case (the same user, the same words everywhere). */
const EXPECTED: Record<
  PlanCase,
  { label: string; usage: string; banner: 'trial' | 'expired' | null; memory: boolean }
> = {
  'trial active': { label: 'Pro trial', usage: '3 / ∞', banner: 'trial', memory: true },
  'trial ended on starter': { label: 'Starter', usage: '3 / 5', banner: 'expired', memory: false },
  'paying Pro': { label: 'Pro', usage: '3 / ∞', banner: null, memory: true },
  'Founder+': { label: 'Founder+', usage: '3 / ∞', banner: null, memory: true },
};

const users = planCaseUsers();
const cases = Object.entries(EXPECTED) as [PlanCase, (typeof EXPECTED)[PlanCase]][];

describe.each(cases)('plan state: %s', (name, expected) => {
  const user = users[name];
  const stub = () =>
    stubFetch({
      'auth.me': user,
      'chat.quota': quotaOf(user),
      'trial.status': trialStatusOf(user),
      'memory.list': [],
    });

  it(`overview Subscription card says '${expected.label}' and ${expected.usage}`, async () => {
    stub();
    render(<SubscriptionCard user={user} />, { user });
    expect(screen.getByTestId('plan-badge').textContent).toBe(expected.label);
    await waitFor(() => expect(screen.getByTestId('sessions-usage').textContent).toBe(expected.usage));
  });

  it(`Profile's Account Status panel says '${expected.label}'`, () => {
    stub();
    render(<AccountStatusPanel user={user} />, { user });
    expect(screen.getByTestId('status-subscription-plan').textContent).toBe(expected.label);
    expect(screen.getByTestId('status-sessions-this-month').textContent).toBe('3');
  });

  it(expected.banner ? `shows the ${expected.banner} trial banner` : 'shows no trial banner', async () => {
    const server = stub();
    render(<TrialBanner />, { user });
    if (expected.banner) {
      expect((await screen.findByTestId('trial-banner')).getAttribute('data-variant')).toBe(expected.banner);
    } else {
      await waitFor(() => expect(server.calls('trial.status')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByTestId('trial-banner')).toBeNull();
    }
  });

  it(expected.memory ? 'allows long-term memory' : 'offers long-term memory as a Pro feature', () => {
    stub();
    render(<MemorySettings user={user} />, { user });
    expect(screen.queryByTestId('memory-pro-note') === null).toBe(expected.memory);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: MESSAGES.memory.switchLabel }).disabled).toBe(
      !expected.memory,
    );
  });
});

import { MESSAGES } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { billingStatusOf, planCaseUsers, render, screen, stubFetch, waitFor, within } from '../test-utils';
import UpgradePage from './UpgradePage';

const B = MESSAGES.billing;
const users = planCaseUsers();

function renderUpgrade(
  user = users['trial ended on starter'],
  options: Parameters<typeof billingStatusOf>[1] = {},
) {
  const server = stubFetch({
    'auth.me': user,
    'billing.status': billingStatusOf(user, options),
    'billing.checkout': (input) => ({ url: `https://pay.example/checkout/${input.plan}` }),
    'billing.portal': { url: 'https://pay.example/portal' },
  });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  return { server, assign, ...render(<UpgradePage />, { route: '/upgrade', user }) };
}

describe('/upgrade', () => {
  it('shows the three plans; Starter is the current plan after the trial; Go Pro goes to the payment page', async () => {
    const { assign, user } = renderUpgrade();
    expect(screen.getByRole('heading', { name: B.upgradeTitle })).toBeTruthy();
    expect(screen.getByTestId('plan-starter-marker').textContent).toBe(B.currentPlan);
    const goPro = within(screen.getByTestId('plan-pro')).getByRole('button', { name: 'Go Pro' });
    await waitFor(() => expect((goPro as HTMLButtonElement).disabled).toBe(false));
    await user.click(goPro);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/pro'));
  });

  it('payments off: the clear message instead of a checkout', async () => {
    renderUpgrade(users['trial active'], { enabled: false });
    expect((await screen.findByTestId('payments-disabled')).textContent).toContain(B.paymentsDisabled);
  });

  it('a paying user manages billing in the portal', async () => {
    const { assign, user } = renderUpgrade(users['Founder+'], {
      subscription: {
        status: 'active',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        card: null,
        billingAddress: null,
      },
    });
    expect(await screen.findByTestId('plan-founder-marker')).toBeTruthy();
    const manage = await screen.findAllByRole('button', { name: B.manageBilling });
    await user.click(manage[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/portal'));
  });

  it('back from a cancelled checkout: says nothing was paid', async () => {
    stubFetch({ 'auth.me': users['trial active'], 'billing.status': billingStatusOf(users['trial active']) });
    render(<UpgradePage />, { route: '/upgrade?checkout=cancelled', user: users['trial active'] });
    expect(await screen.findByText(B.checkoutCancelledTitle)).toBeTruthy();
  });
});

import { MESSAGES } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import {
  billingStatusOf,
  LocationProbe,
  planCaseUsers,
  quotaOf,
  render,
  screen,
  stubFetch,
  trialStatusOf,
  trpcError,
  waitFor,
  within,
  type PlanCase,
} from '../test-utils';
import AccountSubscriptionPage from './AccountSubscriptionPage';

const B = MESSAGES.billing;
const users = planCaseUsers();
const SUBSCRIPTION = {
  status: 'active',
  currentPeriodEnd: '2026-12-24T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  card: { brand: 'visa', last4: '4242' },
  billingAddress: {
    line1: '1 Analytical Way',
    line2: null,
    city: 'London',
    state: null,
    postalCode: 'N1 9GU',
    country: 'GB',
  },
};

function renderPage(
  name: PlanCase,
  options: Parameters<typeof billingStatusOf>[1] = {},
  route = '/account/subscription',
) {
  const user = users[name];
  const paying = name === 'paying Pro' || name === 'Founder+';
  const server = stubFetch({
    'auth.me': user,
    'billing.status': billingStatusOf(user, { subscription: paying ? SUBSCRIPTION : null, ...options }),
    'trial.status': trialStatusOf(user),
    'chat.quota': quotaOf(user),
    'billing.checkout': (input) => ({ url: `https://pay.example/checkout/${input.plan}` }),
    'billing.portal': { url: 'https://pay.example/portal' },
  });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  return {
    server,
    assign,
    ...render(
      <>
        <AccountSubscriptionPage />
        <LocationProbe />
      </>,
      { route, user },
    ),
  };
}

const plan = (id: string) => screen.getByTestId(`plan-${id}`);

describe.each([
  ['trial active', 'Pro trial', '3', 'N/A'],
  ['trial ended on starter', 'Starter', '3 / 5', 'N/A'],
  ['paying Pro', 'Pro', '3', 'Dec 24, 2026'],
  ['Founder+', 'Founder+', '3', 'Dec 24, 2026'],
] as const)('Subscription page: %s', (name, label, sessions, nextBilling) => {
  it(`shows '${label}', sessions ${sessions}, status Active, next billing ${nextBilling}`, async () => {
    renderPage(name);
    await waitFor(() => expect(screen.getByTestId('plan-next-billing').textContent).toBe(nextBilling));
    expect(screen.getByTestId('current-plan-badge').textContent).toBe(label);
    expect(screen.getByTestId('plan-sessions').textContent).toBe(sessions);
    expect(screen.getByTestId('plan-status').textContent).toBe('Active');
  });
});

describe('Subscription page', () => {
  it('marks the current plan and shows the three plans with their prices', async () => {
    renderPage('paying Pro');
    expect(await screen.findByTestId('plan-pro-marker')).toBeTruthy();
    expect(
      within(plan('pro')).getByText(B.currentPlan, { selector: 'span.mantine-Badge-label' }),
    ).toBeTruthy();
    expect(within(plan('starter')).getByText('$19')).toBeTruthy();
    expect(within(plan('pro')).getByText('$39')).toBeTruthy();
    expect(within(plan('founder')).getByText('$199')).toBeTruthy();
    expect(within(plan('pro')).getByText('Most popular')).toBeTruthy();
    expect(screen.queryByTestId('plan-enterprise')).toBeNull();
  });

  it('Go Pro opens the payment page the api returns', async () => {
    const { server, assign, user } = renderPage('trial ended on starter');
    const goPro = within(plan('pro')).getByRole('button', { name: 'Go Pro' });
    await waitFor(() => expect((goPro as HTMLButtonElement).disabled).toBe(false));
    await user.click(goPro);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/pro'));
    expect(server.calls('billing.checkout')[0]?.input).toEqual({ plan: 'pro' });
  });

  it('Join Founder+ for a user in the trial', async () => {
    const { assign, user } = renderPage('trial active');
    expect(await screen.findByTestId('plan-pro-marker')).toBeTruthy();
    expect(screen.getByTestId('plan-pro-marker').textContent).toBe(B.yourTrial);
    const join = within(plan('founder')).getByRole('button', { name: 'Join Founder+' });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    await user.click(join);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/founder'));
  });

  it('says plainly that online payment is off, with the plan buttons disabled', async () => {
    const { server } = renderPage('trial ended on starter', { enabled: false });
    expect((await screen.findByTestId('payments-disabled')).textContent).toContain(B.paymentsDisabled);
    expect(within(plan('pro')).getByRole<HTMLButtonElement>('button', { name: 'Go Pro' }).disabled).toBe(
      true,
    );
    expect(
      within(plan('founder')).getByRole<HTMLButtonElement>('button', { name: 'Join Founder+' }).disabled,
    ).toBe(true);
    expect(server.calls('billing.checkout')).toHaveLength(0);
  });

  it("toasts the api's refusal of a checkout", async () => {
    const { user, server } = renderPage('trial ended on starter');
    server.use({ 'billing.checkout': trpcError('PRECONDITION_FAILED', B.paymentsDisabled) });
    const goPro = within(plan('pro')).getByRole('button', { name: 'Go Pro' });
    await waitFor(() => expect((goPro as HTMLButtonElement).disabled).toBe(false));
    await user.click(goPro);
    expect(await screen.findByText(B.checkoutFailTitle)).toBeTruthy();
    expect(screen.getAllByText(B.paymentsDisabled).length).toBeGreaterThan(0);
  });

  it("shows the provider's billing information to a paying user; Update and Cancel open the portal", async () => {
    const { assign, user } = renderPage('paying Pro');
    expect((await screen.findByTestId('billing-card')).textContent).toBe('Visa •••• 4242');
    const address = screen.getByTestId('billing-address');
    expect(within(address).getByText('1 Analytical Way')).toBeTruthy();
    expect(within(address).getByText('N1 9GU London')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: B.cancelSubscription }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/portal'));
  });

  it('shows no billing information to a user without a subscription', async () => {
    const { server } = renderPage('trial active');
    await waitFor(() => expect(server.calls('billing.status')).toHaveLength(1));
    await screen.findByTestId('plan-pro-marker');
    expect(screen.queryByRole('heading', { name: B.billingInfoTitle })).toBeNull();
  });

  it('back from the payment page: toasts, fetches the user again and cleans the address', async () => {
    const { server } = renderPage('paying Pro', {}, '/account/subscription?checkout=success');
    expect(await screen.findByText(B.checkoutSuccessTitle)).toBeTruthy();
    await waitFor(() => expect(server.calls('auth.me').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/subscription'));
  });
});

import { Stack, Title } from '@mantine/core';
import { MESSAGES } from '@mentor/validation';
import { useCurrentUser } from '../features/auth/use-auth';
import { BillingInfoCard } from '../features/billing/BillingInfoCard';
import { CurrentPlanCard } from '../features/billing/CurrentPlanCard';
import { PlanCards } from '../features/billing/PlanCards';
import {
  planOf,
  useBillingRedirects,
  useBillingStatus,
  useCheckoutReturn,
} from '../features/billing/use-billing';
import { TrialBanner } from '../features/trial/TrialBanner';

/**
 * /account/subscription (spec section 2): Current Plan, the three plan cards (same buttons as /upgrade) and, for
 * a paying user with an online subscription, Billing Information from the payment provider.
 */
export default function AccountSubscriptionPage() {
  const user = useCurrentUser();
  const status = useBillingStatus();
  const redirects = useBillingRedirects();
  useCheckoutReturn();
  const plan = status.data?.plan ?? planOf(user);
  const showBilling = plan.paid && plan.hasSubscription;

  return (
    <Stack gap="lg">
      <TrialBanner />
      <CurrentPlanCard plan={plan} subscription={status.data?.subscription} />
      <Stack gap="xs" component="section" aria-labelledby="plans-title">
        <Title order={2} fz="lg" id="plans-title">
          {MESSAGES.billing.plansTitle}
        </Title>
        <PlanCards plan={plan} paymentsEnabled={status.data?.enabled} redirects={redirects} />
      </Stack>
      {showBilling && (
        <BillingInfoCard
          subscription={status.data?.subscription ?? null}
          unavailable={status.data?.subscriptionUnavailable ?? false}
          redirects={redirects}
        />
      )}
    </Stack>
  );
}

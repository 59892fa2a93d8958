import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CHECKOUT_PLANS,
  MESSAGES,
  PLANS,
  type CheckoutPlan,
  type Plan,
  type PlanState,
} from '@mentor/validation';
import { IconInfoCircle } from '@tabler/icons-react';
import { PlanCard } from '../landing/PlanCard';
import type { useBillingRedirects } from './use-billing';

const B = MESSAGES.billing;
/** The three plans a user can be on (spec section 9); Enterprise is a marketing plan of the landing page. */
const USER_PLANS = PLANS.filter((plan) => plan.id !== 'enterprise');
const PAYMENTS_OFF_ID = 'payments-disabled-note';

const isCheckoutPlan = (id: Plan['id']): id is CheckoutPlan =>
  (CHECKOUT_PLANS as readonly string[]).includes(id);

export interface PlanCardsProps {
  plan: PlanState;
  /** Online payment is on (billing.status); undefined while the status loads. */
  paymentsEnabled: boolean | undefined;
  redirects: ReturnType<typeof useBillingRedirects>;
}

/**
 * Starter, Pro and Founder+ with the user's current plan marked. Go Pro / Join Founder+ open the payment page;
 * a paying user changes or cancels through the billing portal (Manage billing). With online payment off the plan
 * buttons are disabled and say why.
 */
export function PlanCards({ plan, paymentsEnabled, redirects }: PlanCardsProps) {
  const paymentsOff = paymentsEnabled === false;
  const subscribesOnline = !plan.paid;

  function action(card: Plan) {
    const current = !plan.fromTrial && plan.tier === card.id;
    const variant = card.mostPopular ? 'filled' : 'light';
    if (current) {
      return (
        <Button fullWidth radius="md" size="md" variant="default" disabled>
          {B.currentPlan}
        </Button>
      );
    }
    if (card.id === 'starter') {
      if (plan.fromTrial || !plan.hasSubscription) {
        return (
          <Text size="sm" c="dimmed" ta="center">
            {plan.fromTrial ? B.starterAfterTrial : B.adminManagedPlan}
          </Text>
        );
      }
    }
    if (plan.paid) {
      // Changing a paid plan happens where the subscription lives.
      return plan.hasSubscription ? (
        <Button
          fullWidth
          radius="md"
          size="md"
          variant={variant}
          onClick={redirects.openPortal}
          loading={redirects.portalPending}
          disabled={redirects.busy && !redirects.portalPending}
        >
          {B.manageBilling}
        </Button>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {B.adminManagedPlan}
        </Text>
      );
    }
    if (!isCheckoutPlan(card.id)) return null;
    const id = card.id;
    return (
      <Button
        fullWidth
        radius="md"
        size="md"
        variant={variant}
        onClick={() => redirects.startCheckout(id)}
        loading={redirects.pendingPlan === id}
        disabled={paymentsEnabled !== true || (redirects.busy && redirects.pendingPlan !== id)}
        aria-describedby={paymentsOff ? PAYMENTS_OFF_ID : undefined}
      >
        {card.cta}
      </Button>
    );
  }

  function marker(card: Plan): string | null {
    if (plan.fromTrial) return card.id === 'pro' ? B.yourTrial : null;
    return plan.tier === card.id ? B.currentPlan : null;
  }

  return (
    <Stack gap="lg">
      {paymentsOff && subscribesOnline && (
        <Alert
          id={PAYMENTS_OFF_ID}
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          role="status"
          data-testid="payments-disabled"
        >
          {B.paymentsDisabled}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing={32} pt="sm">
        {USER_PLANS.map((card) => (
          <PlanCard key={card.id} plan={card} marker={marker(card)} action={action(card)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

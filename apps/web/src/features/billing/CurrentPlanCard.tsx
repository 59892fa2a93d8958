import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { planLabel, sessionsUsageLabel } from '@mentor/ui';
import { formatDisplayDate, MESSAGES, type PlanState, type SubscriptionSummary } from '@mentor/validation';

const B = MESSAGES.billing;

/** 'past_due' -> 'Past due'. */
const statusLabel = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The Subscription page's Current Plan (spec section 2): the plan badge, sessions used (' / 5' only on Starter),
 * Plan Status (the provider's status with a subscription, otherwise 'Active') and Next Billing (the provider's
 * period end, otherwise 'N/A').
 */
export function CurrentPlanCard({
  plan,
  subscription,
}: {
  plan: PlanState;
  subscription: SubscriptionSummary | null | undefined;
}) {
  const onStarter = plan.tier === 'starter';
  const rows = [
    {
      id: 'sessions',
      label: B.sessionsUsed,
      value: onStarter
        ? sessionsUsageLabel(plan.sessions.used, plan.sessions.limit)
        : String(plan.sessions.used),
    },
    {
      id: 'status',
      label: B.planStatus,
      value: subscription ? statusLabel(subscription.status) : B.statusActive,
    },
    {
      id: 'next-billing',
      label: B.nextBilling,
      value: subscription?.currentPeriodEnd
        ? formatDisplayDate(subscription.currentPeriodEnd)
        : B.notAvailable,
      note: subscription?.cancelAtPeriodEnd ? B.cancelsAtPeriodEnd : null,
    },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-plan-title">
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Title order={2} fz="lg" id="current-plan-title">
          {B.currentPlanTitle}
        </Title>
        <Badge variant="light" size="lg" data-testid="current-plan-badge">
          {planLabel(plan)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {rows.map((row) => (
          <div key={row.id}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
              {row.label}
            </Text>
            <Text fw={600} data-testid={`plan-${row.id}`}>
              {row.value}
            </Text>
            {row.note && (
              <Text size="xs" c="dimmed">
                {row.note}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

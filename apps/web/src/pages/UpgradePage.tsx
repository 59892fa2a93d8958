import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@mentor/validation';
import { useCurrentUser } from '../features/auth/use-auth';
import { PlanCards } from '../features/billing/PlanCards';
import {
  planOf,
  useBillingRedirects,
  useBillingStatus,
  useCheckoutReturn,
} from '../features/billing/use-billing';

const B = MESSAGES.billing;

/** /upgrade (the trial banners' link): the three plans, the current one marked, checkout and Manage billing. */
export default function UpgradePage() {
  const user = useCurrentUser();
  const status = useBillingStatus();
  const redirects = useBillingRedirects();
  useCheckoutReturn();
  const plan = status.data?.plan ?? planOf(user);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {B.upgradeTitle}
          </Title>
          <Text c="dimmed" mt={4}>
            {B.upgradeSubtitle}
          </Text>
        </div>
        {plan.hasSubscription && status.data?.enabled && (
          <Button variant="default" onClick={redirects.openPortal} loading={redirects.portalPending}>
            {B.manageBilling}
          </Button>
        )}
      </Group>
      <PlanCards plan={plan} paymentsEnabled={status.data?.enabled} redirects={redirects} />
    </Stack>
  );
}

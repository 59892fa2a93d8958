import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { planLabel, sessionsUsageLabel, sessionsUsagePercent } from '@mentor/ui';
import { ROUTES, UNLIMITED_SESSIONS, type PublicUser } from '@mentor/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc';
import { planOf } from '../billing/use-billing';

/**
 * Overview Subscription card: the plan (planState of the user: 'Pro trial' only while the access comes from the
 * trial) and this month's sessions over the limit that applies now ('∞' when unlimited), as the server counts
 * them (chat.quota, also from planState). The user's plan state stands in while the quota loads.
 */
export function SubscriptionCard({ user, now }: { user: PublicUser; now?: Date }) {
  const trpc = useTRPC();
  const quota = useQuery(trpc.chat.quota.queryOptions()).data;
  const plan = planOf(user, now);
  const used = quota?.sessionsThisMonth ?? plan.sessions.used;
  const limit = quota?.limit ?? plan.sessions.limit;
  const unlimited = limit === UNLIMITED_SESSIONS;
  const percent = sessionsUsagePercent(used, limit);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            Subscription
          </Title>
          <Badge variant="light" size="lg" data-testid="plan-badge">
            {planLabel(plan)}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Sessions this month
            </Text>
            <Text size="sm" fw={600} data-testid="sessions-usage">
              {sessionsUsageLabel(used, limit)}
            </Text>
          </Group>
          {!unlimited && (
            <Progress
              value={percent}
              color={percent >= 100 ? 'red' : percent >= 80 ? 'yellow' : 'brand'}
              aria-label="Sessions used"
            />
          )}
        </Stack>
        <Anchor component={Link} to={ROUTES.subscription} size="sm" fw={500}>
          Manage subscription
        </Anchor>
      </Stack>
    </Card>
  );
}

import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { sessionsUsageLabel, sessionsUsagePercent, tierLabel } from '@mentor/ui';
import { ROUTES, TRIAL_TIER_LABEL, UNLIMITED_SESSIONS, type PublicUser } from '@mentor/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc';

/**
 * Overview Subscription card: the plan and this month's sessions over the limit that applies now ('∞' when
 * unlimited), as the server counts them (chat.quota): a Starter account in its trial is unlimited until the trial
 * ends. The user's own fields stand in while the quota loads.
 */
export function SubscriptionCard({
  user,
}: {
  user: Pick<PublicUser, 'subscriptionTier' | 'sessionsThisMonth' | 'sessionsLimit'>;
}) {
  const trpc = useTRPC();
  const quota = useQuery(trpc.chat.quota.queryOptions()).data;
  const used = quota?.sessionsThisMonth ?? user.sessionsThisMonth;
  const limit = quota?.limit ?? user.sessionsLimit;
  const unlimited = limit === UNLIMITED_SESSIONS;
  const percent = sessionsUsagePercent(used, limit);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            Subscription
          </Title>
          <Badge variant="light" size="lg">
            {quota?.trialActive ? TRIAL_TIER_LABEL : tierLabel(user.subscriptionTier)}
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

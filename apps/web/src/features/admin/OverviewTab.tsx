import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dateOrNA } from '@mentor/ui';
import { ADMIN_DISPLAY_BARS, ADMIN_UI, formatUsd } from '@mentor/validation';
import { formatCount } from './format';
import { LoadFailed } from './LoadFailed';
import { StatCard } from './StatCard';
import { SupportInbox } from './SupportInbox';
import { PlanBadge } from './PlanBadge';
import { useAdminRevenueStats, useAdminUsageStats, useAdminUserStats, useRecentUsers } from './use-admin';

const S = ADMIN_UI.stats;

function RecentActivity() {
  const recent = useRecentUsers();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h4" mb="sm">
        {ADMIN_UI.recentActivity}
      </Title>
      {recent.isError ? (
        <LoadFailed queries={[recent]} />
      ) : !recent.data ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={40} />
          ))}
        </Stack>
      ) : recent.data.users.length === 0 ? (
        <Text c="dimmed">{ADMIN_UI.recentActivityEmpty}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {recent.data.users.map((u) => (
            <Group key={u.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {u.name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {u.email}
                </Text>
              </div>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <PlanBadge plan={u.plan} align="flex-end" />
                <Text size="xs" c="dimmed">
                  {ADMIN_UI.joined(dateOrNA(u.createdAt))}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function Bar({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {value}%
        </Text>
      </Group>
      <Progress value={value} aria-label={label} />
    </div>
  );
}

function UsageOverview() {
  const usage = useAdminUsageStats();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h4" mb="sm">
        {ADMIN_UI.usageOverview}
      </Title>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm">{ADMIN_UI.aiMinutesUsed}</Text>
          {usage.data ? (
            <Text fw={700} data-testid="ai-minutes">
              {formatCount(usage.data.totalMinutes)}
            </Text>
          ) : (
            <Skeleton h={20} w={60} />
          )}
        </Group>
        <Bar label={ADMIN_UI.sessionCompletion} value={ADMIN_DISPLAY_BARS.sessionCompletion} />
        <Bar label={ADMIN_UI.userSatisfaction} value={ADMIN_DISPLAY_BARS.userSatisfaction} />
      </Stack>
    </Card>
  );
}

/** Overview: the four headline figures, Recent Activity, Usage Overview and the support inbox. */
export function OverviewTab() {
  const users = useAdminUserStats();
  const revenue = useAdminRevenueStats();
  const usage = useAdminUsageStats();
  return (
    <Stack gap="lg">
      <LoadFailed queries={[users, revenue, usage]} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          testId="stat-totalUsers"
          label={S.totalUsers}
          value={users.data && formatCount(users.data.totalUsers)}
          hint={users.data && S.activeThisMonth(users.data.activeThisMonth)}
        />
        <StatCard
          testId="stat-monthlyRevenue"
          label={S.monthlyRevenue}
          value={revenue.data && formatUsd(revenue.data.monthlyRevenue)}
          hint={revenue.data && S.totalRevenue(formatUsd(revenue.data.totalRevenue), revenue.data.source)}
        />
        <StatCard
          testId="stat-totalSessions"
          label={S.totalSessions}
          value={usage.data && formatCount(usage.data.totalSessions)}
          hint={usage.data && S.avgMinutes(usage.data.avgSessionLength)}
        />
        <StatCard
          testId="stat-paidUsers"
          label={S.paidUsers}
          value={users.data && formatCount(users.data.paidUsers)}
          hint={users.data && S.conversion(users.data.conversionRate)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RecentActivity />
        <UsageOverview />
      </SimpleGrid>
      <SupportInbox />
    </Stack>
  );
}

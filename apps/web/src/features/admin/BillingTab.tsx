import { SimpleGrid, Stack } from '@mantine/core';
import { tierLabel } from '@mentor/ui';
import { ADMIN_UI, SUBSCRIPTION_TIERS, formatUsd } from '@mentor/validation';
import { formatCount } from './format';
import { LoadFailed } from './LoadFailed';
import { StatCard } from './StatCard';
import { useAdminRevenueStats } from './use-admin';

const S = ADMIN_UI.stats;

/** Billing: monthly revenue (list price of the paid plans), paid subscribers and the conversion rate. */
export function BillingTab() {
  const revenue = useAdminRevenueStats();
  const data = revenue.data;
  const byTier = data
    ? SUBSCRIPTION_TIERS.map((t) => `${tierLabel(t)} ${formatCount(data.subscribersByTier[t] ?? 0)}`).join(
        ' · ',
      )
    : undefined;
  return (
    <Stack gap="lg">
      <LoadFailed queries={[revenue]} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          testId="stat-monthlyRevenue"
          label={S.monthlyRevenue}
          value={data && formatUsd(data.monthlyRevenue)}
          hint={data && S.totalRevenue(formatUsd(data.totalRevenue), data.source)}
        />
        <StatCard
          testId="stat-paidSubscribers"
          label={S.paidSubscribers}
          value={data && formatCount(data.paidSubscribers)}
          hint={byTier}
        />
        <StatCard
          testId="stat-conversionRate"
          label={S.conversionRate}
          value={data && `${data.conversionRate}%`}
        />
      </SimpleGrid>
    </Stack>
  );
}

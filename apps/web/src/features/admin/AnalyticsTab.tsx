import { Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { ADMIN_UI, formatDisplayDate } from '@mentor/validation';
import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { formatCount } from './format';
import { LoadFailed } from './LoadFailed';
import { StatCard } from './StatCard';
import { useAdminDaily, useAdminUsageStats, useAdminUserStats } from './use-admin';

/**
 * The charts' code (recharts, about 470 kB raw) loads when this tab opens, never with the admin page; a skeleton
 * of the chart's height stands in while it does (no layout shift).
 */
const DailyBarChart = lazyPage(() => import('./DailyBarChart'));
const CHART_HEIGHT = 220;

const S = ADMIN_UI.stats;
const C = ADMIN_UI.charts;

/** 'Nov 05' of a 'yyyy-mm-dd' UTC day. */
function dayLabel(date: string): string {
  return formatDisplayDate(`${date}T12:00:00`).slice(0, 6);
}

function DailyChart({
  title,
  series,
  color,
}: {
  title: string;
  series: 'sessions' | 'signUps';
  color: string;
}) {
  const daily = useAdminDaily();
  const data = daily.data?.map((d) => ({ day: dayLabel(d.date), [series]: d[series] }));
  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {daily.isError ? (
        <LoadFailed queries={[daily]} />
      ) : !data ? (
        <Skeleton h={CHART_HEIGHT} />
      ) : (
        <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
          <DailyBarChart
            height={CHART_HEIGHT}
            data={data}
            series={series}
            label={series === 'sessions' ? C.sessions : C.signUps}
            color={color}
          />
        </Suspense>
      )}
    </Card>
  );
}

/** Analytics: user and session figures, and sessions and sign-ups per day over 30 days. */
export function AnalyticsTab() {
  const users = useAdminUserStats();
  const usage = useAdminUsageStats();
  return (
    <Stack gap="lg">
      <LoadFailed queries={[users, usage]} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <StatCard
          testId="stat-totalUsers"
          label={S.totalUsers}
          value={users.data && formatCount(users.data.totalUsers)}
          hint={users.data && S.bannedUsers(users.data.bannedUsers)}
        />
        <StatCard
          testId="stat-activeUsers"
          label={S.activeUsers30}
          value={users.data && formatCount(users.data.activeUsers)}
        />
        <StatCard
          testId="stat-paidConversion"
          label={S.paidConversion}
          value={users.data && `${users.data.conversionRate}%`}
        />
        <StatCard
          testId="stat-avgSessionLength"
          label={S.avgSessionLength}
          value={usage.data && S.minutes(usage.data.avgSessionLength)}
        />
        <StatCard
          testId="stat-totalSessions"
          label={S.totalSessions}
          value={usage.data && formatCount(usage.data.totalSessions)}
        />
        <StatCard
          testId="stat-sessionsPerUser"
          label={S.sessionsPerUser}
          value={usage.data && String(usage.data.sessionsPerUser)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DailyChart title={C.sessionsPerDay} series="sessions" color="brand.6" />
        <DailyChart title={C.signUpsPerDay} series="signUps" color="teal.6" />
      </SimpleGrid>
    </Stack>
  );
}

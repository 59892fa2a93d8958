import { Card, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { ADMIN_UI, formatUsd } from '@mentor/validation';
import { formatCount } from './format';
import { LoadFailed } from './LoadFailed';
import { FeedbackCard } from './FeedbackCard';
import { SafetyFlagsCard } from './SafetyFlagsCard';
import { StatCard } from './StatCard';
import { useAdminFeedbackStats, useAdminSafetyStats, useAdminUsageStats } from './use-admin';

const S = ADMIN_UI.stats;

/**
 * AI Oversight: sessions, minutes, the spec's estimated AI cost (minutes × $0.02, computed by the api) and, beside
 * it, the cost the metered provider calls recorded; how often the safety screen answered with crisis help; and how
 * people rated the mentor's replies.
 */
export function AiOversightTab() {
  const usage = useAdminUsageStats();
  const safety = useAdminSafetyStats();
  const feedback = useAdminFeedbackStats();
  const data = usage.data;
  return (
    <Stack gap="lg">
      <LoadFailed queries={[usage, safety, feedback]} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          testId="stat-totalSessions"
          label={S.totalSessions}
          value={data && formatCount(data.totalSessions)}
          hint={data && S.sessionsThisMonth(data.sessionsThisMonth)}
        />
        <StatCard
          testId="stat-totalMinutes"
          label={S.totalMinutes}
          value={data && formatCount(data.totalMinutes)}
        />
        <StatCard
          testId="stat-estimatedAiCost"
          label={S.estimatedAiCost}
          value={data && formatUsd(data.estimatedAiCost)}
          hint={data && S.estimatedAiCostHint(data.totalMinutes)}
        />
        <StatCard
          testId="stat-recordedAiCost"
          label={S.recordedAiCost}
          value={data && formatUsd(data.ai.recordedCost)}
          hint={data && S.recordedAiCostHint(data.ai.calls)}
        />
      </SimpleGrid>
      {data && (
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h4" mb="sm">
            {S.aiCalls}
          </Title>
          <Table>
            <Table.Tbody>
              {[
                [S.aiCalls, formatCount(data.ai.calls)],
                [S.inputTokens, formatCount(data.ai.inputTokens)],
                [S.outputTokens, formatCount(data.ai.outputTokens)],
                [S.audioSeconds, formatCount(data.ai.audioSeconds)],
              ].map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td ta="right">{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {!safety.isError && <SafetyFlagsCard stats={safety.data} />}
      {!feedback.isError && <FeedbackCard stats={feedback.data} />}
    </Stack>
  );
}

import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { OVERVIEW_SUMMARIES, SUMMARY_LABELS } from '@mentor/validation';
import { IconMessagePlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardPath } from '../../layouts/nav';
import { SummarySkeletons } from './SummarySkeletons';
import { SummaryCard } from './SummaryCard';
import { useRecentSummaries } from './use-summaries';

/**
 * Overview 'Recent Session Summaries': the latest two summaries (only those are asked for) as compact cards, with
 * a link to History.
 */
export function RecentSummaries() {
  const { summaries, isPending, isError } = useRecentSummaries();
  const recent = summaries?.slice(0, OVERVIEW_SUMMARIES) ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-summaries-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" id="recent-summaries-title">
            {SUMMARY_LABELS.recentTitle}
          </Title>
          {recent.length > 0 && (
            <Anchor component={Link} to={dashboardPath('history')} size="sm" fw={500}>
              {SUMMARY_LABELS.viewAll}
            </Anchor>
          )}
        </Group>
        {isPending ? (
          <SummarySkeletons count={OVERVIEW_SUMMARIES} compact />
        ) : isError ? (
          <Text size="sm" c="red">
            {SUMMARY_LABELS.loadFailed}
          </Text>
        ) : recent.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text size="sm" c="dimmed">
              {SUMMARY_LABELS.recentEmpty}
            </Text>
            <Button
              component={Link}
              to={dashboardPath('chat')}
              variant="light"
              size="xs"
              leftSection={<IconMessagePlus size={16} />}
            >
              {SUMMARY_LABELS.emptyAction}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            {recent.map((summary) => (
              <SummaryCard key={summary.id} summary={summary} compact />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

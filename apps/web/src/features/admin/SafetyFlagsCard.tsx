import { Box, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ADMIN_UI,
  SAFETY_CATEGORIES,
  formatDisplayDate,
  type SafetyFlagDay,
  type SafetyStats,
} from '@mentor/validation';
import { useId } from 'react';
import { PHONE_QUERY, formatCount } from './format';

const S = ADMIN_UI.stats;

/** The days with at least one flag, newest first. */
function flaggedDays(days: readonly SafetyFlagDay[]): SafetyFlagDay[] {
  return days
    .filter((day) => SAFETY_CATEGORIES.some((category) => day[category] > 0))
    .sort((a, b) => b.date.localeCompare(a.date));
}

function dayLabel(date: string) {
  return <time dateTime={date}>{formatDisplayDate(`${date}T12:00:00`)}</time>;
}

/** The flagged days as a table: a row per day (named by its date), a column per category. */
function DayTable({ days, labelledBy }: { days: SafetyFlagDay[]; labelledBy: string }) {
  return (
    <Table
      aria-labelledby={labelledBy}
      fz="sm"
      horizontalSpacing="xs"
      verticalSpacing={6}
      layout="fixed"
      data-testid="safety-days"
    >
      <Table.Thead>
        <Table.Tr>
          {/* The rows are named by their day (row headers). */}
          <Table.Td w="20%" />
          {SAFETY_CATEGORIES.map((category) => (
            <Table.Th key={category} ta="right" fz="xs" c="dimmed" fw={500}>
              {S.safetyCategories[category]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row" fw={500}>
              {dayLabel(day.date)}
            </Table.Th>
            {SAFETY_CATEGORIES.map((category) => (
              <Table.Td key={category} ta="right" c={day[category] === 0 ? 'dimmed' : undefined}>
                {formatCount(day[category])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Below 768 px: a short list per day, of the categories flagged that day. */
function DayList({ days }: { days: SafetyFlagDay[] }) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} data-testid="safety-days">
      {days.map((day) => (
        <Box
          component="li"
          key={day.date}
          py={8}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" fw={600}>
            {dayLabel(day.date)}
          </Text>
          {SAFETY_CATEGORIES.filter((category) => day[category] > 0).map((category) => (
            <Group key={category} justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">{S.safetyCategories[category]}</Text>
              <Text size="sm" fw={600}>
                {formatCount(day[category])}
              </Text>
            </Group>
          ))}
        </Box>
      ))}
    </Stack>
  );
}

export interface SafetyFlagsCardProps {
  /** `admin.safetyStats`; undefined while it loads. */
  stats: SafetyStats | undefined;
}

/**
 * AI Oversight: how often the safety screen answered with crisis help over the last 30 days, per category and per
 * day (UTC). Counts only: no message, no person.
 */
export function SafetyFlagsCard({ stats }: SafetyFlagsCardProps) {
  const titleId = useId();
  const days = stats ? flaggedDays(stats.days) : [];
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="safety-flags"
    >
      <Title order={3} size="h4" id={titleId}>
        {S.safetyTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {S.safetyHint}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm" mb="sm">
        {SAFETY_CATEGORIES.map((category) => (
          <Box key={category} data-testid={`safety-total-${category}`}>
            <Text size="xs" c="dimmed" fw={500}>
              {S.safetyCategories[category]}
            </Text>
            {stats ? (
              <Text fz={22} fw={700} lh={1.3} data-testid="stat-value">
                {formatCount(stats.totals[category])}
              </Text>
            ) : (
              <Skeleton h={26} mt={4} w="40%" />
            )}
          </Box>
        ))}
      </SimpleGrid>
      {stats && days.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="safety-none">
          {S.safetyNone}
        </Text>
      )}
      {days.length > 0 && (phone ? <DayList days={days} /> : <DayTable days={days} labelledBy={titleId} />)}
    </Card>
  );
}

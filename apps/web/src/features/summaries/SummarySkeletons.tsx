import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards while the list loads. */
export function SummarySkeletons({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading session summaries">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding={compact ? 'md' : 'lg'} data-testid="summary-skeleton">
          <Stack gap="sm">
            <Group justify="space-between">
              <Skeleton height={16} width="50%" />
              <Skeleton height={20} width={70} radius="xl" />
            </Group>
            <Skeleton height={10} width="30%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="90%" />
            {!compact && <Skeleton height={12} width="75%" />}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

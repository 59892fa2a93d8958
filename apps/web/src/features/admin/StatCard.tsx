import { Card, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  /** The figure; undefined while it loads. */
  value: ReactNode | undefined;
  /** The smaller line under the figure. */
  hint?: ReactNode | undefined;
  testId?: string;
}

/** One figure of the admin dashboard: a label, a large value and a line of context. */
export function StatCard({ label, value, hint, testId }: StatCardProps) {
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={32} mt={6} w="60%" />
      ) : (
        <Text fz={28} fw={700} lh={1.3} data-testid="stat-value">
          {value}
        </Text>
      )}
      {hint !== undefined && value !== undefined && (
        <Text size="sm" c="dimmed" data-testid="stat-hint">
          {hint}
        </Text>
      )}
    </Card>
  );
}

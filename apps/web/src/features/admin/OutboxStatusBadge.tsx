import { Badge } from '@mantine/core';
import type { OutboxStatus } from '@mentor/validation';
import { FULL_LABEL } from './format';
import { STATUS_COLORS, STATUS_LABELS } from './outbox-labels';

/** A mail's status in the Outbox tab, in its colour. */
export function StatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <Badge variant="light" size="sm" color={STATUS_COLORS[status]} styles={FULL_LABEL}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

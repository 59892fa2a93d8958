import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

export interface RetryAlertProps {
  /** What could not be loaded, in the user's words. */
  message: string;
  /** The Retry button's label. */
  retryLabel: string;
  /** Loads again; without it only the message shows. */
  onRetry?: (() => void) | undefined;
  /** A retry is under way (the button shows its loader). */
  retrying?: boolean;
  'data-testid'?: string;
}

/** One line saying something failed to load, with a Retry button: the failure state of a data card. */
export function RetryAlert({ message, retryLabel, onRetry, retrying = false, ...rest }: RetryAlertProps) {
  return (
    <Group gap="sm" justify="space-between" role="alert" data-testid={rest['data-testid']}>
      <Text size="sm" c="red">
        {message}
      </Text>
      {onRetry && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      )}
    </Group>
  );
}

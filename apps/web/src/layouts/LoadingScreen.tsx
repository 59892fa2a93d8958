import { Center, Group, Loader, Text } from '@mantine/core';
import { MESSAGES } from '@mentor/validation/plain';

/** The 'Loading...' screen: while the auth state loads (full screen) or a lazy page loads (inside a layout). */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{MESSAGES.auth.loading}</Text>
      </Group>
    </Center>
  );
}

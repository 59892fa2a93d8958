import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CHAT_VIEW_TEXT, MESSAGES } from '@mentor/validation';
import { IconMessageCircle } from '@tabler/icons-react';

/** No session open: 'Start a conversation' with a 'Start new session' button. */
export function ChatEmptyState({ onStart, starting }: { onStart: () => void; starting: boolean }) {
  return (
    <Center flex={1} p="lg" data-testid="chat-empty-state">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMessageCircle size={30} />
        </ThemeIcon>
        <Title order={3}>{MESSAGES.chat.emptyTitle}</Title>
        <Text c="dimmed" size="sm">
          {CHAT_VIEW_TEXT.emptyBody}
        </Text>
        <Button onClick={onStart} loading={starting} mt="xs">
          {MESSAGES.chat.emptyAction}
        </Button>
      </Stack>
    </Center>
  );
}

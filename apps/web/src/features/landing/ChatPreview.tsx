import { Avatar, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { MENTOR_TYPE_LABELS, MESSAGES } from '@mentor/validation/plain';
import { CHAT_PREVIEW } from './content';
import classes from './landing.module.css';

/** Illustrative, static chat card in the hero: a user question and a mentor reply ending in numbered next steps. */
export function ChatPreview() {
  const mentorName = MENTOR_TYPE_LABELS[CHAT_PREVIEW.mentorType];
  return (
    <Paper component="figure" radius="lg" className={classes.chatCard} data-testid="chat-preview">
      <VisuallyHidden component="figcaption">Example conversation with a {mentorName}</VisuallyHidden>
      <Group gap="sm" px="lg" py="md" className={classes.chatHeader} wrap="nowrap">
        <Avatar name={mentorName} color="brand" variant="filled" radius="xl" aria-hidden />
        <div>
          <Text fw={600} size="sm">
            {mentorName}
          </Text>
          <Text size="xs" c="dimmed">
            <span className={classes.onlineDot} aria-hidden />
            {MESSAGES.chat.online}
          </Text>
        </div>
      </Group>
      <Stack gap="md" p="lg">
        <Text size="sm" className={classes.bubbleUser}>
          {CHAT_PREVIEW.userMessage}
        </Text>
        <div className={classes.bubbleMentor}>
          <Text size="sm">{CHAT_PREVIEW.mentorIntro}</Text>
          <ol className={classes.nextSteps}>
            {CHAT_PREVIEW.nextSteps.map((step) => (
              <li key={step}>
                <Text size="sm" span>
                  {step}
                </Text>
              </li>
            ))}
          </ol>
        </div>
      </Stack>
    </Paper>
  );
}

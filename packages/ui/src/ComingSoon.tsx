import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export interface ComingSoonProps {
  title: string;
  /** Heading level of the title (default 2). */
  order?: 1 | 2 | 3;
}

/**
 * A page or view that another issue builds: its heading and a plain 'coming soon' line
 * (the team greps for the words 'coming soon').
 */
export function ComingSoon({ title, order = 2 }: ComingSoonProps) {
  return (
    <Stack gap="md">
      <Title order={order}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconTools size={22} />
          </ThemeIcon>
          <Text c="dimmed" ta="center">
            This screen is coming soon.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

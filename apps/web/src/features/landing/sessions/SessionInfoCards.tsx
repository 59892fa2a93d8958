import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SESSION_INFO_CARDS } from '../content';
import classes from '../landing.module.css';

export function SessionInfoCards() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {SESSION_INFO_CARDS.map((card) => (
        <Card key={card.title} withBorder radius="lg" padding="xl" className={classes.card}>
          <Stack gap="sm">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <card.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {card.title}
            </Title>
            <Text c="dimmed" size="sm" lh={1.6}>
              {card.description}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

import { Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { EXAMPLE_WEEK, EXAMPLE_WEEK_NOTE } from '../content';
import classes from '../landing.module.css';

export function ExampleWeek() {
  return (
    <Stack gap="md">
      <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {EXAMPLE_WEEK.map((day) => (
          <Card key={day.day} component="li" withBorder radius="lg" padding="lg">
            <Group align="flex-start" wrap="nowrap" gap="lg">
              <div className={classes.weekDay} aria-hidden>
                {day.day}
              </div>
              <Stack gap={4}>
                <Title order={3} size="h5">
                  <VisuallyHidden component="span">{day.day}: </VisuallyHidden>
                  {day.title}
                </Title>
                <Text size="sm" c="dimmed" lh={1.6}>
                  {day.description}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
      <Text size="sm" c="dimmed" ta="center">
        {EXAMPLE_WEEK_NOTE}
      </Text>
    </Stack>
  );
}

import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MENTOR_TYPE_LABELS } from '@mentor/validation/plain';
import { PERSONAS } from './content';
import { SectionHeading } from './SectionHeading';
import classes from './landing.module.css';

export function MentorTypes() {
  return (
    <section
      id="personas"
      className={`${classes.section} ${classes.sectionMuted}`}
      aria-labelledby="personas-title"
    >
      <Container size="lg">
        <SectionHeading
          id="personas-title"
          eyebrow="Mentor types"
          title="Pick the mentor that fits your question"
          subtitle="Three personas, each with its own focus and voice. Switch mentor type at any time."
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {PERSONAS.map((persona) => {
            const label = MENTOR_TYPE_LABELS[persona.type];
            return (
              <Card key={persona.type} withBorder radius="lg" padding="xl" className={classes.card}>
                <Stack gap="md">
                  <ThemeIcon size={52} radius="md" variant="light" color={persona.color} aria-hidden>
                    <persona.icon size={28} stroke={1.6} />
                  </ThemeIcon>
                  <Title order={3} size="h3">
                    {label}
                  </Title>
                  <Text c="dimmed" lh={1.6}>
                    {persona.description}
                  </Text>
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="xs">
                    Example questions
                  </Text>
                  <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {persona.examples.map((example) => (
                      <li key={example} className={classes.exampleQuestion}>
                        “{example}”
                      </li>
                    ))}
                  </Stack>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </section>
  );
}

import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { HOW_IT_WORKS } from './content';
import { SectionHeading } from './SectionHeading';
import classes from './landing.module.css';

export function HowItWorks() {
  return (
    <section id="how" className={classes.section} aria-labelledby="how-title">
      <Container size="lg">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From question to next step in four moves"
          subtitle="No scheduling, no small talk. Open a session whenever something is on your mind."
        />
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          component="ol"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {HOW_IT_WORKS.map((step, index) => (
            <Card
              key={step.title}
              component="li"
              withBorder
              radius="lg"
              padding="xl"
              className={classes.card}
            >
              <Stack gap="sm">
                <ThemeIcon size={48} radius="md" variant="light" color="brand" aria-hidden>
                  <step.icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Text className={classes.stepNumber}>STEP {index + 1}</Text>
                <Title order={3} size="h4">
                  {step.title}
                </Title>
                <Text c="dimmed" size="sm" lh={1.6}>
                  {step.description}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

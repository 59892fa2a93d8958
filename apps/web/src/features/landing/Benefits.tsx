import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BENEFITS } from './content';
import { SectionHeading } from './SectionHeading';
import classes from './landing.module.css';

export function Benefits() {
  return (
    <section className={classes.section} aria-labelledby="benefits-title">
      <Container size="lg">
        <SectionHeading
          id="benefits-title"
          eyebrow="Why MentorAI"
          title="Guidance that turns into progress"
          subtitle="Built for students, founders, professionals, retirees and anyone with a decision to make."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={40} verticalSpacing={40}>
          {BENEFITS.map((benefit) => (
            <Group key={benefit.title} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon
                size={44}
                radius="xl"
                variant="gradient"
                gradient={{ from: 'brand.6', to: 'violet.6', deg: 135 }}
                aria-hidden
              >
                <benefit.icon size={22} stroke={1.8} />
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {benefit.title}
                </Title>
                <Text size="sm" c="dimmed" lh={1.6}>
                  {benefit.description}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

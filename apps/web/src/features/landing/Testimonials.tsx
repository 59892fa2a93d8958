import { Avatar, Badge, Card, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { TESTIMONIALS } from './content';
import { SectionHeading } from './SectionHeading';
import classes from './landing.module.css';

export function Testimonials() {
  return (
    <section className={`${classes.section} ${classes.sectionMuted}`} aria-labelledby="testimonials-title">
      <Container size="lg">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Early users"
          title="What our beta users say"
          subtitle="Stories from people who joined the private beta."
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TESTIMONIALS.map((t) => (
            <Card
              key={t.id}
              component="figure"
              withBorder
              radius="lg"
              padding="xl"
              m={0}
              className={classes.card}
            >
              <Stack gap="md" h="100%">
                <IconQuote size={28} color="var(--mantine-color-brand-5)" aria-hidden />
                <Text component="blockquote" className={classes.quote}>
                  {t.quote}
                </Text>
                <Group gap={6}>
                  {t.badges.map((badge) => (
                    <Badge key={badge} variant="light" color="brand" radius="sm">
                      {badge}
                    </Badge>
                  ))}
                </Group>
                <Group gap="sm" wrap="nowrap" component="figcaption">
                  <Avatar src={t.image} alt={t.alt} name={t.name} color="initials" radius="xl" size="md" />
                  <div>
                    <Text fw={600} size="sm">
                      {t.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t.role}
                    </Text>
                  </div>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

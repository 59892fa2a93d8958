import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import { SESSIONS_HERO } from '../content';
import classes from '../landing.module.css';

export function SessionsHero() {
  return (
    <section className={`${classes.hero} ${classes.heroSmall}`} aria-labelledby="sessions-hero-title">
      <Container size="md">
        <Stack gap="lg" align="center" ta="center">
          <Badge variant="white" color="brand" size="lg" radius="xl">
            {SESSIONS_HERO.badge}
          </Badge>
          <Title order={1} id="sessions-hero-title" className={classes.heroTitle}>
            {SESSIONS_HERO.title}
          </Title>
          <Text className={classes.heroSubtitle} mx="auto">
            {SESSIONS_HERO.subtitle}
          </Text>
        </Stack>
      </Container>
    </section>
  );
}

import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { ChatPreview } from './ChatPreview';
import { HERO } from './content';
import { LoginButton } from './LoginButton';
import classes from './landing.module.css';

export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={56}
          verticalSpacing={48}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="lg" align="flex-start">
            <Badge variant="white" color="brand" size="lg" radius="xl">
              {HERO.badge}
            </Badge>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              {HERO.headline}
            </Title>
            <Text className={classes.heroSubtitle}>{HERO.subheadline}</Text>
            <Group gap="lg" className={classes.heroMeta} style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
              <Group gap={6} wrap="nowrap">
                <IconCircleCheck size={18} aria-hidden />
                <span>{HERO.trial}</span>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconClock size={18} aria-hidden />
                <span>{HERO.availability}</span>
              </Group>
            </Group>
            <Group gap="md" mt="sm" className={classes.heroActions} w={{ base: '100%', sm: 'auto' }}>
              <LoginButton
                size="lg"
                radius="xl"
                variant="white"
                color="brand"
                rightSection={<IconArrowRight size={18} />}
              >
                {HERO.primaryCta}
              </LoginButton>
              <Button
                component="a"
                href="#how"
                size="lg"
                radius="xl"
                variant="outline"
                color="white"
                styles={{ root: { borderColor: 'rgba(255, 255, 255, 0.6)' } }}
              >
                {HERO.secondaryCta}
              </Button>
            </Group>
          </Stack>
          <ChatPreview />
        </SimpleGrid>
      </Container>
    </section>
  );
}

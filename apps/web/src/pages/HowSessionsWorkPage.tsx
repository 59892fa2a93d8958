import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { SESSIONS_FAQ, SESSION_TIMER_DEFAULTS } from '@mentor/validation/plain';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SESSIONS_CTA } from '../features/landing/content';
import { FaqAccordion } from '../features/landing/FaqAccordion';
import { LandingFooter } from '../features/landing/LandingFooter';
import { LoginButton } from '../features/landing/LoginButton';
import { SectionHeading } from '../features/landing/SectionHeading';
import { ExampleWeek } from '../features/landing/sessions/ExampleWeek';
import { SessionInfoCards } from '../features/landing/sessions/SessionInfoCards';
import { SessionsHero } from '../features/landing/sessions/SessionsHero';
import { SessionTimer } from '../features/landing/sessions/SessionTimer';
import classes from '../features/landing/landing.module.css';
import { LandingHeader } from '../layouts/LandingHeader';

/** Public explainer of the time-banked session model (/how-sessions-work). */
export default function HowSessionsWorkPage() {
  return (
    <div className={classes.page}>
      <LandingHeader />
      <main>
        <SessionsHero />

        <section className={classes.section} aria-label="Session basics">
          <Container size="lg">
            <SessionInfoCards />
          </Container>
        </section>

        <section className={`${classes.section} ${classes.sectionMuted}`} aria-labelledby="demo-title">
          <Container size="lg">
            <SectionHeading
              id="demo-title"
              eyebrow="Try it"
              title="See how a session is counted"
              subtitle="Start the demo timer to watch a session tick down. When it reaches zero the session is complete."
            />
            <SessionTimer {...SESSION_TIMER_DEFAULTS} />
          </Container>
        </section>

        <section className={classes.section} aria-labelledby="week-title">
          <Container size="sm">
            <SectionHeading
              id="week-title"
              eyebrow="Example week"
              title="What a week with your mentor can look like"
              subtitle="Short, focused sessions spread across the week keep momentum without eating your calendar."
            />
            <ExampleWeek />
          </Container>
        </section>

        <section
          className={`${classes.section} ${classes.sectionMuted}`}
          aria-labelledby="sessions-faq-title"
        >
          <Container size="lg">
            <SectionHeading id="sessions-faq-title" eyebrow="FAQ" title="Questions about sessions" />
            <div className={classes.faqWrap}>
              <FaqAccordion items={SESSIONS_FAQ} />
            </div>
          </Container>
        </section>

        <section className={classes.section} aria-labelledby="sessions-cta-title">
          <Container size="lg">
            <div className={classes.ctaCard}>
              <Stack gap="lg" align="center" ta="center">
                <Title order={2} id="sessions-cta-title" c="white" className={classes.sectionTitle}>
                  {SESSIONS_CTA.title}
                </Title>
                <Text size="lg" c="rgba(255, 255, 255, 0.88)">
                  {SESSIONS_CTA.subtitle}
                </Text>
                <Group gap="md" justify="center" className={classes.heroActions}>
                  <LoginButton
                    size="lg"
                    radius="xl"
                    variant="white"
                    color="brand"
                    rightSection={<IconArrowRight size={18} />}
                  >
                    {SESSIONS_CTA.primary}
                  </LoginButton>
                  <Button
                    component={Link}
                    to="/"
                    size="lg"
                    radius="xl"
                    variant="outline"
                    color="white"
                    leftSection={<IconArrowLeft size={18} />}
                    styles={{ root: { borderColor: 'rgba(255, 255, 255, 0.6)' } }}
                  >
                    {SESSIONS_CTA.back}
                  </Button>
                </Group>
              </Stack>
            </div>
          </Container>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}

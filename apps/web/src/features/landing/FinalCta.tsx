import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { FINAL_CTA } from './content';
import { goToLogin } from './login';
import classes from './landing.module.css';

/**
 * Final call to action. The email field is required and of type email, but the form is never submitted:
 * submitting is prevented and only the Get started button navigates (to /api/login, with the email typed when it
 * is a valid address, so the sign-in page starts with it).
 */
export function FinalCta() {
  const [email, setEmail] = useState('');
  return (
    <section id="cta" className={classes.section} aria-labelledby="cta-title">
      <Container size="lg">
        <div className={classes.ctaCard}>
          <Stack gap="lg" align="center" ta="center">
            <Title order={2} id="cta-title" c="white" className={classes.sectionTitle}>
              {FINAL_CTA.title}
            </Title>
            <Text size="lg" c="rgba(255, 255, 255, 0.88)" maw={560}>
              {FINAL_CTA.subtitle}
            </Text>
            <form
              onSubmit={(event) => event.preventDefault()}
              aria-label="Get started"
              style={{ width: '100%' }}
            >
              <Group gap="sm" className={classes.ctaForm} wrap="nowrap" align="flex-start">
                <TextInput
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  aria-label={FINAL_CTA.emailLabel}
                  placeholder={FINAL_CTA.emailPlaceholder}
                  leftSection={<IconMail size={18} aria-hidden />}
                  size="lg"
                  radius="xl"
                  className={classes.ctaInput}
                />
                <Button
                  type="button"
                  size="lg"
                  radius="xl"
                  variant="white"
                  color="brand"
                  rightSection={<IconArrowRight size={18} />}
                  onClick={() => void goToLogin(email)}
                >
                  {FINAL_CTA.button}
                </Button>
              </Group>
            </form>
          </Stack>
        </div>
      </Container>
    </section>
  );
}

import { Container, Group, Text } from '@mantine/core';
import { TRUSTED_BY } from './content';
import classes from './landing.module.css';

/** Placeholder wordmarks (neutral grey text) until real customer logos can be shown. */
export function TrustedBy() {
  return (
    <section className={classes.trustedBy} aria-label="Trusted by">
      <Container size="lg">
        <Text ta="center" size="sm" c="dimmed" fw={500} mb="lg">
          Trusted by early users at teams like
        </Text>
        <Group justify="center" gap="xl" style={{ rowGap: 'var(--mantine-spacing-md)' }}>
          {TRUSTED_BY.map((name) => (
            <span key={name} className={classes.wordmark}>
              {name}
            </span>
          ))}
        </Group>
      </Container>
    </section>
  );
}

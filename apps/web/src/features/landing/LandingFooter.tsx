import { Anchor, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { Logo } from '@mentor/ui';
import { PRODUCT_NAME } from '@mentor/validation/plain';
import { DISCLAIMER, FOOTER_LINKS, FOOTER_TAGLINE } from './content';
import classes from './landing.module.css';

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={6} maw={360}>
            <Logo />
            <Text size="sm" c="dimmed">
              {FOOTER_TAGLINE}
            </Text>
          </Stack>
          <nav aria-label="Footer">
            <Group gap="lg" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
              {FOOTER_LINKS.map((label) => (
                <Anchor key={label} href="#" className={classes.footerLink} underline="hover">
                  {label}
                </Anchor>
              ))}
            </Group>
          </nav>
        </Group>
        <Divider my="xl" />
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="disclaimer">
            {DISCLAIMER}
          </Text>
          <Text size="xs" c="dimmed">
            © {year} {PRODUCT_NAME}. All rights reserved.
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}

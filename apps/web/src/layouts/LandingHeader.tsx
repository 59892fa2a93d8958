import { Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Logo } from '@mentor/ui';
import { ROUTES } from '@mentor/validation';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTRPC } from '../lib/trpc';
import classes from './Header.module.css';

/** The landing header's links: in-page sections of the landing page, and the public sessions explainer. */
const LANDING_LINKS = [
  { label: 'How it works', hash: '#how' },
  { label: 'Sessions', to: ROUTES.howSessionsWork },
  { label: 'Mentor types', hash: '#personas' },
  { label: 'Pricing', hash: '#pricing' },
  { label: 'FAQ', hash: '#faq' },
] as const;

function isLandingPath(pathname: string): boolean {
  return pathname !== ROUTES.howSessionsWork && pathname !== '/sign-in' && pathname !== ROUTES.inspiration;
}

interface NavLinksProps {
  className: string | undefined;
  onNavigate?: () => void;
}

function NavLinks({ className, onNavigate }: NavLinksProps) {
  const { pathname } = useLocation();
  // On the landing page a section link scrolls in place; elsewhere it opens the landing page at that section.
  const prefix = isLandingPath(pathname) ? '' : '/';
  return LANDING_LINKS.map((link) =>
    'to' in link ? (
      <Link
        key={link.label}
        to={link.to}
        className={className}
        data-active={pathname === link.to || undefined}
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    ) : (
      <a key={link.label} href={`${prefix}${link.hash}`} className={className} onClick={onNavigate}>
        {link.label}
      </a>
    ),
  );
}

/**
 * Whether someone is signed in, from the user call the route table has already made: the header only reads the
 * cache and never calls the server itself.
 */
function useSignedInFromCache(): boolean {
  const trpc = useTRPC();
  return !!useQuery({ ...trpc.auth.me.queryOptions(), enabled: false }).data;
}

/**
 * The public header (landing and explainer pages): section links, the sessions explainer, and Sign in, which
 * is a browser navigation to /api/login. A signed-in visitor (the explainer is public) gets a Dashboard link
 * instead. Under 48em the links move into a Burger menu.
 */
export function LandingHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // On the sign-in screen itself the Sign in button would only lead back to it.
  const onSignIn = useLocation().pathname === '/sign-in';
  const signedIn = useSignedInFromCache();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.logoLink} aria-label="MentorAI home">
          <Logo />
        </Link>
        <Group gap={2} visibleFrom="sm" component="nav" aria-label="Main">
          <NavLinks className={classes.link} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          {signedIn ? (
            <Button component={Link} to={ROUTES.dashboard} size="sm">
              Dashboard
            </Button>
          ) : (
            !onSignIn && (
              <Button component="a" href={ROUTES.login} size="sm">
                Sign in
              </Button>
            )
          )}
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        size="xs"
        padding="md"
        title="Menu"
        hiddenFrom="sm"
        position="right"
      >
        <Stack gap={4} component="nav" aria-label="Mobile">
          <NavLinks className={classes.drawerLink} onNavigate={close} />
          {signedIn ? (
            <Button component={Link} to={ROUTES.dashboard} mt="md" fullWidth onClick={close}>
              Dashboard
            </Button>
          ) : (
            !onSignIn && (
              <Button component="a" href={ROUTES.login} mt="md" fullWidth>
                Sign in
              </Button>
            )
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}

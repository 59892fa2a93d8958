import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Logo } from '@mentor/ui';
import { ROUTES } from '@mentor/validation/plain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTRPC } from '../lib/trpc';
import classes from './Header.module.css';
import { LandingNavLinks } from './LandingNavLinks';

const loadMobileMenu = () => import('./LandingMobileMenu');
const LandingMobileMenu = lazy(loadMobileMenu);

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
 * instead. Under 48em the links move into a Burger menu, loaded the first time it is wanted.
 */
export function LandingHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first opening on (so it can play its closing transition), never before.
  const [menuWanted, setMenuWanted] = useState(false);
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
          <LandingNavLinks className={classes.link} />
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
          <Burger
            opened={opened}
            onClick={() => {
              setMenuWanted(true);
              toggle();
            }}
            // A finger on the burger starts loading the menu before the tap ends.
            onPointerDown={() => void loadMobileMenu()}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <LandingMobileMenu opened={opened} onClose={close} signedIn={signedIn} onSignIn={onSignIn} />
        </Suspense>
      )}
    </Box>
  );
}

import '../app-styles';
import { Button, Drawer, Stack } from '@mantine/core';
import { ROUTES } from '@mentor/validation/plain';
import { Link } from 'react-router';
import classes from './Header.module.css';
import { LandingNavLinks } from './LandingNavLinks';

export interface LandingMobileMenuProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  /** On the sign-in screen itself there is no Sign in button. */
  onSignIn: boolean;
}

/**
 * The landing header's mobile menu: a drawer with the same links. Its own chunk (the header loads it when the
 * burger is first used), so the drawer's modal code stays off the landing page's critical path.
 */
export default function LandingMobileMenu({ opened, onClose, signedIn, onSignIn }: LandingMobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      padding="md"
      title="Menu"
      hiddenFrom="sm"
      position="right"
    >
      <Stack gap={4} component="nav" aria-label="Mobile">
        <LandingNavLinks className={classes.drawerLink} onNavigate={onClose} />
        {signedIn ? (
          <Button component={Link} to={ROUTES.dashboard} mt="md" fullWidth onClick={onClose}>
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
  );
}

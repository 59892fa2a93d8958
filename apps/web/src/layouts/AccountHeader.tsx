import { Box, Container } from '@mantine/core';
import { Logo } from '@mentor/ui';
import { ROUTES, type PublicUser } from '@mentor/validation';
import { Link } from 'react-router';
import classes from './Header.module.css';
import { UserMenu } from './UserMenu';

/** The account area's header: logo to /dashboard and the user menu. */
export function AccountHeader({ user }: { user: PublicUser }) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={ROUTES.dashboard} className={classes.logoLink} aria-label="MentorAI dashboard">
          <Logo />
        </Link>
        <UserMenu user={user} />
      </Container>
    </Box>
  );
}

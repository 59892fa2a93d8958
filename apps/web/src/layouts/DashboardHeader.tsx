import { Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Logo } from '@mentor/ui';
import { ROUTES, type PublicUser } from '@mentor/validation';
import { Link, useLocation } from 'react-router';
import classes from './Header.module.css';
import { DASHBOARD_NAV, visibleNav } from './nav';
import { UserMenu } from './UserMenu';

/**
 * The signed-in header: logo to /dashboard, the top navigation (Admin only for admins) and the user menu.
 * Under 48em the navigation collapses into a Burger drawer.
 */
export function DashboardHeader({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const items = visibleNav(DASHBOARD_NAV, user.isAdmin);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group gap="xs" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
          <Link to={ROUTES.dashboard} className={classes.logoLink} aria-label="MentorAI dashboard">
            <Logo />
          </Link>
        </Group>
        <Group gap={2} visibleFrom="sm" component="nav" aria-label="Main" wrap="nowrap">
          {items.map((item) => {
            const active = item.isActive(pathname);
            return (
              <Link
                key={item.to}
                to={item.to}
                className={classes.link}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            );
          })}
        </Group>
        <UserMenu user={user} />
      </Container>
      <Drawer opened={opened} onClose={close} size="xs" padding="md" title={<Logo />} hiddenFrom="sm">
        <Stack gap={4} component="nav" aria-label="Mobile">
          {items.map((item) => {
            const active = item.isActive(pathname);
            return (
              <Link
                key={item.to}
                to={item.to}
                className={classes.drawerLink}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              >
                <item.icon size={18} stroke={1.8} aria-hidden />
                {item.label}
              </Link>
            );
          })}
        </Stack>
      </Drawer>
    </Box>
  );
}

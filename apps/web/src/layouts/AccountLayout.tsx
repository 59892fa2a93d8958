import '../app-styles';
import { Anchor, Box, Container, Grid, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { ROUTES } from '@mentor/validation';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { VerifyEmailBanner } from '../features/account/VerifyEmailBanner';
import { useCurrentUser } from '../features/auth/use-auth';
import { AccountHeader } from './AccountHeader';
import classes from './Header.module.css';
import { LoadingScreen } from './LoadingScreen';
import { ACCOUNT_NAV } from './nav';

/**
 * The account area (spec section 2): 'Back to Dashboard', heading 'Account Settings', a side navigation that
 * becomes a select above the page under 48em. Lazy (the router's default import), with its own modals provider
 * like the dashboard layout.
 */
export default function AccountLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = ACCOUNT_NAV.find((item) => item.isActive(pathname)) ?? ACCOUNT_NAV[0];
  return (
    <ModalsProvider>
      <Box mih="100dvh">
        <AccountHeader user={user} />
        <Container size="lg" component="main" py={{ base: 'md', sm: 'xl' }}>
          <VerifyEmailBanner user={user} />
          <Stack gap="lg">
            <Stack gap={6}>
              <Anchor component={Link} to={ROUTES.dashboard} size="sm" c="dimmed" w="fit-content">
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={16} aria-hidden />
                  Back to Dashboard
                </Group>
              </Anchor>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                Account Settings
              </Title>
            </Stack>
            <NativeSelect
              hiddenFrom="sm"
              aria-label="Account section"
              value={current?.to}
              onChange={(event) => void navigate(event.currentTarget.value)}
              data={ACCOUNT_NAV.map((item) => ({ value: item.to, label: item.label }))}
            />
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, sm: 4, md: 3 }} visibleFrom="sm">
                <Paper withBorder p="xs" radius="md" component="nav" aria-label="Account">
                  <Stack gap={2}>
                    {ACCOUNT_NAV.map((item) => {
                      const active = item.isActive(pathname);
                      return (
                        <Link
                          key={item.to}
                          to={item.to}
                          className={classes.drawerLink}
                          data-active={active || undefined}
                          aria-current={active ? 'page' : undefined}
                        >
                          <item.icon size={18} stroke={1.8} aria-hidden />
                          {item.label}
                        </Link>
                      );
                    })}
                  </Stack>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
                <Suspense fallback={<LoadingScreen fullScreen={false} />}>
                  <Outlet />
                </Suspense>
              </Grid.Col>
            </Grid>
          </Stack>
        </Container>
      </Box>
    </ModalsProvider>
  );
}

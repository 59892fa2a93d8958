import '../app-styles';
import { Box, Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { VerifyEmailBanner } from '../features/account/VerifyEmailBanner';
import { useCurrentUser } from '../features/auth/use-auth';
import { DashboardHeader } from './DashboardHeader';
import { LoadingScreen } from './LoadingScreen';

/**
 * Signed-in screens other than the account area: the dashboard header above a content container. Lazy (the
 * router's default import); the modals provider lives here, not in the app's providers, so the landing page's
 * bundle carries no modal code.
 */
export default function DashboardLayout() {
  const user = useCurrentUser();
  return (
    <ModalsProvider>
      <Box mih="100dvh">
        <DashboardHeader user={user} />
        <Container size="lg" component="main" py={{ base: 'md', sm: 'xl' }}>
          <VerifyEmailBanner user={user} />
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </ModalsProvider>
  );
}

import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../features/auth/use-auth';
import { DashboardHeader } from './DashboardHeader';
import { LoadingScreen } from './LoadingScreen';

/** Signed-in screens other than the account area: the dashboard header above a content container. */
export function DashboardLayout() {
  const user = useCurrentUser();
  return (
    <Box mih="100dvh">
      <DashboardHeader user={user} />
      <Container size="lg" component="main" py={{ base: 'md', sm: 'xl' }}>
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}

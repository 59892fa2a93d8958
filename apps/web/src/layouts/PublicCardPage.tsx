import '../app-styles';
import { Box, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LandingHeader } from './LandingHeader';

interface PublicCardPageProps {
  title: string;
  description?: ReactNode;
  /** Shown between the heading and the card (e.g. a refused sign-in). */
  alert?: ReactNode;
  children: ReactNode;
}

/**
 * The public one-card screens (sign-in, forgot and reset password, verify email, unsubscribe): the landing header,
 * then a centered heading and a card. They work signed in or out (the header shows Dashboard when signed in).
 */
export function PublicCardPage({ title, description, alert, children }: PublicCardPageProps) {
  return (
    <Box mih="100dvh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <LandingHeader />
      <Container size={460} px="md" py={{ base: 'xl', sm: 60 }} component="main">
        <Stack gap="lg">
          <Center>
            <Stack gap={6} align="center">
              <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
                {title}
              </Title>
              {description && (
                <Text c="dimmed" ta="center" size="sm">
                  {description}
                </Text>
              )}
            </Stack>
          </Center>
          {alert}
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }}>
            {children}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}

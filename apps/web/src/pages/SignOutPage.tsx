import '../app-styles';
import { Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Logo } from '@mentor/ui';
import { MESSAGES, ROUTES } from '@mentor/validation';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { logout } from '../features/auth/auth-api';
import { browser } from '../lib/browser';

/**
 * /sign-out: where a sign-out link followed from another site lands (GET /api/logout redirects here instead of
 * signing out). Sign out posts to /api/logout and lands on the landing page; Cancel goes back to the dashboard.
 */
export default function SignOutPage() {
  const mutation = useMutation({
    mutationFn: logout,
    meta: { errorToast: { title: MESSAGES.auth.signOutTitle, message: MESSAGES.auth.signOutFailed } },
    // A full page load: nothing of the signed-in app stays in memory.
    onSuccess: () => browser.assign('/'),
  });
  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="lg" w="100%" maw={420}>
        <Logo />
        <Card withBorder radius="md" padding="xl" w="100%" maw={420} component="main">
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz="h3">
                {MESSAGES.auth.signOutTitle}
              </Title>
              <Text>{MESSAGES.auth.signOutConfirm}</Text>
            </Stack>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={ROUTES.dashboard} variant="default">
                {MESSAGES.auth.cancel}
              </Button>
              <Button color="red.8" loading={busy} onClick={() => mutation.mutate()}>
                {MESSAGES.auth.signOut}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}

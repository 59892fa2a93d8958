import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES, ROUTES } from '@mentor/validation';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth/use-auth';
import { refusalMessage, useVerifyEmail } from '../features/auth/use-email-links';
import { trpcErrorCode } from '../lib/api';
import { PublicCardPage } from '../layouts/PublicCardPage';

const E = MESSAGES.email;

/** Where to go next: the dashboard when signed in, else signing in. */
function NextStep() {
  const { user } = useAuth();
  return user ? (
    <Button component={Link} to={ROUTES.dashboard} fullWidth>
      {E.goToDashboard}
    </Button>
  ) : (
    <Button component={Link} to="/sign-in" fullWidth>
      {E.signIn}
    </Button>
  );
}

/**
 * /verify-email?token=...: the verification mail's link. Verifies once on arrival, signed in or out; afterwards
 * the user is read again, so the banner of the signed-in screens goes.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail(token);

  let body;
  if (!token || (verify.isError && trpcErrorCode(verify.error) === 'BAD_REQUEST')) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {token ? refusalMessage(verify.error) : E.verifyInvalid}
      </Alert>
    );
  } else if (verify.isError) {
    // Not the link's fault (the server or the network): the same token can be tried again.
    body = (
      <Stack gap="sm">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {refusalMessage(verify.error)}
        </Alert>
        <Button variant="light" onClick={() => verify.mutate({ token })}>
          {E.retry}
        </Button>
      </Stack>
    );
  } else if (verify.isSuccess) {
    body = (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        <Text size="sm" fw={500}>
          {E.verifyDone}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {verify.data.email}
        </Text>
      </Alert>
    );
  } else {
    body = (
      <Group gap="sm" justify="center" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm">{E.verifying}</Text>
      </Group>
    );
  }

  return (
    <PublicCardPage title={E.verifyTitle}>
      <Stack gap="md">
        {body}
        {(!token || verify.isError || verify.isSuccess) && <NextStep />}
      </Stack>
    </PublicCardPage>
  );
}

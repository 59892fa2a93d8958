import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES, unsubscribedText, type UnsubscribeResult } from '@mentor/validation';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { refusalMessage, useUnsubscribe, useUnsubscribeInfo } from '../features/auth/use-email-links';
import { trpcErrorCode } from '../lib/api';
import { PublicCardPage } from '../layouts/PublicCardPage';

const E = MESSAGES.email;

function Refused({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/** 'Unsubscribe ada@example.com from session summary emails?', the address in bold. */
function Question({ info }: { info: UnsubscribeResult }) {
  return (
    <Text style={{ overflowWrap: 'anywhere' }}>
      {E.unsubscribeTitle}{' '}
      <Text span fw={600}>
        {info.email}
      </Text>{' '}
      from {info.label}?
    </Text>
  );
}

function Confirm({ token, info }: { token: string; info: UnsubscribeResult }) {
  const unsubscribe = useUnsubscribe(token);
  return (
    <Stack gap="md">
      {unsubscribe.isError && <Refused message={refusalMessage(unsubscribe.error)} />}
      <Question info={info} />
      <Button
        color="red.8"
        fullWidth
        loading={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate({ token })}
      >
        {E.unsubscribeTitle}
      </Button>
    </Stack>
  );
}

/**
 * /unsubscribe?token=...: the one-click link of the session summary and check-in mails. No sign-in needed: the
 * signed token names the list and the address. It asks first (a mail scanner following the link changes
 * nothing); a list already left says so at once.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const info = useUnsubscribeInfo(token);

  let body;
  if (!token) {
    body = <Refused message={E.unsubscribeInvalid} />;
  } else if (info.isError) {
    const linkRefused = trpcErrorCode(info.error) === 'BAD_REQUEST';
    body = (
      <Stack gap="sm">
        <Refused message={linkRefused ? refusalMessage(info.error) : MESSAGES.generic.internal} />
        {!linkRefused && (
          <Button variant="light" loading={info.isFetching} onClick={() => void info.refetch()}>
            {E.retry}
          </Button>
        )}
      </Stack>
    );
  } else if (info.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label={E.unsubscribeTitle} />
      </Center>
    );
  } else if (info.data.unsubscribed) {
    body = (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        {unsubscribedText(info.data.label)}
      </Alert>
    );
  } else {
    body = <Confirm token={token} info={info.data} />;
  }

  return <PublicCardPage title={E.unsubscribeTitle}>{body}</PublicCardPage>;
}

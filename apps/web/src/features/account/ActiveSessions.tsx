import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate, MESSAGES, pad2, type LoginSessionInfo } from '@mentor/validation';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useLoginSessions, useRevokeSessions } from './use-account';

/** 'Nov 23, 2026, 14:05' (local time). */
function dateTimeLabel(iso: string): string {
  const date = new Date(iso);
  return `${formatDisplayDate(date)}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

function SessionRow({
  session,
  onSignOut,
  pending,
}: {
  session: LoginSessionInfo;
  onSignOut: () => void;
  pending: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="login-session">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconDeviceDesktop size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} size="sm">
                {session.device}
              </Text>
              {session.current && (
                <Badge size="sm" variant="light" color="teal">
                  {MESSAGES.account.thisDevice}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {MESSAGES.account.lastUsed} {dateTimeLabel(session.lastUsedAt)}
            </Text>
          </div>
        </Group>
        {!session.current && (
          <Button
            variant="default"
            size="xs"
            onClick={onSignOut}
            disabled={pending}
            aria-label={`${MESSAGES.account.signOutSession}: ${session.device}`}
          >
            {MESSAGES.account.signOutSession}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Active sessions: every browser signed in to the account; sign one out, or all but this one. */
export function ActiveSessions() {
  const sessions = useLoginSessions();
  const { one, others } = useRevokeSessions();
  const list = sessions.data ?? [];
  const hasOthers = list.some((s) => !s.current);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="active-sessions-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg" id="active-sessions-title">
              {MESSAGES.account.sessionsTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {MESSAGES.account.sessionsHint}
            </Text>
          </div>
          {hasOthers && (
            <Button
              variant="outline"
              color="red.8"
              size="xs"
              onClick={() => others.mutate()}
              disabled={others.isPending}
            >
              {MESSAGES.account.signOutOthers}
            </Button>
          )}
        </Group>
        {sessions.isPending && <Loader size="sm" aria-label={MESSAGES.auth.loading} />}
        {sessions.isError && (
          <Text size="sm" c="red.8">
            {MESSAGES.account.sessionsLoadFailed}
          </Text>
        )}
        {list.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                pending={one.isPending && one.variables.id === session.id}
                onSignOut={() => one.mutate({ id: session.id })}
              />
            ))}
          </Stack>
        )}
        {sessions.isSuccess && !hasOthers && (
          <Text size="sm" c="dimmed">
            {MESSAGES.account.noOtherSessions}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { MESSAGES, type EmailList, type PublicUser } from '@mentor/validation';
import { IconInfoCircle, IconWorld } from '@tabler/icons-react';
import { browser } from '../../lib/browser';
import { useSaveEmailPreferences } from './use-account';

const E = MESSAGES.email;

const SWITCHES: ReadonlyArray<{ list: EmailList; label: string; hint: string }> = [
  { list: 'summaryEmails', label: E.summaryEmailsLabel, hint: E.summaryEmailsHint },
  { list: 'weeklyCheckin', label: E.weeklyCheckinLabel, hint: E.weeklyCheckinHint },
];

/** One mail the person can turn off; saved at once (shows the state asked for while saving, then the answer). */
function PreferenceSwitch({
  user,
  list,
  label,
  hint,
}: {
  user: PublicUser;
  list: EmailList;
  label: string;
  hint: string;
}) {
  const mutation = useSaveEmailPreferences();
  const asked = mutation.isPending ? mutation.variables?.[list] : undefined;
  return (
    <Switch
      size="md"
      label={label}
      description={hint}
      // The label element wraps the hint too: the switch's name is the label alone (the hint describes it).
      aria-label={label}
      checked={asked ?? user[list]}
      disabled={mutation.isPending}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        mutation.mutate(list === 'summaryEmails' ? { summaryEmails: on } : { weeklyCheckin: on });
      }}
    />
  );
}

/** The zone the weekly check-in follows, and a way to take this browser's when it differs. */
function TimeZone({ user }: { user: PublicUser }) {
  const mutation = useSaveEmailPreferences();
  const here = browser.timeZone();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <IconWorld size={16} aria-hidden />
        <Text size="sm" data-testid="email-time-zone">
          {E.timeZoneLabel}: {user.timeZone ?? E.timeZoneUnset}
        </Text>
      </Group>
      {here && here !== user.timeZone && (
        <Button
          size="compact-sm"
          variant="light"
          loading={mutation.isPending}
          onClick={() => mutation.mutate({ timeZone: here })}
        >
          {E.useBrowserTimeZone} ({here})
        </Button>
      )}
    </Group>
  );
}

/**
 * Profile Settings > Email preferences: session summary mails and the weekly goal check-in (each switch saves at
 * once), and the time zone the check-in follows. Until the address is verified nothing is sent, and it says so.
 */
export function EmailPreferences({ user }: { user: PublicUser }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="email-preferences-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="email-preferences-title">
            {E.preferencesTitle}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {E.preferencesDescription}
          </Text>
        </div>
        {!user.emailVerified && (
          <Alert variant="light" color="yellow" py="xs" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{E.unverifiedHint}</Text>
          </Alert>
        )}
        {SWITCHES.map((s) => (
          <PreferenceSwitch key={s.list} user={user} {...s} />
        ))}
        <TimeZone user={user} />
      </Stack>
    </Card>
  );
}

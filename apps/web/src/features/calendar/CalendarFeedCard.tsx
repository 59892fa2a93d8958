import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  CALENDAR_MESSAGES,
  formatDisplayDate,
  MESSAGES,
  pad2,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@mentor/validation';
import {
  IconCalendarPlus,
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconInfoCircle,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useCalendarFeedActions, useCalendarFeedStatus } from './use-calendar';

const C = CALENDAR_MESSAGES;

/** 'Nov 23, 2026, 14:05' (local time). */
function dateTimeLabel(iso: string): string {
  const date = new Date(iso);
  return `${formatDisplayDate(date)}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** A copy icon with 'Copy' / 'Copied' feedback, named after what it copies. */
function CopyIcon({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? C.copied : C.copy} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="lg"
            onClick={copy}
            aria-label={`${copied ? C.copied : C.copy}: ${what}`}
          >
            {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The new address's links: each app's subscribe link (opens it, or copy it), and the plain https address. */
function FeedLinks({ links }: { links: CalendarFeedCreated }) {
  const apps = [
    { name: C.addToGoogle, href: links.googleUrl },
    { name: C.addToApple, href: links.webcalUrl },
    { name: C.addToOutlook, href: links.outlookUrl },
  ];
  return (
    <Stack gap="sm" data-testid="calendar-links">
      <Title order={3} fz="md">
        {C.linksTitle}
      </Title>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {apps.map((app) => (
          <Group
            key={app.name}
            component="li"
            justify="space-between"
            wrap="nowrap"
            py={4}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Anchor href={app.href} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
              <Group gap={6} wrap="nowrap" component="span">
                <IconExternalLink size={16} aria-hidden />
                {app.name}
              </Group>
            </Anchor>
            <CopyIcon value={app.href} what={app.name} />
          </Group>
        ))}
      </Stack>
      <TextInput
        label={C.plainUrl}
        value={links.feedUrl}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={<CopyIcon value={links.feedUrl} what={C.plainUrl} />}
        rightSectionWidth={44}
        data-testid="calendar-feed-url"
      />
    </Stack>
  );
}

/** When the address was made and last fetched, Rotate and Revoke (each asks first). */
function ActiveFeed({
  status,
  onRotate,
  onRevoke,
  rotating,
  revoking,
}: {
  status: CalendarFeedStatus;
  onRotate: () => void;
  onRevoke: () => void;
  rotating: boolean;
  revoking: boolean;
}) {
  return (
    <Stack gap="sm">
      <div>
        {status.createdAt && (
          <Text size="sm">
            {C.activeSince}: {dateTimeLabel(status.createdAt)}
          </Text>
        )}
        <Text size="sm" c="dimmed" data-testid="calendar-last-fetched">
          {status.lastFetchedAt ? `${C.lastFetched}: ${dateTimeLabel(status.lastFetchedAt)}` : C.neverFetched}
        </Text>
      </div>
      <Group gap="sm">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRotate}
          loading={rotating}
          disabled={revoking}
        >
          {C.rotate}
        </Button>
        <Button
          variant="outline"
          color="red.8"
          size="sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onRevoke}
          loading={revoking}
          disabled={rotating}
        >
          {C.revoke}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Profile Settings > Calendar: Subscribe makes a private ICS address with the person's open action items and goal
 * milestones; its links (Google Calendar, Apple Calendar, Outlook, the https address) are shown once, right after
 * it is made or rotated, since only a hash of it is kept. Rotate (a new address, the old one stops) and Revoke ask
 * first.
 */
export function CalendarFeedCard() {
  const status = useCalendarFeedStatus();
  const { links, create, rotate, revoke } = useCalendarFeedActions();
  const confirm = (title: string, body: string, label: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: label, cancel: C.cancel },
      confirmProps: { color: 'red' },
      onConfirm,
    });
  const feed = status.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="calendar-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="calendar-title">
            {C.sectionTitle}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {C.sectionDescription}
          </Text>
        </div>
        {status.isPending && <Loader size="sm" aria-label={MESSAGES.auth.loading} />}
        {status.isError && (
          <Text size="sm" c="red.8" role="alert">
            {C.loadFailed}
          </Text>
        )}
        {feed && !feed.active && (
          <Group>
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={() => create.mutate()}
              loading={create.isPending}
            >
              {C.subscribe}
            </Button>
          </Group>
        )}
        {feed?.active && links && <FeedLinks links={links} />}
        {feed?.active && (
          <Alert variant="light" color="gray" py="xs" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{C.onceHint}</Text>
          </Alert>
        )}
        {feed?.active && (
          <ActiveFeed
            status={feed}
            rotating={rotate.isPending}
            revoking={revoke.isPending}
            onRotate={() => confirm(C.rotateConfirmTitle, C.rotateConfirm, C.rotate, () => rotate.mutate())}
            onRevoke={() => confirm(C.revokeConfirmTitle, C.revokeConfirm, C.revoke, () => revoke.mutate())}
          />
        )}
        <Text size="xs" c="dimmed">
          {C.privacyNote}
        </Text>
      </Stack>
    </Card>
  );
}

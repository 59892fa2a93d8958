import { ShowMoreButton } from '@mentor/ui';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Code,
  Group,
  Loader,
  Modal,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  MESSAGES,
  OUTBOX_STATUSES,
  formatDisplayDate,
  pad2,
  type EmailKind,
  type OutboxItem,
  type OutboxMessage,
  type OutboxStatus,
} from '@mentor/validation';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { FULL_LABEL, PHONE_QUERY } from './format';
import { LoadFailed } from './LoadFailed';
import { useOutbox, useOutboxMessage } from './use-admin';

const E = MESSAGES.email;

const STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: E.outboxQueued,
  sent: E.outboxSent,
  kept: E.outboxKept,
  retrying: E.outboxRetrying,
  failed: E.outboxFailed,
};
const STATUS_COLORS: Record<OutboxStatus, string> = {
  queued: 'gray',
  sent: 'teal',
  kept: 'blue',
  retrying: 'orange',
  failed: 'red',
};
const KIND_LABELS: Record<EmailKind, string> = {
  'verify-email': E.outboxKindVerify,
  'password-reset': E.outboxKindReset,
  'session-summary': E.outboxKindSummary,
  'weekly-checkin': E.outboxKindCheckin,
  'account-deleted': E.outboxKindAccountDeleted,
  'sign-in-alert': E.outboxKindSignInAlert,
  'sign-up-attempt': E.outboxKindSignUpAttempt,
};

/** The status filter: '' for all, else one status. */
const FILTER_OPTIONS = [
  { value: '', label: E.outboxAll },
  ...OUTBOX_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

function isStatus(value: string): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly string[]).includes(value);
}

/** 'Nov 23, 2026, 14:05' (local time). */
function dateTimeLabel(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return `${formatDisplayDate(date)}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

function StatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <Badge variant="light" size="sm" color={STATUS_COLORS[status]} styles={FULL_LABEL}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** The subject as the button that opens the message. */
function OpenButton({ item, onOpen }: { item: OutboxItem; onOpen: (item: OutboxItem) => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      fw={500}
      ta="left"
      style={{ overflowWrap: 'anywhere' }}
      onClick={(event) => {
        // The row opens it too: one opening per click.
        event.stopPropagation();
        onOpen(item);
      }}
    >
      {item.subject ?? E.outboxNoSubject}
    </Anchor>
  );
}

function LastError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }} data-testid="outbox-error">
      {error}
    </Text>
  );
}

interface RowProps {
  item: OutboxItem;
  onOpen: (item: OutboxItem) => void;
}

function OutboxRow({ item, onOpen }: RowProps) {
  return (
    <Table.Tr data-testid="outbox-row" onClick={() => onOpen(item)} style={{ cursor: 'pointer' }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{dateTimeLabel(item.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{KIND_LABELS[item.kind]}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.to}
        </Text>
      </Table.Td>
      <Table.Td maw={320}>
        <OpenButton item={item} onOpen={onOpen} />
        <LastError error={item.lastError} />
      </Table.Td>
      <Table.Td>
        <StatusBadge status={item.status} />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{item.attempts}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A message as a card: the phone layout of a table row. */
function OutboxCard({ item, onOpen }: RowProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="outbox-row"
      onClick={() => onOpen(item)}
      style={{ cursor: 'pointer' }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Box style={{ minWidth: 0 }}>
            <OpenButton item={item} onOpen={onOpen} />
          </Box>
          <StatusBadge status={item.status} />
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {KIND_LABELS[item.kind]} · {item.to}
        </Text>
        <Text size="xs" c="dimmed">
          {dateTimeLabel(item.createdAt)} · {E.outboxAttempts}: {item.attempts}
        </Text>
        <LastError error={item.lastError} />
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One message whole: who and when, the headers, the HTML (sandboxed: it is untrusted) and the plain text. */
function MessageView({ message }: { message: OutboxMessage }) {
  const headers = Object.entries(message.headers);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Fact label={E.outboxFrom}>{message.from ?? '—'}</Fact>
        <Fact label={E.outboxTo}>{message.to}</Fact>
        <Fact label={E.outboxKind}>{KIND_LABELS[message.kind]}</Fact>
        <Fact label={E.outboxStatus}>
          <Group gap="xs">
            <StatusBadge status={message.status} />
            <Text size="xs" c="dimmed">
              {E.outboxAttempts}: {message.attempts}
            </Text>
          </Group>
        </Fact>
        <Fact label={E.outboxCreated}>{dateTimeLabel(message.createdAt)}</Fact>
        <Fact label={E.outboxSentAt}>{dateTimeLabel(message.sentAt)}</Fact>
      </SimpleGrid>
      {message.lastError && (
        <Alert color="red" variant="light" title={E.outboxLastError} p="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message.lastError}
          </Text>
        </Alert>
      )}
      <Section title={E.outboxHeaders}>
        {headers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {E.outboxNoPart}
          </Text>
        ) : (
          <Table fz="xs" verticalSpacing={4} style={{ tableLayout: 'fixed' }} data-testid="outbox-headers">
            <Table.Tbody>
              {headers.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row" w="34%" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Table.Th>
                  <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={E.outboxHtml}>
        {message.html === null ? (
          <Text size="sm" c="dimmed">
            {E.outboxNoPart}
          </Text>
        ) : (
          // No allow-* token: no scripts, no forms, no same origin, no navigation of this page.
          <iframe
            sandbox=""
            srcDoc={message.html}
            title={E.outboxHtmlFrame}
            style={{
              width: '100%',
              height: 'min(60vh, 520px)',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'white',
            }}
          />
        )}
      </Section>
      <Section title={E.outboxText}>
        {message.text === null ? (
          <Text size="sm" c="dimmed">
            {E.outboxNoPart}
          </Text>
        ) : (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Code>
        )}
      </Section>
    </Stack>
  );
}

interface MessageModalProps {
  /** The message last opened (kept while the dialog closes, so its title stays). */
  item: OutboxItem | null;
  opened: boolean;
  onClose: () => void;
}

function MessageModal({ item, opened, onClose }: MessageModalProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const message = useOutboxMessage(item?.id ?? null);
  return (
    <Modal
      opened={opened && item !== null}
      onClose={onClose}
      title={item?.subject ?? E.outboxNoSubject}
      size="xl"
      fullScreen={phone}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      {message.isError ? (
        <LoadFailed queries={[message]} />
      ) : message.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <MessageView message={message.data} />
      )}
    </Modal>
  );
}

/**
 * The Outbox tab: every mail the app made, newest first, all or one status, 'Show more' for older ones. Without
 * SMTP nothing leaves: the messages are kept here, and it says so. A message opens whole in a dialog. While a
 * message shown is queued or retrying the list is read again by itself until it is not; Refresh reads it at once.
 */
export function OutboxTab() {
  const [filter, setFilter] = useState('');
  const status = isStatus(filter) ? filter : undefined;
  const query = useOutbox(status);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const smtp = query.data?.pages[0]?.smtp ?? true;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [selected, setSelected] = useState<OutboxItem | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (item: OutboxItem) => {
    setSelected(item);
    setOpened(true);
  };
  // The list looks again by itself while a message is queued or retrying (useOutbox); Refresh reads it now.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await query.refetch();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Stack gap="md">
      {!smtp && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {E.outboxSmtpOff}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="outbox-title">
        <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
          <Title order={3} size="h4" id="outbox-title">
            {E.outboxTitle}
          </Title>
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label={E.outboxFilter}
              size="xs"
              w={180}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              data={FILTER_OPTIONS}
            />
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={refreshing}
              onClick={() => void refresh()}
            >
              {E.outboxRefresh}
            </Button>
          </Group>
        </Group>
        {query.isError ? (
          <LoadFailed queries={[query]} />
        ) : query.isPending ? (
          <Stack gap="sm">
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : items.length === 0 ? (
          <Text c="dimmed">{E.outboxEmpty}</Text>
        ) : (
          <Stack gap="sm">
            {phone ? (
              items.map((item) => <OutboxCard key={item.id} item={item} onOpen={open} />)
            ) : (
              <Table.ScrollContainer minWidth={760} type="native">
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{E.outboxCreated}</Table.Th>
                      <Table.Th>{E.outboxKind}</Table.Th>
                      <Table.Th>{E.outboxTo}</Table.Th>
                      <Table.Th>{E.outboxSubject}</Table.Th>
                      <Table.Th>{E.outboxStatus}</Table.Th>
                      <Table.Th ta="right">{E.outboxAttempts}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((item) => (
                      <OutboxRow key={item.id} item={item} onOpen={open} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <ShowMoreButton query={query} label={E.outboxShowMore} />
          </Stack>
        )}
      </Card>
      <MessageModal item={selected} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}

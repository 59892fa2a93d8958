import { ShowMoreButton } from '@mentor/ui';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGES, OUTBOX_STATUSES, type OutboxItem, type OutboxStatus } from '@mentor/validation';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PHONE_QUERY } from './format';
import { LoadFailed } from './LoadFailed';
import { dateTimeLabel, KIND_LABELS, STATUS_LABELS } from './outbox-labels';
import { MessageModal } from './OutboxMessageModal';
import { StatusBadge } from './OutboxStatusBadge';
import { useOutbox } from './use-admin';

const E = MESSAGES.email;

/** The status filter: '' for all, else one status. */
const FILTER_OPTIONS = [
  { value: '', label: E.outboxAll },
  ...OUTBOX_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

function isStatus(value: string): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly string[]).includes(value);
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

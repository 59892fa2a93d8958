import { ShowMoreButton } from '@mentor/ui';
import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { dateOrNA } from '@mentor/ui';
import {
  ADMIN_UI,
  SUPPORT_PRIORITY_LABELS,
  type AdminSupportRequest,
  type SupportPriority,
  type SupportStatus,
} from '@mentor/validation';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { FULL_LABEL, PHONE_QUERY } from './format';
import { LoadFailed } from './LoadFailed';
import { useResolveSupportRequest, useSupportRequests } from './use-admin';

const T = ADMIN_UI.support;
const PRIORITY_COLORS: Record<SupportPriority, string> = { low: 'gray', normal: 'blue', high: 'red' };

function PriorityBadge({ priority }: { priority: SupportPriority }) {
  return (
    <Badge variant="light" size="sm" color={PRIORITY_COLORS[priority]} styles={FULL_LABEL}>
      {SUPPORT_PRIORITY_LABELS[priority]}
    </Badge>
  );
}

function StatusBadge({ status }: { status: SupportStatus }) {
  return (
    <Badge variant="light" size="sm" color={status === 'open' ? 'orange' : 'teal'} styles={FULL_LABEL}>
      {status === 'open' ? T.open : T.resolved}
    </Badge>
  );
}

function ResolveAction({ request }: { request: AdminSupportRequest }) {
  const resolve = useResolveSupportRequest();
  return request.status === 'open' ? (
    <Button
      size="compact-sm"
      variant="light"
      loading={resolve.isPending}
      aria-label={T.resolveLabel(request.subject)}
      onClick={() => resolve.mutate({ id: request.id })}
    >
      {T.resolve}
    </Button>
  ) : (
    <Text size="xs" c="dimmed">
      {T.resolvedBy(request.resolvedBy?.name ?? '—', dateOrNA(request.resolvedAt))}
    </Text>
  );
}

/** A request as a card: the phone layout of a table row. */
function RequestCard({ request }: { request: AdminSupportRequest }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="support-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={500}>
            {request.subject}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <PriorityBadge priority={request.priority} />
            <StatusBadge status={request.status} />
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {request.message}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.user.name} · {request.user.email} · {dateOrNA(request.createdAt)}
        </Text>
        <Group>
          <ResolveAction request={request} />
        </Group>
      </Stack>
    </Card>
  );
}

function RequestRow({ request }: { request: AdminSupportRequest }) {
  return (
    <Table.Tr data-testid="support-row">
      <Table.Td>
        <Text size="sm" fw={500}>
          {request.user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {request.user.email}
        </Text>
      </Table.Td>
      <Table.Td maw={360}>
        <Text size="sm" fw={500}>
          {request.subject}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {request.message}
        </Text>
      </Table.Td>
      <Table.Td>
        <PriorityBadge priority={request.priority} />
      </Table.Td>
      <Table.Td>
        <StatusBadge status={request.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{dateOrNA(request.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <ResolveAction request={request} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The Contact Support requests: open or resolved, newest first; an open one can be marked resolved. */
export function SupportInbox() {
  const [status, setStatus] = useState<SupportStatus>('open');
  const query = useSupportRequests(status);
  const requests = query.data?.pages.flatMap((p) => p.requests) ?? [];
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="support-inbox-title">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={3} size="h4" id="support-inbox-title">
          {T.title}
        </Title>
        <SegmentedControl
          aria-label={T.filter}
          size="xs"
          value={status}
          onChange={(v) => setStatus(v === 'resolved' ? 'resolved' : 'open')}
          data={[
            { value: 'open', label: T.open },
            { value: 'resolved', label: T.resolved },
          ]}
        />
      </Group>
      {query.isError ? (
        <LoadFailed queries={[query]} />
      ) : query.isPending ? (
        <Stack gap="sm">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : requests.length === 0 ? (
        <Text c="dimmed">{T.empty}</Text>
      ) : (
        <Stack gap="sm">
          {phone ? (
            requests.map((r) => <RequestCard key={r.id} request={r} />)
          ) : (
            <Table.ScrollContainer minWidth={760} type="native">
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.user}</Table.Th>
                    <Table.Th>{T.subject}</Table.Th>
                    <Table.Th>{T.priority}</Table.Th>
                    <Table.Th>{T.status}</Table.Th>
                    <Table.Th>{T.date}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{ADMIN_UI.users.actions}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {requests.map((r) => (
                    <RequestRow key={r.id} request={r} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ShowMoreButton query={query} label={T.showMore} />
        </Stack>
      )}
    </Card>
  );
}

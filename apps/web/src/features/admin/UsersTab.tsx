import { ShowMoreButton } from '@mentor/ui';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { dateOrNA, sessionsUsageLabel } from '@mentor/ui';
import { ADMIN_ACTION_LABELS, ADMIN_SEARCH_MAX, ADMIN_UI, type AdminUserRow } from '@mentor/validation';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../auth/use-auth';
import { BanDialog } from './BanDialog';
import { EditPlanDialog } from './EditPlanDialog';
import { FULL_LABEL, PHONE_QUERY, formatCount } from './format';
import { LoadFailed } from './LoadFailed';
import { PlanBadge } from './PlanBadge';
import { useAdminUsers } from './use-admin';

const T = ADMIN_UI.users;

function LastAction({ user }: { user: AdminUserRow }) {
  const action = user.lastAction;
  if (!action) return <Text size="sm">{T.noAction}</Text>;
  return (
    <Text size="xs" c="dimmed" data-testid="last-action">
      {T.actionBy(ADMIN_ACTION_LABELS[action.action], action.by?.name ?? '—', dateOrNA(action.at))}
    </Text>
  );
}

interface UserRowProps {
  user: AdminUserRow;
  isSelf: boolean;
  onEdit: (user: AdminUserRow) => void;
  onBan: (user: AdminUserRow) => void;
}

function NameBadges({ user }: { user: AdminUserRow }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {user.name}
      </Text>
      {user.isAdmin && (
        <Badge size="xs" variant="outline" color="gray" styles={FULL_LABEL} style={{ flexShrink: 0 }}>
          {T.admin}
        </Badge>
      )}
      {user.banned && (
        <Badge size="xs" color="red" styles={FULL_LABEL} style={{ flexShrink: 0 }}>
          {T.banned}
        </Badge>
      )}
    </Group>
  );
}

function RowActions({ user, isSelf, onEdit, onBan }: UserRowProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        aria-label={T.editLabel(user.name)}
        onClick={() => onEdit(user)}
      >
        {T.edit}
      </Button>
      {!isSelf && (
        <Button
          size="compact-sm"
          variant="light"
          color={user.banned ? 'teal' : 'red'}
          aria-label={user.banned ? T.unbanLabel(user.name) : T.banLabel(user.name)}
          onClick={() => onBan(user)}
        >
          {user.banned ? T.unban : T.ban}
        </Button>
      )}
    </Group>
  );
}

const sessionsOf = (user: AdminUserRow) =>
  sessionsUsageLabel(user.sessionsThisMonth, user.plan.sessionsLimit);
const lastActiveOf = (user: AdminUserRow) => (user.lastActiveAt ? dateOrNA(user.lastActiveAt) : T.never);

function UserRow(props: UserRowProps) {
  const { user } = props;
  return (
    <Table.Tr data-testid="user-row">
      <Table.Td>
        <NameBadges user={user} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.email}</Text>
      </Table.Td>
      <Table.Td>
        <PlanBadge plan={user.plan} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="sessions-usage">
          {sessionsOf(user)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatCount(user.totalMinutesUsed)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{lastActiveOf(user)}</Text>
      </Table.Td>
      <Table.Td maw={220}>
        <LastAction user={user} />
      </Table.Td>
      <Table.Td>
        <RowActions {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A user as a card: the phone layout of a table row (below 768 px). */
function UserCard(props: UserRowProps) {
  const { user } = props;
  const facts: Array<[string, string, string?]> = [
    [T.sessions, sessionsOf(user), 'sessions-usage'],
    [T.minutes, formatCount(user.totalMinutesUsed)],
    [T.lastActive, lastActiveOf(user)],
  ];
  return (
    <Card withBorder radius="md" padding="sm" data-testid="user-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <NameBadges user={user} />
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </div>
          <PlanBadge plan={user.plan} align="flex-end" />
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          {facts.map(([label, value, testId]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" data-testid={testId}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {user.lastAction && <LastAction user={user} />}
        <RowActions {...props} />
      </Stack>
    </Card>
  );
}

/** Users: searchable, paged list with plan edit and ban / unban. */
export function UsersTab() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const query = useAdminUsers(debounced);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [banning, setBanning] = useState<AdminUserRow | null>(null);
  const users = query.data?.pages.flatMap((p) => p.users) ?? [];
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const rowProps = (u: AdminUserRow): UserRowProps => ({
    user: u,
    isSelf: u.id === me.id,
    onEdit: setEditing,
    onBan: setBanning,
  });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <TextInput
          label={T.search}
          placeholder={T.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={420}
        />
        {query.isError ? (
          <LoadFailed queries={[query]} />
        ) : query.isPending ? (
          <Stack gap="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={40} />
            ))}
          </Stack>
        ) : users.length === 0 ? (
          <Text c="dimmed">{T.empty}</Text>
        ) : phone ? (
          <Stack gap="sm">
            {users.map((u) => (
              <UserCard key={u.id} {...rowProps(u)} />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={1040} type="native">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.name}</Table.Th>
                  <Table.Th>{T.email}</Table.Th>
                  <Table.Th>{T.plan}</Table.Th>
                  <Table.Th>{T.sessions}</Table.Th>
                  <Table.Th>{T.minutes}</Table.Th>
                  <Table.Th>{T.lastActive}</Table.Th>
                  <Table.Th>{T.lastAction}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{T.actions}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((u) => (
                  <UserRow key={u.id} {...rowProps(u)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ShowMoreButton query={query} label={T.showMore} />
      </Stack>
      <EditPlanDialog user={editing} onClose={() => setEditing(null)} />
      <BanDialog user={banning} onClose={() => setBanning(null)} />
    </Card>
  );
}

import {
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { dateOrNA, sessionsUsageLabel } from '@mentor/ui';
import { ADMIN_ACTION_LABELS, ADMIN_SEARCH_MAX, ADMIN_UI, type AdminUserRow } from '@mentor/validation';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../auth/use-auth';
import { BanDialog } from './BanDialog';
import { EditPlanDialog } from './EditPlanDialog';
import { formatCount } from './format';
import { LoadFailed } from './LoadFailed';
import { TierBadge } from './TierBadge';
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

function UserRow({ user, isSelf, onEdit, onBan }: UserRowProps) {
  return (
    <Table.Tr data-testid="user-row">
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {user.name}
          </Text>
          {user.isAdmin && (
            <Badge size="xs" variant="outline" color="gray">
              {T.admin}
            </Badge>
          )}
          {user.banned && (
            <Badge size="xs" color="red">
              {T.banned}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.email}</Text>
      </Table.Td>
      <Table.Td>
        <TierBadge tier={user.tier} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="sessions-usage">
          {sessionsUsageLabel(user.sessionsThisMonth, user.sessionsLimit)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatCount(user.totalMinutesUsed)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.lastActiveAt ? dateOrNA(user.lastActiveAt) : T.never}</Text>
      </Table.Td>
      <Table.Td maw={220}>
        <LastAction user={user} />
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
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
          <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.isPending ? (
          <Stack gap="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={40} />
            ))}
          </Stack>
        ) : users.length === 0 ? (
          <Text c="dimmed">{T.empty}</Text>
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
                  <UserRow
                    key={u.id}
                    user={u}
                    isSelf={u.id === me.id}
                    onEdit={setEditing}
                    onBan={setBanning}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {query.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {T.showMore}
          </Button>
        )}
      </Stack>
      <EditPlanDialog user={editing} onClose={() => setEditing(null)} />
      <BanDialog user={banning} onClose={() => setBanning(null)} />
    </Card>
  );
}

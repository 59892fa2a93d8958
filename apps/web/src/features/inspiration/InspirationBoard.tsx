import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  filterItems,
  INSPIRATION_COPY,
  INSPIRATION_FILTERS,
  INSPIRATION_SKELETON_COUNT,
  isFilterActive,
  MESSAGES,
  promoteToGoal,
  ROUTES,
  type InspirationFilter,
  type InspirationItem,
} from '@mentor/validation';
import { IconAlertCircle, IconBulb, IconInfoCircle, IconLock, IconSearch } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { useAuth } from '../auth/use-auth';
import { isUnauthorizedError } from '../../lib/api';
import { BoardGrid } from './BoardGrid';
import { EditItemDialog } from './EditItemDialog';
import classes from './InspirationBoard.module.css';
import { ItemComposer } from './ItemComposer';
import { useDeleteItem, useInspirationItems, useReorderItems, useUpdateItem } from './use-inspiration';

const M = MESSAGES.inspiration;
const C = INSPIRATION_COPY;

/** Columns of the card grid: 1 on phones, 2 on tablets, 3 from 992 px. */
function useBoardColumns(): number {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const medium = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  return wide ? 3 : medium ? 2 : 1;
}

function LoggedOut() {
  return (
    <Center py="xl">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {M.title}
        </Title>
        <Text c="dimmed">{M.loginRequired}</Text>
        <Button component="a" href={ROUTES.login}>
          {M.logIn}
        </Button>
      </Stack>
    </Center>
  );
}

/** Shown when the list load fails as unauthorized; the toast and redirect come from lib/query-client. */
function SessionExpired() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" role="status">
        <Title order={2}>{MESSAGES.auth.sessionExpiredTitle}</Title>
        <Text c="dimmed">{MESSAGES.auth.sessionExpiredBody}</Text>
      </Stack>
    </Center>
  );
}

function Skeletons({ cols }: { cols: number }) {
  return (
    <div
      className={classes.skeletons}
      style={{ '--board-cols': cols } as CSSProperties}
      aria-busy="true"
      aria-label={C.loadingItems}
    >
      {Array.from({ length: INSPIRATION_SKELETON_COUNT }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="md" data-testid="inspiration-skeleton">
          <Stack gap="sm">
            <Skeleton height={20} width={70} radius="xl" />
            <Skeleton height={12} />
            <Skeleton height={12} width="85%" />
            <Skeleton height={12} width="60%" />
            <Skeleton height={10} width="40%" mt="sm" />
          </Stack>
        </Card>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
          <IconBulb size={26} />
        </ThemeIcon>
        <Title order={3}>{M.emptyTitle}</Title>
        <Text c="dimmed">{M.emptyBody}</Text>
      </Stack>
    </Card>
  );
}

function Board({ userId }: { userId: string }) {
  const cols = useBoardColumns();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<InspirationFilter>('All');
  const [editing, setEditing] = useState<InspirationItem | null>(null);
  const list = useInspirationItems(true);
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const reorder = useReorderItems();

  if (list.isError && isUnauthorizedError(list.error)) return <SessionExpired />;

  const items = list.data ?? [];
  const filtering = isFilterActive({ search, tag });
  const shown = filtering ? filterItems(items, { search, tag }) : items;

  const actions = {
    onEdit: (item: InspirationItem) => setEditing(item),
    onDelete: (item: InspirationItem) => remove.mutate({ id: item.id }),
    onPromote: (item: InspirationItem) => update.mutate({ id: item.id, patch: promoteToGoal(item) }),
    onUpdate: (item: InspirationItem, patch: Parameters<typeof update.mutate>[0]['patch']) =>
      update.mutate({ id: item.id, patch }),
  };

  let content;
  if (list.isPending) content = <Skeletons cols={cols} />;
  else if (list.isError)
    content = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={M.errorTitle}>
        <Group justify="space-between">
          <Text size="sm">{C.loadFailed}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {C.retry}
          </Button>
        </Group>
      </Alert>
    );
  else if (items.length === 0) content = <EmptyState />;
  else if (shown.length === 0)
    content = (
      <Text c="dimmed" ta="center" py="xl">
        {C.noMatches}
      </Text>
    );
  else
    content = (
      <BoardGrid
        items={shown}
        cols={cols}
        dragEnabled={!filtering}
        onMove={(from, to) => reorder.move(items, from, to)}
        {...actions}
      />
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {M.title}
      </Title>

      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          leftSection={<IconSearch size={16} />}
          placeholder={M.searchPlaceholder}
          aria-label={C.searchLabel}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <NativeSelect
          aria-label={C.filterLabel}
          w={120}
          data={[...INSPIRATION_FILTERS]}
          value={tag}
          onChange={(e) => setTag(e.currentTarget.value as InspirationFilter)}
        />
      </Group>

      <ItemComposer userId={userId} />

      {content}

      <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
        <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text size="sm" data-testid="board-tip">
          {filtering ? C.filteredTip : M.footerTip}
        </Text>
      </Group>

      <EditItemDialog
        item={editing}
        onCancel={() => setEditing(null)}
        onSave={(item, text) => {
          setEditing(null);
          if (text !== item.text) update.mutate({ id: item.id, patch: { text } });
        }}
      />
    </Stack>
  );
}

/** /inspiration: the signed-in user's board; a log-in prompt when the user call answers nobody. */
export function InspirationBoard() {
  const { user, isLoading } = useAuth();
  if (!user) return isLoading ? <Skeletons cols={1} /> : <LoggedOut />;
  return <Board userId={user.id} />;
}

import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { dateOrNA } from '@mentor/ui';
import { MESSAGES, ROUTES, type MemoryItem, type PublicUser } from '@mentor/validation';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { chatSessionPath } from '../../layouts/nav';
import { trpcErrorCode } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { useSetCurrentUser } from '../auth/use-auth';
import { planOf } from '../billing/use-billing';
import { useSessionWork } from '../chat/use-session-work';

const M = MESSAGES.memory;

/**
 * Profile Settings > Long-term memory: the opt-in switch (off by default; a Pro feature, so Starter after the
 * trial sees it disabled with a way to the plans) and what the mentor remembers, each with its source session,
 * deletable one by one or all at once. Memories stay listed while the switch is off, so they can still be deleted.
 */
export function MemorySettings({ user, now = new Date() }: { user: PublicUser; now?: Date }) {
  const allowed = planOf(user, now).features.longTermMemory;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memory-title">
      <Stack gap="md">
        <div>
          <Group gap="xs">
            <Title order={2} fz="lg" id="memory-title">
              {M.sectionTitle}
            </Title>
            <Badge variant="light" color="brand" size="sm">
              {M.proBadge}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {M.description}
          </Text>
        </div>
        <MemorySwitch user={user} allowed={allowed} />
        {!allowed && (
          <Text size="sm" data-testid="memory-pro-note">
            {M.proNote}{' '}
            <Anchor component={Link} to={ROUTES.subscription} fw={600}>
              {M.upgradeLink}
            </Anchor>
          </Text>
        )}
        <MemoryList />
      </Stack>
    </Card>
  );
}

function MemorySwitch({ user, allowed }: { user: PublicUser; allowed: boolean }) {
  const trpc = useTRPC();
  const setCurrentUser = useSetCurrentUser();
  const mutation = useMutation(
    trpc.account.setMemoryEnabled.mutationOptions({
      meta: {
        errorToast: (error) => ({
          title: M.updateFailTitle,
          message: error instanceof Error && error.message === M.proOnly ? M.proOnly : M.updateFail,
          id: 'memory-setting',
        }),
      },
      onSuccess: async (updated) => {
        notifySuccess(M.savedTitle, updated.memoryEnabled ? M.enabled : M.disabled, { id: 'memory-setting' });
        await setCurrentUser(updated);
      },
    }),
  );
  // While saving, the switch shows the state asked for; a failure puts it back.
  const checked = mutation.isPending
    ? (mutation.variables?.enabled ?? user.memoryEnabled)
    : user.memoryEnabled;
  return (
    <Switch
      size="md"
      label={M.switchLabel}
      checked={checked}
      // Switching off always works (even after the trial); switching on needs Pro.
      disabled={mutation.isPending || (!allowed && !user.memoryEnabled)}
      onChange={(event) => mutation.mutate({ enabled: event.currentTarget.checked })}
    />
  );
}

function MemoryList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.memory.list.queryKey();
  // Memories are added after sessions, elsewhere: read them afresh whenever the page opens, and again once a
  // session's work (which reads memories from its messages) is done.
  const list = useQuery({ ...trpc.memory.list.queryOptions(), staleTime: 0 });
  useSessionWork();
  const remove = (id: string) =>
    queryClient.setQueryData<MemoryItem[]>(listKey, (items) => items?.filter((m) => m.id !== id));

  const deleteOne = useMutation(
    trpc.memory.delete.mutationOptions({
      // Already gone (deleted in another tab): no toast, the list catches up.
      meta: {
        errorToast: (error) =>
          trpcErrorCode(error) === 'NOT_FOUND'
            ? null
            : { title: M.deleteFailTitle, message: M.deleteFail, id: 'memory-delete' },
      },
      onSuccess: ({ id }) => {
        remove(id);
        notifySuccess(M.deleteSuccessTitle, M.deleteSuccess, { id: 'memory-delete' });
      },
      onError: (error, { id }) => {
        if (trpcErrorCode(error) === 'NOT_FOUND') remove(id);
      },
    }),
  );
  const clear = useMutation(
    trpc.memory.clear.mutationOptions({
      meta: { errorToast: { title: M.deleteFailTitle, message: M.clearFail, id: 'memory-delete' } },
      onSuccess: () => {
        queryClient.setQueryData<MemoryItem[]>(listKey, []);
        notifySuccess(M.deleteSuccessTitle, M.clearSuccess, { id: 'memory-delete' });
      },
      onError: () => void list.refetch(),
    }),
  );

  const confirmClear = () =>
    modals.openConfirmModal({
      title: M.clearConfirmTitle,
      centered: true,
      children: <Text size="sm">{M.clearConfirm}</Text>,
      labels: { confirm: M.clearAll, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => clear.mutate(),
    });

  const items = list.data ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} fz="md">
          {M.listTitle}
        </Title>
        {items.length > 0 && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={confirmClear}
            loading={clear.isPending}
            style={{ flexShrink: 0 }}
          >
            {M.clearAll}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <Stack gap="xs" aria-label="Loading memories">
          <Skeleton height={44} radius="sm" />
          <Skeleton height={44} radius="sm" />
        </Stack>
      ) : list.isError ? (
        <Text size="sm" c="red" role="alert">
          {M.loadFail}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {M.empty}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label={M.listTitle}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((memory) => (
            <Group
              key={memory.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {memory.content}
                </Text>
                <Text size="xs" c="dimmed">
                  {memory.sourceSessionId ? (
                    <Anchor component={Link} to={chatSessionPath(memory.sourceSessionId)} size="xs">
                      {memory.sourceSessionTitle ?? 'Session'}
                    </Anchor>
                  ) : (
                    M.fromDeletedSession
                  )}
                  {' · '}
                  {dateOrNA(memory.createdAt)}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${M.deleteLabel}: ${memory.content}`}
                onClick={() => deleteOne.mutate({ id: memory.id })}
                loading={deleteOne.isPending && deleteOne.variables?.id === memory.id}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

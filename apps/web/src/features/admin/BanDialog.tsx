import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ADMIN_UI, type AdminUserRow } from '@mentor/validation';
import { useBanUser, useUnbanUser } from './use-admin';

const T = ADMIN_UI.banDialog;

/** Confirms a ban (or, for a banned user, an unban) before it is sent. */
export function BanDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const ban = useBanUser();
  const unban = useUnbanUser();
  const unbanning = user?.banned ?? false;
  const confirm = () => {
    if (!user) return;
    const mutation = unbanning ? unban : ban;
    mutation.mutate({ userId: user.id }, { onSuccess: onClose });
  };
  return (
    <Modal opened={user !== null} onClose={onClose} title={unbanning ? T.unbanTitle : T.banTitle}>
      {user && (
        <Stack gap="md">
          <Text>{unbanning ? T.unbanBody(user.name) : T.banBody(user.name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button
              color={unbanning ? 'teal' : 'red'}
              loading={ban.isPending || unban.isPending}
              onClick={confirm}
            >
              {unbanning ? T.confirmUnban : T.confirmBan}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

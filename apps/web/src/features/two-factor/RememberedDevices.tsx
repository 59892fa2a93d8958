import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate, TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { IconDeviceLaptop } from '@tabler/icons-react';
import { notifySuccess } from '../../lib/notify';
import { TWO_FACTOR_TOAST, useForgetDevices, useRememberedDevices } from './use-two-factor';

/** The browsers that skip the second step for 30 days: each with Forget, and "Forget all remembered devices". */
export function RememberedDevices() {
  const devices = useRememberedDevices(true);
  const forget = useForgetDevices();
  const list = devices.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="remembered-devices-title">
      <Title order={3} fz="md" id="remembered-devices-title">
        {M.devicesTitle}
      </Title>
      <Text size="sm" c="dimmed" data-testid="remembered-devices-count">
        {list.length === 0 ? M.devicesNone : M.devicesCount(list.length)}
      </Text>
      {list.length > 0 && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((device) => (
            <Group
              key={device.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group gap="xs" wrap="nowrap">
                <IconDeviceLaptop size={18} aria-hidden />
                <div>
                  <Text size="sm" fw={500}>
                    {device.device}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {M.expires} {formatDisplayDate(new Date(device.expiresAt))}
                  </Text>
                </div>
              </Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => forget.one.mutate({ id: device.id })}
                aria-label={`${M.forgetDevice}: ${device.device}`}
              >
                {M.forgetDevice}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {list.length > 0 && (
        <Group>
          <Button
            variant="default"
            size="sm"
            loading={forget.all.isPending}
            onClick={() =>
              forget.all.mutate(undefined, {
                onSuccess: () => notifySuccess(M.devicesTitle, M.devicesForgotten, { id: TWO_FACTOR_TOAST }),
              })
            }
          >
            {M.forgetDevices}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

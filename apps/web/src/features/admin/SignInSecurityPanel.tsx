import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { LoadFailed } from './LoadFailed';

/**
 * Settings > Sign-in security: "Require two-factor sign-in for admin accounts". The server refuses to turn it on
 * for an admin without two-factor sign-in (the message is a toast); admins without it are then led to set it up.
 */
export function SignInSecurityPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.admin.signInSettings.queryOptions());
  const update = useMutation(
    trpc.admin.updateSignInSettings.mutationOptions({
      meta: {
        errorToast: (error) => ({
          id: 'sign-in-settings',
          title: M.adminSettingTitle,
          message: error instanceof Error && error.message ? error.message : M.actionFailed,
        }),
      },
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.admin.signInSettings.queryKey(), saved);
        notifySuccess(M.adminSettingSaved, M.adminSettingLabel, { id: 'sign-in-settings' });
      },
    }),
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sign-in-security-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="sign-in-security-title">
          {M.adminSettingTitle}
        </Title>
        <LoadFailed queries={[settings]} />
        {settings.data ? (
          <Switch
            label={M.adminSettingLabel}
            checked={
              update.isPending ? update.variables.requireAdminTwoFactor : settings.data.requireAdminTwoFactor
            }
            disabled={update.isPending}
            onChange={(event) => update.mutate({ requireAdminTwoFactor: event.currentTarget.checked })}
          />
        ) : (
          !settings.isError && <Skeleton h={48} />
        )}
        <Text size="sm" c="dimmed">
          {M.adminSettingHint}
        </Text>
      </Stack>
    </Card>
  );
}

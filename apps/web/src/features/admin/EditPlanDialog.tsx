import { Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADMIN_UI,
  SUBSCRIPTION_TIERS,
  TIER_LABELS,
  UNLIMITED_SESSIONS,
  adminPlanFormSchema,
  type AdminPlanForm,
  type AdminUserRow,
} from '@mentor/validation';
import { zodResolver } from '../../lib/form';
import { useSetPlan } from './use-admin';

const T = ADMIN_UI.editDialog;
const TIER_OPTIONS = SUBSCRIPTION_TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }));

interface EditPlanFormProps {
  user: AdminUserRow;
  onClose: () => void;
}

function EditPlanForm({ user, onClose }: EditPlanFormProps) {
  const setPlan = useSetPlan();
  const form = useForm<AdminPlanForm>({
    mode: 'controlled',
    initialValues: { tier: user.tier, sessionsLimit: user.sessionsLimit },
    validate: zodResolver(adminPlanFormSchema),
  });
  const submit = form.onSubmit((values) =>
    setPlan.mutate({ userId: user.id, ...values }, { onSuccess: onClose }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={T.tier}
          data={TIER_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('tier')}
        />
        <NumberInput
          label={T.sessionsLimit}
          description={T.sessionsLimitHint}
          min={UNLIMITED_SESSIONS}
          allowDecimal={false}
          {...form.getInputProps('sessionsLimit')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={setPlan.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit a user's plan tier and monthly session limit (-1 unlimited). */
export function EditPlanDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title={user ? `${T.title}: ${user.name}` : T.title}>
      {user && <EditPlanForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

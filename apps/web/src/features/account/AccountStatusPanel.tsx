import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dateOrNA, planLabel } from '@mentor/ui';
import { MESSAGES, type PublicUser } from '@mentor/validation';
import { planOf } from '../billing/use-billing';

/**
 * Account Status (spec section 2): plan (default Starter; named from planState like every screen), sessions
 * this month (default 0), member since, type.
 */
export function AccountStatusPanel({ user, now }: { user: PublicUser; now?: Date }) {
  const plan = planOf(user, now);
  const rows = [
    { label: 'Subscription Plan', value: planLabel(plan) },
    { label: 'Sessions This Month', value: String(plan.sessions.used) },
    { label: 'Member Since', value: dateOrNA(user.createdAt) },
    { label: 'Account Type', value: user.isAdmin ? MESSAGES.profile.admin : MESSAGES.profile.regularUser },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="account-status-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="account-status-title">
          Account Status
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          {rows.map((row) => (
            <div key={row.label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
                {row.label}
              </Text>
              <Text fw={600} data-testid={`status-${row.label.toLowerCase().replace(/\s+/g, '-')}`}>
                {row.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

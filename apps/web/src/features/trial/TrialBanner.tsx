import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { MESSAGES, ROUTES, trialDaysLeft, trialDaysLeftLabel, type TrialAccess } from '@mentor/validation';
import { IconClockHour4, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc';

export interface TrialBannerViewProps {
  access: TrialAccess | null | undefined;
  now?: Date;
}

/**
 * Spec section 4: yellow banner with the days left while the Pro trial runs; rose banner once it has ended;
 * nothing without access info. Both link to /upgrade.
 */
export function TrialBannerView({ access, now = new Date() }: TrialBannerViewProps) {
  if (!access) return null;
  const onTrial = access.reason === 'trial';
  const color = onTrial ? 'yellow' : 'pink';
  const text = onTrial
    ? trialDaysLeftLabel(trialDaysLeft(access.trialEndsAt, now))
    : MESSAGES.trial.trialEnded;
  return (
    <Paper
      role="status"
      data-testid="trial-banner"
      data-variant={onTrial ? 'trial' : 'expired'}
      radius="md"
      px="md"
      py="sm"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ border: `1px solid var(--mantine-color-${color}-outline)` }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} variant="light" radius="xl" size={28} aria-hidden>
            {onTrial ? <IconClockHour4 size={16} /> : <IconSparkles size={16} />}
          </ThemeIcon>
          <Text size="sm" fw={500}>
            {text}
          </Text>
        </Group>
        {/* The theme's text colour on this tint (light scheme: at least 4.5:1 on it). */}
        <Anchor
          component={Link}
          to={ROUTES.upgrade}
          size="sm"
          fw={600}
          c={`var(--mantine-color-${color}-light-color)`}
          underline="always"
        >
          {MESSAGES.trial.upgrade}
        </Anchor>
      </Group>
    </Paper>
  );
}

/** The trial banner for the signed-in user. A failed status call shows nothing (spec section 8). */
export function TrialBanner() {
  const trpc = useTRPC();
  const status = useQuery({ ...trpc.trial.status.queryOptions(), meta: { unauthorized: 'ignore' } });
  if (status.isError) return null;
  return <TrialBannerView access={status.data?.access} />;
}

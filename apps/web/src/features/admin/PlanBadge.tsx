import { Badge, Stack, Text } from '@mantine/core';
import { dateOrNA, planLabel } from '@mentor/ui';
import { ADMIN_UI, type AdminUserPlan, type SubscriptionTier } from '@mentor/validation';
import { FULL_LABEL } from './format';

const TIER_COLORS: Record<SubscriptionTier, string> = { starter: 'gray', pro: 'blue', founder: 'grape' };

/**
 * A user's plan as it applies now (planState), as a small badge: Starter, Pro, Founder+, or 'Pro trial' with the
 * day the trial ends under it.
 */
export function PlanBadge({
  plan,
  align = 'flex-start',
}: {
  plan: AdminUserPlan;
  align?: 'flex-start' | 'flex-end';
}) {
  const badge = (
    <Badge
      variant="light"
      color={TIER_COLORS[plan.tier]}
      size="sm"
      styles={FULL_LABEL}
      style={{ flexShrink: 0 }}
      data-testid="plan-badge"
    >
      {planLabel(plan)}
    </Badge>
  );
  if (!plan.fromTrial || !plan.trialEndsAt) return badge;
  return (
    <Stack gap={2} align={align} style={{ flexShrink: 0 }}>
      {badge}
      <Text size="xs" c="dimmed" data-testid="trial-ends">
        {ADMIN_UI.users.trialEnds(dateOrNA(plan.trialEndsAt))}
      </Text>
    </Stack>
  );
}

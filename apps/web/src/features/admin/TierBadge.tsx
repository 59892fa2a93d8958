import { Badge } from '@mantine/core';
import { tierLabel } from '@mentor/ui';
import type { SubscriptionTier } from '@mentor/validation';
import { FULL_LABEL } from './format';

const TIER_COLORS: Record<SubscriptionTier, string> = { starter: 'gray', pro: 'blue', founder: 'grape' };

/** A user's plan as a small badge: Starter, Pro or Founder+. */
export function TierBadge({ tier }: { tier: SubscriptionTier }) {
  return (
    <Badge variant="light" color={TIER_COLORS[tier]} size="sm" styles={FULL_LABEL}>
      {tierLabel(tier)}
    </Badge>
  );
}

import {
  DEFAULT_SUBSCRIPTION_TIER,
  formatDisplayDate,
  formatSessionsLimit,
  MESSAGES,
  STARTER_SESSIONS_LIMIT,
  TIER_LABELS,
  TRIAL_TIER_LABEL,
  UNLIMITED_SESSIONS,
  type PlanState,
  type SubscriptionTier,
} from '@mentor/validation';

/** 'Starter' / 'Pro' / 'Founder+'; Starter when the tier is missing or unknown. */
export function tierLabel(tier: string | null | undefined): string {
  return (
    (tier && tier in TIER_LABELS ? TIER_LABELS[tier as SubscriptionTier] : null) ??
    TIER_LABELS[DEFAULT_SUBSCRIPTION_TIER]
  );
}

/**
 * What a plan state is called on every screen: 'Pro trial' while the access comes from the trial, otherwise the
 * tier that applies now ('Starter' once a trial ended on Starter, 'Pro' or 'Founder+' for paying users).
 */
export function planLabel(plan: Pick<PlanState, 'tier' | 'fromTrial'>): string {
  return plan.fromTrial ? TRIAL_TIER_LABEL : tierLabel(plan.tier);
}

/** '{used} / {limit}', e.g. '2 / 5' or '7 / ∞'. */
export function sessionsUsageLabel(
  used: number | null | undefined,
  limit: number | null | undefined,
): string {
  return `${used ?? 0} / ${formatSessionsLimit(limit)}`;
}

/** Percentage of the monthly sessions used (0 when unlimited), clamped to 0..100. */
export function sessionsUsagePercent(
  used: number | null | undefined,
  limit: number | null | undefined,
): number {
  const max = limit ?? STARTER_SESSIONS_LIMIT;
  if (max === UNLIMITED_SESSIONS || max <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((used ?? 0) / max) * 100)));
}

/** 'MMM DD, YYYY' (e.g. 'Jan 05, 2024'), or 'N/A' without a valid date. */
export function dateOrNA(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return MESSAGES.profile.notAvailable;
  const formatted = formatDisplayDate(value);
  return formatted.length > 0 ? formatted : MESSAGES.profile.notAvailable;
}

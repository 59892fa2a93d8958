/** The admin dashboard's statistics and figures (spec section 3 "Admin statistics responses", and the tabs' own). */
import { z } from 'zod';
import {
  AI_COST_PER_MINUTE_USD,
  PLAN_PRICES_USD,
  SUBSCRIPTION_TIERS,
  type SubscriptionTier,
} from './constants';

// ---------------------------------------------------------------------------
// Statistics (spec section 3 "Admin statistics responses", plus the figures the tabs show beside them)
// ---------------------------------------------------------------------------

/**
 * GET /api/admin/stats/users. Active: seen (lastActiveAt) in the last 30 days; active this month: since the first
 * day of the UTC month; paid: on Pro or Founder+; conversion rate: paid over all, in percent.
 */
export const userStatsSchema = z.object({
  totalUsers: z.number().int().min(0),
  activeUsers: z.number().int().min(0),
  paidUsers: z.number().int().min(0),
  activeThisMonth: z.number().int().min(0),
  bannedUsers: z.number().int().min(0),
  conversionRate: z.number().min(0),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** Where the revenue figures come from: the payment provider's records, or the paid plans at list price. */
const REVENUE_SOURCES = ['provider', 'list-price'] as const;

/**
 * GET /api/admin/stats/revenue, in US dollars. With payments configured (`source: 'provider'`): monthlyRevenue is
 * the active and past-due subscriptions' prices normalised to a month, totalRevenue the sum of paid invoices.
 * Otherwise, or when the provider cannot answer (`source: 'list-price'`): paid plans at list price (Pro $39 a
 * month, Founder+ $199 a year counted as 199/12 a month); totalRevenue is the yearly run rate (monthly × 12).
 */
export const revenueStatsSchema = z.object({
  monthlyRevenue: z.number().min(0),
  totalRevenue: z.number().min(0),
  source: z.enum(REVENUE_SOURCES),
  paidSubscribers: z.number().int().min(0),
  subscribersByTier: z.record(z.enum(SUBSCRIPTION_TIERS), z.number().int().min(0)),
  conversionRate: z.number().min(0),
});
export type RevenueStats = z.infer<typeof revenueStatsSchema>;

/**
 * GET /api/admin/stats/usage: started chat sessions and their minutes, the spec's estimated AI cost (minutes ×
 * $0.02), and what the metered provider calls (ai_usage) recorded.
 */
export const usageStatsSchema = z.object({
  totalSessions: z.number().int().min(0),
  totalMinutes: z.number().min(0),
  avgSessionLength: z.number().min(0),
  sessionsThisMonth: z.number().int().min(0),
  sessionsPerUser: z.number().min(0),
  estimatedAiCost: z.number().min(0),
  ai: z.object({
    calls: z.number().int().min(0),
    inputTokens: z.number().int().min(0),
    outputTokens: z.number().int().min(0),
    audioSeconds: z.number().min(0),
    recordedCost: z.number().min(0),
  }),
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

/**
 * The admin's view of the safety screen (AI Oversight): flagged messages per UTC day and category over the last
 * ADMIN_CHART_DAYS days, and the totals. Counts only: no content, no user.
 */
export interface SafetyFlagDay {
  date: string;
  self_harm: number;
  medical: number;
  abuse: number;
  harm_to_others: number;
}
export interface SafetyStats {
  days: SafetyFlagDay[];
  totals: Omit<SafetyFlagDay, 'date'>;
}

/** Ratings of the mentor's replies in one group (a mentor, or a provider and model); satisfaction in %. */
export interface FeedbackGroup {
  up: number;
  down: number;
  /** up / (up + down), rounded percent; null without ratings. */
  satisfaction: number | null;
}
export interface FeedbackStats {
  byMentor: (FeedbackGroup & { mentorName: string; mentorType: string })[];
  byModel: (FeedbackGroup & { provider: string | null; model: string | null })[];
  /** The latest reasons given, newest first: no user, no reply text. */
  latestReasons: {
    rating: 'up' | 'down';
    reason: string;
    mentorName: string;
    provider: string | null;
    model: string | null;
    at: string;
  }[];
}

/** One day of the admin charts (UTC calendar day). */
export interface DailyStat {
  date: string;
  sessions: number;
  signUps: number;
}

/** Yearly list-price revenue in US dollars of the given paid subscribers (Starter is the free plan). */
function yearlyAmount(subscribers: Partial<Record<SubscriptionTier, number>>): number {
  let total = 0;
  for (const tier of SUBSCRIPTION_TIERS) {
    if (tier === 'starter') continue;
    const { amount, period } = PLAN_PRICES_USD[tier];
    total += (subscribers[tier] ?? 0) * amount * (period === 'month' ? 12 : 1);
  }
  return total;
}

/** Monthly revenue in US dollars of the given paid subscribers at list price (yearly plans / 12), in cents. */
export function monthlyRevenueFor(subscribers: Partial<Record<SubscriptionTier, number>>): number {
  return Math.round((yearlyAmount(subscribers) / 12) * 100) / 100;
}

/** The yearly run rate (monthly × 12, before rounding) in US dollars, in cents. */
export function yearlyRevenueFor(subscribers: Partial<Record<SubscriptionTier, number>>): number {
  return Math.round(yearlyAmount(subscribers) * 100) / 100;
}

/** Estimated AI cost: total minutes × $0.02, rounded to cents. */
export function estimatedAiCost(totalMinutes: number): number {
  return Math.round(totalMinutes * AI_COST_PER_MINUTE_USD * 100) / 100;
}

/** Conversion rate in percent with one decimal (0 without users). */
export function conversionRate(paidUsers: number, totalUsers: number): number {
  if (totalUsers <= 0) return 0;
  return Math.round((paidUsers / totalUsers) * 1000) / 10;
}

/** US dollars with cents and thousands separators, e.g. '$1,234.50' (no Intl needed). */
export function formatUsd(amount: number): string {
  const negative = amount < 0;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (cents % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}$${whole}.${rest}`;
}

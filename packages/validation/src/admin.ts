/** Admin dashboard response shapes and figures (spec sections 2 "Admin Dashboard", 3, 9). */
import { z } from 'zod';
import { AI_COST_PER_MINUTE_USD } from './constants';

export const userStatsSchema = z.object({
  totalUsers: z.number().int().min(0),
  activeUsers: z.number().int().min(0),
  paidUsers: z.number().int().min(0),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const revenueStatsSchema = z.object({
  monthlyRevenue: z.number().min(0),
  totalRevenue: z.number().min(0),
});
export type RevenueStats = z.infer<typeof revenueStatsSchema>;

export const usageStatsSchema = z.object({
  totalSessions: z.number().int().min(0),
  totalMinutes: z.number().min(0),
  avgSessionLength: z.number().min(0),
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

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

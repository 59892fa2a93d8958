/** Admin dashboard inputs, response shapes and figures (spec sections 2 "Admin Dashboard", 3, 7, 9). */
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX,
  ADMIN_SESSIONS_LIMIT_MAX,
  AI_COST_PER_MINUTE_USD,
  PLAN_PRICES_USD,
  SUBSCRIPTION_TIERS,
  UNLIMITED_SESSIONS,
  type SubscriptionTier,
} from './constants';
import { idSchema } from './common';
import { MESSAGES } from './messages';
import { pageCursorSchema } from './paging';

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
type RevenueSource = (typeof REVENUE_SOURCES)[number];

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

// ---------------------------------------------------------------------------
// Users list and actions
// ---------------------------------------------------------------------------

const pageSizeSchema = z
  .number({ error: MESSAGES.admin.pageSizeRange })
  .int({ error: MESSAGES.admin.pageSizeRange })
  .min(1, { error: MESSAGES.admin.pageSizeRange })
  .max(ADMIN_PAGE_SIZE_MAX, { error: MESSAGES.admin.pageSizeRange });

/** admin.users / GET /api/admin/users: newest first, searched by email or name (case-insensitive). */
export const adminUsersQuerySchema = z
  .object({
    search: z
      .string({ error: MESSAGES.admin.searchTooLong })
      .trim()
      .max(ADMIN_SEARCH_MAX, { error: MESSAGES.admin.searchTooLong })
      .optional(),
    cursor: pageCursorSchema.optional(),
    limit: pageSizeSchema.optional(),
  })
  .prefault({});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** A user named by id; an id that names no user answers 404 (a malformed one too). */
export const adminUserIdSchema = z.object({ userId: idSchema({ notFound: MESSAGES.admin.userNotFound }) });
export type AdminUserIdInput = z.infer<typeof adminUserIdSchema>;

export const adminTierSchema = z.enum(SUBSCRIPTION_TIERS, { error: MESSAGES.admin.invalidTier });

/** -1 (unlimited) or 0..10000 sessions a month. */
export const adminSessionsLimitSchema = z
  .number({ error: MESSAGES.admin.sessionsLimitRange })
  .int({ error: MESSAGES.admin.sessionsLimitRange })
  .min(UNLIMITED_SESSIONS, { error: MESSAGES.admin.sessionsLimitRange })
  .max(ADMIN_SESSIONS_LIMIT_MAX, { error: MESSAGES.admin.sessionsLimitRange });

/** admin.setPlan: the plan, the monthly session limit, or both. */
export const adminSetPlanSchema = adminUserIdSchema
  .extend({ tier: adminTierSchema.optional(), sessionsLimit: adminSessionsLimitSchema.optional() })
  .refine((v) => v.tier !== undefined || v.sessionsLimit !== undefined, {
    error: MESSAGES.admin.planEditEmpty,
    path: ['tier'],
  });
export type AdminSetPlanInput = z.infer<typeof adminSetPlanSchema>;

export const ADMIN_ACTIONS = ['set_plan', 'ban', 'unban'] as const;
export type AdminActionType = (typeof ADMIN_ACTIONS)[number];
export const ADMIN_ACTION_LABELS: Record<AdminActionType, string> = {
  set_plan: 'Plan changed',
  ban: 'Banned',
  unban: 'Unbanned',
};

export interface AdminPerson {
  id: string;
  name: string;
  email: string;
}

/** The latest admin action on a user: what, when, by whom (null once that admin's account is gone). */
export interface AdminActionSummary {
  action: AdminActionType;
  details: Record<string, unknown>;
  at: string;
  by: AdminPerson | null;
}

/** The plan that applies to a user now (planState), as the admin lists show it. */
export interface AdminUserPlan {
  /** Pro during a Starter account's trial, else the tier the account is on. */
  tier: SubscriptionTier;
  /** The access comes from the 14-day trial ('Pro trial'). */
  fromTrial: boolean;
  /** When the trial ends (only while fromTrial). */
  trialEndsAt: string | null;
  /** The limit that applies now: -1 (∞) for Pro, Founder+ and the trial. */
  sessionsLimit: number;
}

/**
 * One row of the admin users list. `tier` and `sessionsLimit` are what is stored (the Edit plan dialog changes
 * them); `plan` is what applies now. sessionsThisMonth counts against that plan (0 when the stored count is from
 * an earlier month; on Starter only the sessions started on Starter).
 */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  tier: SubscriptionTier;
  sessionsThisMonth: number;
  /** The stored limit; -1 means unlimited (shown as ∞). */
  sessionsLimit: number;
  plan: AdminUserPlan;
  totalMinutesUsed: number;
  lastActiveAt: string | null;
  createdAt: string;
  isAdmin: boolean;
  banned: boolean;
  bannedAt: string | null;
  lastAction: AdminActionSummary | null;
}

/** A page of the users list: `nextCursor` is null on the last page. */
export interface AdminUsersPage {
  users: AdminUserRow[];
  nextCursor: string | null;
  pageSize: number;
}

/** admin.settings: the AI provider and models in use (from the server's configuration) and the usage limits. */
export interface AdminSettings {
  ai: {
    provider: 'openai' | 'offline';
    /** Whether OPENAI_BASE_URL points at an OpenAI-compatible server other than OpenAI's own. */
    customBaseUrl: boolean;
    models: { chat: string; summary: string; transcription: string; speech: string } | null;
  };
  limits: {
    starterSessionsPerMonth: number;
    sessionLengthMinutes: number;
    chatMessageMax: number;
    trialDays: number;
  };
}

// ---------------------------------------------------------------------------
// Screen copy
// ---------------------------------------------------------------------------

export const ADMIN_TABS = ['overview', 'users', 'billing', 'ai', 'analytics', 'outbox', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The admin dashboard's labels (tab names from the spec; the rest chosen unless they come from MESSAGES). */
export const ADMIN_UI = {
  heading: MESSAGES.admin.heading,
  tabs: {
    overview: 'Overview',
    users: 'Users',
    billing: 'Billing',
    ai: 'AI Oversight',
    analytics: 'Analytics',
    outbox: 'Outbox',
    settings: 'Settings',
  } satisfies Record<AdminTab, string>,
  noAccessTitle: MESSAGES.admin.noAccessTitle,
  noAccessBody: MESSAGES.admin.noAccessBody,
  backToDashboard: 'Back to dashboard',
  loadFailed: MESSAGES.admin.loadFailed,
  retry: 'Retry',
  stats: {
    totalUsers: 'Total Users',
    activeThisMonth: (n: number) => `${n} active this month`,
    monthlyRevenue: 'Monthly Revenue',
    totalRevenue: (usd: string, source: RevenueSource) =>
      source === 'provider' ? `${usd} paid in total` : `${usd} total (yearly run rate)`,
    totalSessions: 'Total Sessions',
    avgMinutes: (n: number) => `${n} min average per session`,
    paidUsers: 'Paid Users',
    conversion: (pct: number) => `${pct}% conversion rate`,
    paidSubscribers: 'Paid Subscribers',
    conversionRate: 'Conversion Rate',
    byTier: 'By plan',
    totalMinutes: 'Total Minutes',
    estimatedAiCost: 'Estimated AI Cost',
    estimatedAiCostHint: (minutes: number) => `${minutes} min × $${AI_COST_PER_MINUTE_USD.toFixed(2)}`,
    recordedAiCost: 'Recorded AI Cost',
    recordedAiCostHint: (calls: number) => `from ${calls} metered ${calls === 1 ? 'call' : 'calls'}`,
    aiCalls: 'Metered AI calls',
    inputTokens: 'Input tokens',
    outputTokens: 'Output tokens',
    audioSeconds: 'Audio seconds',
    safetyTitle: 'Safety flags (last 30 days)',
    safetyHint:
      'Messages the safety screen answered with crisis help, per day. Counts only: no content, no names.',
    safetyNone: 'No message was flagged in the last 30 days.',
    safetyCategories: {
      self_harm: 'Suicide or self-harm',
      medical: 'Medical emergency',
      abuse: 'Abuse',
      harm_to_others: 'Threat to others',
    },
    feedbackTitle: 'Reply feedback',
    feedbackHint: "Thumbs up and down on the mentor's replies. No names.",
    feedbackNone: 'No reply has been rated yet.',
    feedbackByMentor: 'Per mentor',
    feedbackByModel: 'Per provider / model',
    feedbackLatest: 'Latest reasons',
    feedbackUp: 'Up',
    feedbackDown: 'Down',
    feedbackSatisfaction: 'Satisfaction',
    feedbackMentor: 'Mentor',
    feedbackModel: 'Provider / model',
    feedbackNoModel: 'none (crisis reply)',
    activeUsers30: 'Active Users (30 days)',
    paidConversion: 'Paid Conversion',
    avgSessionLength: 'Avg. Session Length',
    minutes: (n: number) => `${n} min`,
    sessionsPerUser: 'Sessions per User',
    sessionsThisMonth: (n: number) => `${n} this month`,
    bannedUsers: (n: number) => `${n} banned`,
  },
  recentActivity: 'Recent Activity',
  recentActivityEmpty: 'No users yet.',
  joined: (date: string) => `Joined ${date}`,
  usageOverview: 'Usage Overview',
  aiMinutesUsed: 'AI minutes used',
  sessionCompletion: 'Session completion',
  userSatisfaction: 'User satisfaction',
  charts: {
    sessionsPerDay: 'Sessions per day (last 30 days)',
    signUpsPerDay: 'Sign-ups per day (last 30 days)',
    sessions: 'Sessions',
    signUps: 'Sign-ups',
  },
  users: {
    search: 'Search users',
    searchPlaceholder: 'Search by name or email',
    empty: 'No users match your search.',
    showMore: 'Show more',
    name: 'Name',
    email: 'Email',
    plan: 'Plan',
    sessions: 'Sessions this month',
    minutes: 'Minutes used',
    lastActive: 'Last active',
    lastAction: 'Last admin action',
    actions: 'Actions',
    admin: 'Admin',
    banned: 'Banned',
    trialEnds: (date: string) => `until ${date}`,
    never: 'Never',
    edit: 'Edit',
    ban: 'Ban',
    unban: 'Unban',
    editLabel: (name: string) => `Edit ${name}`,
    banLabel: (name: string) => `Ban ${name}`,
    unbanLabel: (name: string) => `Unban ${name}`,
    actionBy: (label: string, who: string, date: string) => `${label} by ${who} · ${date}`,
    noAction: '—',
  },
  editDialog: {
    title: 'Edit plan',
    tier: 'Plan tier',
    sessionsLimit: 'Sessions per month',
    sessionsLimitHint: 'Use -1 for unlimited (shown as ∞).',
    save: 'Save',
    cancel: 'Cancel',
  },
  banDialog: {
    banTitle: 'Ban this user?',
    banBody: (who: string) =>
      `${who} will be signed out on every device and cannot sign in until you unban the account.`,
    unbanTitle: 'Unban this user?',
    unbanBody: (who: string) => `${who} will be able to sign in again.`,
    confirmBan: 'Ban user',
    confirmUnban: 'Unban user',
    cancel: 'Cancel',
  },
  support: {
    title: 'Support inbox',
    filter: 'Show',
    open: 'Open',
    resolved: 'Resolved',
    empty: 'No support requests here.',
    user: 'From',
    subject: 'Subject',
    priority: 'Priority',
    status: 'Status',
    date: 'Received',
    resolve: 'Mark resolved',
    resolveLabel: (subject: string) => `Mark "${subject}" resolved`,
    resolvedBy: (who: string, date: string) => `Resolved by ${who} · ${date}`,
    showMore: 'Show more',
  },
  settings: {
    aiTitle: 'AI model configuration',
    provider: 'Provider',
    providerOpenai: 'OpenAI API',
    providerOpenaiCustom: 'OpenAI-compatible server (custom base URL)',
    providerOffline: 'Built-in offline mentor (no OPENAI_API_KEY set)',
    chatModel: 'Chat model',
    summaryModel: 'Summary model',
    transcriptionModel: 'Transcription model',
    speechModel: 'Speech model',
    offlineModel: 'Offline mentor (no external model)',
    aiHint: 'Set OPENAI_API_KEY, OPENAI_BASE_URL and the model variables on the server, then restart it.',
    aiAction: 'Review AI usage',
    mentorsTitle: 'Mentor personalities',
    mentorsAction: 'Try the mentors',
    limitsTitle: 'Usage limits',
    starterSessions: 'Starter sessions per month',
    sessionLength: 'Session length',
    chatMessageMax: 'Chat message limit',
    characters: (n: number) => `${n} characters`,
    trialDays: 'Pro trial',
    days: (n: number) => `${n} days`,
    limitsAction: 'Adjust a user’s limit',
  },
} as const;

/** The plan edit dialog: both fields at once (the api's admin.setPlan also takes either alone). */
export const adminPlanFormSchema = z.object({
  tier: adminTierSchema,
  sessionsLimit: adminSessionsLimitSchema,
});
export type AdminPlanForm = z.infer<typeof adminPlanFormSchema>;

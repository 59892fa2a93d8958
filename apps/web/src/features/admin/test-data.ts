import type {
  AdminSettings,
  AdminSupportRequest,
  AdminUserRow,
  DailyStat,
  FeedbackStats,
  RevenueStats,
  SafetyStats,
  UsageStats,
  UserStats,
} from '@mentor/validation';

export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

export function makeAdminUser(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Mia Member',
    email: 'mia@example.com',
    tier: 'starter',
    sessionsThisMonth: 2,
    sessionsLimit: 5,
    plan: { tier: 'starter', fromTrial: false, trialEndsAt: null, sessionsLimit: 5 },
    totalMinutesUsed: 42,
    lastActiveAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    isAdmin: false,
    banned: false,
    bannedAt: null,
    lastAction: null,
    ...overrides,
  };
}

export const USER_STATS: UserStats = {
  totalUsers: 1234,
  activeUsers: 300,
  paidUsers: 100,
  activeThisMonth: 210,
  bannedUsers: 2,
  conversionRate: 8.1,
};

export const REVENUE_STATS: RevenueStats = {
  monthlyRevenue: 4729.17,
  totalRevenue: 56750,
  source: 'list-price',
  paidSubscribers: 100,
  subscribersByTier: { starter: 1134, pro: 90, founder: 10 },
  conversionRate: 8.1,
};

export const USAGE_STATS: UsageStats = {
  totalSessions: 500,
  totalMinutes: 12345,
  avgSessionLength: 24.7,
  sessionsThisMonth: 80,
  sessionsPerUser: 0.4,
  estimatedAiCost: 246.9,
  ai: { calls: 321, inputTokens: 100000, outputTokens: 50000, audioSeconds: 12.5, recordedCost: 3.1234 },
};

export const DAILY: DailyStat[] = [
  { date: '2026-11-22', sessions: 3, signUps: 1 },
  { date: '2026-11-23', sessions: 5, signUps: 2 },
];

/** Three flagged messages on two days (the api lists the other days of the window with zeros). */
/** Two mentors rated, one provider/model and the crisis reply, and one reason. */
export const FEEDBACK_STATS: FeedbackStats = {
  byMentor: [
    { mentorName: 'Career Coach', mentorType: 'career', up: 3, down: 1, satisfaction: 75 },
    { mentorName: 'Life Mentor', mentorType: 'life', up: 0, down: 2, satisfaction: 0 },
  ],
  byModel: [
    { provider: 'openai', model: 'gpt-4o-mini', up: 3, down: 2, satisfaction: 60 },
    { provider: null, model: null, up: 0, down: 1, satisfaction: 0 },
  ],
  latestReasons: [
    {
      rating: 'down',
      reason: 'Ignored my deadline',
      mentorName: 'Life Mentor',
      provider: 'openai',
      model: 'gpt-4o-mini',
      at: '2026-03-10T12:00:00.000Z',
    },
  ],
};

export const SAFETY_STATS: SafetyStats = {
  days: [
    { date: '2026-11-21', self_harm: 0, medical: 0, abuse: 0, harm_to_others: 0 },
    { date: '2026-11-22', self_harm: 1, medical: 0, abuse: 1, harm_to_others: 0 },
    { date: '2026-11-23', self_harm: 0, medical: 1, abuse: 0, harm_to_others: 0 },
  ],
  totals: { self_harm: 1, medical: 1, abuse: 1, harm_to_others: 0 },
};

export const NO_SAFETY_FLAGS: SafetyStats = {
  days: [],
  totals: { self_harm: 0, medical: 0, abuse: 0, harm_to_others: 0 },
};

export const SETTINGS: AdminSettings = {
  ai: {
    provider: 'openai',
    customBaseUrl: false,
    models: { chat: 'gpt-4o-mini', summary: 'gpt-4o-mini', transcription: 'whisper-1', speech: 'tts-1' },
  },
  limits: { starterSessionsPerMonth: 5, sessionLengthMinutes: 60, chatMessageMax: 2000, trialDays: 14 },
};

export function makeSupportRequest(overrides: Partial<AdminSupportRequest> = {}): AdminSupportRequest {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    subject: 'Cannot export',
    message: 'The export button does nothing for me.',
    priority: 'high',
    status: 'open',
    createdAt: '2026-11-22T09:00:00.000Z',
    resolvedAt: null,
    user: { id: '00000000-0000-4000-8000-000000000002', name: 'Mia Member', email: 'mia@example.com' },
    resolvedBy: null,
    ...overrides,
  };
}

/**
 * Business constants and limits of the product spec (sections 1, 3, 4 and 9).
 * Every number, enum and price lives here once; web and api import it.
 */

// ---------------------------------------------------------------------------
// Mentor types
// ---------------------------------------------------------------------------

export const MENTOR_TYPES = ['founder', 'career', 'life'] as const;
export type MentorType = (typeof MENTOR_TYPES)[number];
/** The mentor of someone who never picked one. */
export const DEFAULT_MENTOR_TYPE: MentorType = 'career';

export const MENTOR_TYPE_LABELS: Record<MentorType, string> = {
  founder: 'Founder Advisor',
  career: 'Career Coach',
  life: 'Life Mentor',
};

/** The chat sidebar's mentor-type dropdown, in the spec's order (career, founder, life). */
export const MENTOR_TYPE_OPTIONS: { value: MentorType; label: string }[] = [
  { value: 'career', label: MENTOR_TYPE_LABELS.career },
  { value: 'founder', label: MENTOR_TYPE_LABELS.founder },
  { value: 'life', label: MENTOR_TYPE_LABELS.life },
];

export function isMentorType(value: unknown): value is MentorType {
  return typeof value === 'string' && (MENTOR_TYPES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------
// Subscription tiers
// ---------------------------------------------------------------------------

export const SUBSCRIPTION_TIERS = ['starter', 'pro', 'founder'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const TIER_LABELS: Record<SubscriptionTier, string> = {
  starter: 'Starter',
  pro: 'Pro',
  founder: 'Founder+',
};

/** The plan badge of an account in its free trial (Pro access on any tier). (chosen) */
export const TRIAL_TIER_LABEL = 'Pro trial';

/** Tiers that pay (used for "paid users" and conversion rate on the admin dashboard). */
export const PAID_TIERS: readonly SubscriptionTier[] = ['pro', 'founder'];

export const DEFAULT_SUBSCRIPTION_TIER: SubscriptionTier = 'starter';
export const DEFAULT_SUBSCRIPTION_STATUS = 'active';

// ---------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------

export const TRIAL_DAYS = 14;
export const STARTER_SESSIONS_LIMIT = 5;
/** sessionsLimit value meaning "unlimited" (shown as ∞). */
export const UNLIMITED_SESSIONS = -1;
export const UNLIMITED_SYMBOL = '∞';
export const SESSION_LENGTH_MINUTES = 60;
/** Replies one user may have generating at the same time (more answer 429). */
export const CHAT_MAX_CONCURRENT_REPLIES = 2;
/** Messages one user may send per rolling minute (more answer 429). */
export const CHAT_SENDS_PER_MINUTE = 20;
/** Long-term memories kept per user; the oldest are dropped beyond it. */
export const MEMORY_MAX_PER_USER = 200;
/** Longest stored memory, in characters. */
export const MEMORY_TEXT_MAX = 300;
/** Memories the mentor is given with each reply. */
export const MEMORY_RECALL_LIMIT = 5;
export const CHAT_MESSAGE_MAX = 2000;
/** A regenerated reply keeps at most this many versions (chosen). */
export const CHAT_REPLY_VERSIONS_MAX = 10;
/** The optional reason given with a rating of a reply, in characters (chosen). */
export const FEEDBACK_REASON_MAX = 500;
/**
 * The longest reply the mentor may write (chosen: the spec asks for concise answers with 1 to 3 next steps). The
 * provider is asked for at most CHAT_REPLY_MAX_TOKENS, and a reply that runs past CHAT_REPLY_MAX_CHARS anyway is cut
 * at a word there.
 */
export const CHAT_REPLY_MAX_TOKENS = 1200;
export const CHAT_REPLY_MAX_CHARS = 6000;
export const GOAL_DESCRIPTION_MAX = 1000;
/** The goal text box's 'characters left' counter turns yellow under this many characters left. */
export const GOAL_DESCRIPTION_WARN_UNDER = 50;
export const GOAL_TITLE_MAX = 200;
export const GOAL_MILESTONES_MAX = 20;
export const MILESTONE_TITLE_MAX = 200;
export const INSPIRATION_TEXT_MAX = 1000;
export const INSPIRATION_SKELETON_COUNT = 6;
export const GOAL_PROGRESS_STEP = 10;
export const GOAL_PROGRESS_MAX = 100;
/** A session's summary moves a goal's progress at most this far: completing stays the person's act. */
export const GOAL_AUTO_PROGRESS_MAX = 99;
export const GOAL_HORIZON_DAYS = 90;
export const NEXT_STEPS_MIN = 1;
export const NEXT_STEPS_MAX = 3;
export const SUMMARY_KEY_INSIGHTS_MAX = 10;
export const SUMMARY_ACTION_ITEMS_MAX = 10;
/**
 * The longest fields of a session summary, in characters (chosen: a few times what the prompt asks for, so a good
 * answer is never cut). A model's longer answer is cut to them at a word (fitSessionSummary), never refused.
 */
export const SUMMARY_TEXT_MAX = 1000;
export const SUMMARY_INSIGHT_MAX = 300;
export const SUMMARY_PROGRESS_MADE_MAX = 600;
export const SUMMARY_NEXT_STEPS_MAX = 1600;
/**
 * The most a summary call may write, in tokens (about 4 characters each): twice a full answer of the prompt's
 * size (3 sentences, 5 insights, 3 action items). An answer cut at this cap is not valid JSON: the heuristic
 * summary is saved instead. Memory extraction (at most 5 short facts) gets MEMORIES_MAX_TOKENS.
 */
export const SUMMARY_MAX_TOKENS = 1500;
export const MEMORIES_MAX_TOKENS = 600;
/**
 * A session's action items build up over its replies (mergeActionItems) up to this many (chosen: a session's
 * worth of next steps that still fits one card).
 */
export const SESSION_ACTION_ITEMS_MAX = 12;
/** An action item of a session summary is due this many days after the summary when nobody said when. */
export const ACTION_ITEM_DEFAULT_DUE_DAYS = 7;
export const ACTION_ITEM_TEXT_MAX = 500;
export const OVERVIEW_GOALS = 2;
export const OVERVIEW_SUMMARIES = 2;
/** Key insights and action items previews before 'Show all {n}'. */
export const PREVIEW_ITEMS = 3;
export const WEEKLY_WINDOW_DAYS = 7;
export const STREAK_MAX_DAYS = 7;
export const REDIRECT_DELAY_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const ADMIN_RECENT_USERS = 5;
export const AI_COST_PER_MINUTE_USD = 0.02;
export const ADMIN_CACHE_MS = 30000;
export const ADMIN_DISPLAY_BARS = { sessionCompletion: 87, userSatisfaction: 94 } as const;
/** Largest page of the admin users and support-request lists (also the default). */
export const ADMIN_PAGE_SIZE_MAX = 50;
/**
 * Most goals a user may have (chosen; the spec sets none): the goals list is loaded whole by the goals view, the
 * chat and the dashboard, so it is bounded instead of paged.
 */
export const GOALS_MAX_PER_USER = 100;
/** Most items on a user's inspiration board (chosen; the board is ordered and dragged as a whole). */
export const INSPIRATION_ITEMS_MAX = 300;
/** Default page of a user's own lists (chat sessions, summaries, memories) when `limit` is not given. */
export const LIST_PAGE_SIZE_DEFAULT = 20;
/** Largest page of a user's own lists (`limit` above it answers 400). */
export const LIST_PAGE_SIZE_MAX = 50;
/**
 * The newest messages of a session the chat screen and GET /api/chat/sessions/:id/messages answer (a bounded
 * window, in transcript order; older messages stay stored, summarised and exported).
 */
export const CHAT_MESSAGES_WINDOW = 100;
/** Longest admin users search text. */
export const ADMIN_SEARCH_MAX = 200;
/** Largest sessions limit an admin can set (-1 means unlimited). */
export const ADMIN_SESSIONS_LIMIT_MAX = 10_000;
/** A user counts as active when last seen within this many days. */
export const ACTIVE_USER_DAYS = 30;
/** Days the admin charts cover (today included). */
export const ADMIN_CHART_DAYS = 30;
export const EXPORT_SIMULATED_DELAY_MS = 2000;
/** Estimated export size per selected data type, in MB (spec section 9). */
export const EXPORT_MB_PER_TYPE = 5;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

// Email (chosen where the issue gives no figure)
/** A sign-up's address-verification link is good this long. */
export const VERIFY_TOKEN_HOURS = 24;
/** A password-reset link is good this long. */
export const RESET_TOKEN_MINUTES = 30;
/** Password-reset requests one IP may make within RESET_WINDOW_MINUTES (past them: 429). */
export const RESET_REQUESTS_PER_IP = 10;
export const RESET_WINDOW_MINUTES = 60;
/**
 * An address gets at most one reset mail this often, whoever asks; requests in between are answered the same and
 * send nothing (so strangers asking for it cannot block the owner's own request, or flood their mailbox).
 */
export const RESET_MAIL_INTERVAL_MINUTES = 5;
/** Verification mails a signed-in user may ask again within an hour. */
export const VERIFY_RESENDS_PER_HOUR = 3;
/** A session with no reply for this long has ended (its summary mail goes out). */
export const SESSION_IDLE_END_MINUTES = 30;
/** The weekly goal check-in: Monday (ISO weekday 1) at 08:00 in the user's time zone. */
export const CHECKIN_WEEKDAY = 1;
export const CHECKIN_HOUR = 8;
/** Longest IANA time-zone name accepted. */
export const TIME_ZONE_MAX = 64;
export const PRIMARY_GOAL_MAX = 500;
export const CHAT_SESSION_TITLE_MAX = 200;
/** Chat search (chosen): the longest query, and the most sessions one search answers. */
export const CHAT_SEARCH_QUERY_MAX = 200;
export const CHAT_SEARCH_RESULTS_MAX = 20;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_REPLY_HOURS = 24;
/** Support requests one user may send per rolling hour (more answer 429). */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
export const TRANSCRIPT_TOAST_MAX = 100;

/**
 * Error reports of the web app (`POST /api/client-errors`, chosen): a render error or a missing chunk, sent to the
 * api's log. The longest message, stack and component stack a report may carry (the web app clips to these), the
 * largest body (more answers 413) and how many reports one client may send per rolling minute (more answer 429).
 */
export const CLIENT_ERROR_MESSAGE_MAX = 1000;
export const CLIENT_ERROR_STACK_MAX = 6000;
export const CLIENT_ERROR_ROUTE_MAX = 1000;
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
export const CLIENT_ERRORS_PER_MINUTE = 10;
/** What failed: a screen that threw while rendering, or a screen's code (a lazy chunk) that did not load. */
export const CLIENT_ERROR_KINDS = ['render', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
export const DICTATION_LANG = 'en-US';

/** Recording formats in order of preference (spec section 9). */
export const RECORDING_MIME_TYPES = [
  'audio/wav',
  'audio/ogg;codecs=opus',
  'audio/mp4',
  'audio/webm;codecs=opus',
  'audio/webm',
] as const;
export const RECORDING_SAMPLE_RATE = 44100;

/** Explainer page session-timer defaults (spec section 3). */
export const SESSION_TIMER_DEFAULTS = {
  sessionLengthMinutes: SESSION_LENGTH_MINUTES,
  freeSessionsPerMonth: STARTER_SESSIONS_LIMIT,
  planName: 'Free Starter Pack',
} as const;

// ---------------------------------------------------------------------------
// Names, formats, storage keys
// ---------------------------------------------------------------------------

export const PRODUCT_NAME = 'MentorAI';
export const EXPORT_FILE_PREFIX = 'mentorai';
/** dayjs tokens for the spec's display format 'MMM dd, yyyy' (e.g. 'Jan 05, 2024'). */
export const DATE_DISPLAY_FORMAT = 'MMM DD, YYYY';
/** dayjs tokens for the stored due date 'yyyy-MM-dd'. */
export const DUE_DATE_FORMAT = 'YYYY-MM-DD';

export const STORAGE_KEYS = {
  onboardingDismissed: 'mentorai:onboarding-dismissed',
  goalPrefill: 'mentorai:goal-prefill',
  chatSeed: 'mentorai:chat-seed',
  /** Voice mode (new replies read aloud): 'true' or 'false'. */
  voiceMode: 'mentorai:voice-mode',
  /** The spoken-reply engine: 'provider' or 'browser'. */
  speechEngine: 'mentorai:speech-engine',
  /**
   * Session storage, set as a deleted account's browser goes to the landing page: 'emailed' when a confirmation
   * was mailed, else 'deleted'. The landing page says so once and removes it.
   */
  accountDeleted: 'mentorai:account-deleted',
} as const;

/** Provider voice for spoken replies (fixed value, spec section 7). */
export const SPOKEN_REPLY_VOICE = 'alloy';

export const ROUTES = {
  login: '/api/login',
  logout: '/api/logout',
  /** Where GET /api/logout sends a sign-out link followed from another site: the page that asks first. */
  signOut: '/sign-out',
  /** The second step of two-factor sign-in (the session waits for it). */
  twoFactorSignIn: '/sign-in/two-factor',
  upgrade: '/upgrade',
  howSessionsWork: '/how-sessions-work',
  dashboard: '/dashboard',
  inspiration: '/inspiration',
  admin: '/admin',
  profile: '/account/profile',
  subscription: '/account/subscription',
  help: '/account/help',
  export: '/account/export',
  /** Public: the email links land here. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  unsubscribe: '/unsubscribe',
} as const;

// ---------------------------------------------------------------------------
// Plans and prices (spec section 9)
// ---------------------------------------------------------------------------

export type PlanId = SubscriptionTier | 'enterprise';
export type BillingPeriod = 'month' | 'year';

export interface Plan {
  id: PlanId;
  name: string;
  price: number | null;
  priceLabel: string;
  period: BillingPeriod | null;
  features: string[];
  cta: string;
  mostPopular: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 19,
    priceLabel: '$19',
    period: 'month',
    features: ['5 sessions / month', 'Short-term memory per session', 'Email summaries'],
    cta: 'Start free trial',
    mostPopular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 39,
    priceLabel: '$39',
    period: 'month',
    features: ['Unlimited sessions', 'Long-term memory', 'Custom mentor persona', 'Priority support'],
    cta: 'Go Pro',
    mostPopular: true,
  },
  {
    id: 'founder',
    name: 'Founder+',
    price: 199,
    priceLabel: '$199',
    period: 'year',
    features: ['Everything in Pro', 'Quarterly strategy reviews', 'Pitch and deck feedback channel'],
    cta: 'Join Founder+',
    mostPopular: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: null,
    priceLabel: 'Custom',
    period: null,
    features: [
      'Everything in Founder+',
      'Team seats and admin controls',
      'Custom integrations',
      'Dedicated success manager',
    ],
    cta: 'Contact sales',
    mostPopular: false,
  },
];

/** The Starter feature that carries an info link to /how-sessions-work. */
export const SESSIONS_FEATURE_LABEL = '5 sessions / month';
export const MOST_POPULAR_LABEL = 'Most popular';

export const PLAN_PRICES_USD: Record<SubscriptionTier, { amount: number; period: BillingPeriod }> = {
  starter: { amount: 19, period: 'month' },
  pro: { amount: 39, period: 'month' },
  founder: { amount: 199, period: 'year' },
};

/** Monthly revenue of one subscriber of a tier in USD (yearly prices spread over 12 months, rounded to cents). */
export function monthlyRevenueOf(tier: SubscriptionTier): number {
  const { amount, period } = PLAN_PRICES_USD[tier];
  const monthly = period === 'year' ? amount / 12 : amount;
  return Math.round(monthly * 100) / 100;
}

/**
 * The most procedures one tRPC request may batch: the api refuses more (400, MESSAGES.generic.batchTooLarge) and
 * the web app's client splits its batches at it.
 */
export const TRPC_MAX_BATCH_SIZE = 20;

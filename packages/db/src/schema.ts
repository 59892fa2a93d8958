import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column: written as Date or ISO string, read as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column holding T (written as the JSON string or the value). */
type Json<T> = ColumnType<T, T | string, T | string>;
/** A jsonb column with a database default. */
type JsonWithDefault<T> = ColumnType<T, T | string | undefined, T | string>;

export type SubscriptionTierValue = 'starter' | 'pro' | 'founder';
export type MentorTypeValue = 'founder' | 'career' | 'life';
/** The database's copy of PREFERRED_TONES (packages/validation), enforced by a CHECK. */
export type PreferredToneValue = 'direct' | 'supportive' | 'analytical';
/** The database's copy of TIME_HORIZONS (packages/validation), enforced by a CHECK. */
export type TimeHorizonValue = '30 days' | '90 days' | '6 months' | '1 year';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  primaryGoal: string | null;
  preferredMentorType: MentorTypeValue | null;
  timeHorizon: TimeHorizonValue | null;
  goalDescription: string | null;
  preferredTone: PreferredToneValue | null;
  subscriptionTier: ColumnType<
    SubscriptionTierValue,
    SubscriptionTierValue | undefined,
    SubscriptionTierValue
  >;
  subscriptionStatus: Generated<string>;
  sessionsThisMonth: Generated<number>;
  /** First day (UTC, yyyy-mm-01) of the month sessionsThisMonth counts; a new month resets the counter. */
  sessionsMonth: string | null;
  /**
   * Of sessionsThisMonth, the sessions started while the account was on Starter (not in the trial, not on a paid
   * tier): the Starter allowance counts these (docs/decisions.md, "The Starter month").
   */
  starterSessionsThisMonth: Generated<number>;
  sessionsLimit: Generated<number>;
  trialStartedAt: Timestamp | null;
  trialEndsAt: Timestamp | null;
  paymentCustomerId: string | null;
  paymentSubscriptionId: string | null;
  paymentPriceId: string | null;
  isAdmin: Generated<boolean>;
  lastActiveAt: Timestamp | null;
  totalMinutesUsed: Generated<number>;
  memoryEnabled: Generated<boolean>;
  /** Set while an admin has banned the account: sign-in is refused and no session is valid. */
  bannedAt: Timestamp | null;
  /** When the address was verified (its link used, or the identity provider said so); null: not verified. */
  emailVerifiedAt: Timestamp | null;
  /** Mail each ended session's summary (on by default). */
  summaryEmails: Generated<boolean>;
  /** The weekly goal check-in (opt-in). */
  weeklyCheckin: Generated<boolean>;
  /** IANA time zone from the browser (the check-in's hour follows it). */
  timeZone: string | null;
  /** When the next weekly check-in is due; null while it is off. */
  nextCheckinAt: Timestamp | null;
}

export interface LoginSessionData {
  userId: string;
  createdAt: string;
  /** The absolute cap: the session ends then whatever its activity. */
  absoluteExpiresAt: string;
}

/** The spec's login session store: sid (the SHA-256 of the cookie token), sess (JSON), expire. */
export interface LoginSessionsTable {
  sid: string;
  sess: Json<LoginSessionData>;
  expire: Timestamp;
  userId: string;
  /** The opaque id the active-sessions list shows (the sid never leaves the server). */
  id: Generated<string>;
  /** The User-Agent header at sign-in (at most 512 characters). */
  userAgent: string | null;
  createdAt: GeneratedTimestamp;
  /** Moved forward at most once a minute. */
  lastUsedAt: GeneratedTimestamp;
}

export interface PasswordCredentialsTable {
  userId: string;
  passwordHash: string;
  updatedAt: GeneratedTimestamp;
}

export interface OidcIdentitiesTable {
  id: Generated<string>;
  userId: string;
  issuer: string;
  subject: string;
  email: string | null;
  createdAt: GeneratedTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email: string;
  ip: string;
  createdAt: GeneratedTimestamp;
}

/** One account creation (or attempt that reached the password hash) per row, for the per-IP sign-up throttle. */
export interface RegistrationAttemptsTable {
  id: Generated<string>;
  ip: string;
  createdAt: GeneratedTimestamp;
}

export interface MentorsTable {
  id: Generated<string>;
  name: string;
  type: MentorTypeValue;
  description: string;
  systemPrompt: string;
  createdAt: GeneratedTimestamp;
}

export interface StoredActionItem {
  text: string;
  completed: boolean;
  dueDate: string | null;
}

export type ChatSessionTitleSource = 'default' | 'generated' | 'renamed';

export interface ChatSessionsTable {
  id: Generated<string>;
  userId: string;
  mentorId: string;
  goalId: string | null;
  title: string;
  /** Where the title came from: the client's default, written from the first exchange, or the person's rename. */
  titleSource: ColumnType<ChatSessionTitleSource, ChatSessionTitleSource | undefined, ChatSessionTitleSource>;
  summary: string | null;
  keyInsights: JsonWithDefault<string[]>;
  actionItems: JsonWithDefault<StoredActionItem[]>;
  /** Minutes from the first message to the last. */
  duration: Generated<number>;
  /** When the first message was sent: the session counts against the month then, and its 60 minutes start. */
  startedAt: Timestamp | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  /** When the session ends: its 60 minutes, or 30 idle minutes after the last reply, whichever is first. */
  summaryMailDueAt: Timestamp | null;
  /** When its summary mail was queued (once per session). */
  summaryMailedAt: Timestamp | null;
  /** The session's safety flag (set once a message is flagged, never cleared): its latest category and level. */
  safetyCategory: SafetyCategoryValue | null;
  safetyLevel: SafetyLevelValue | null;
  /** A minor disclosed abuse in the session. */
  safetyMinor: Generated<boolean>;
  /** The help lines' region when it was flagged (from the person's time zone). */
  safetyRegion: string | null;
  safetyFlaggedAt: Timestamp | null;
}

export interface MessagesTable {
  id: Generated<string>;
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: GeneratedTimestamp;
  /** A reply the person stopped: its content is what they were shown when they pressed Stop. */
  stopped: Generated<boolean>;
  /** Insertion order within the transcript (an identity column: never written). */
  seq: ColumnType<number, never, never>;
  /** The safety screen flagged this message (or this is the crisis reply to one): never summarised or remembered. */
  safetyCategory: SafetyCategoryValue | null;
  /** The versions of one regenerated reply share this (the first version's id); null for a reply never regenerated. */
  versionGroup: string | null;
  /** The version the transcript uses; false for the earlier (or later) versions of a regenerated reply. */
  current: Generated<boolean>;
  /** The provider and model that wrote a mentor's reply (null for the crisis reply and replies saved before). */
  provider: string | null;
  model: string | null;
}

/** A person's rating of one mentor reply (one per reply). */
export interface MessageFeedbackTable {
  messageId: string;
  userId: string;
  rating: 'up' | 'down';
  reason: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type SafetyCategoryValue = 'self_harm' | 'medical' | 'abuse' | 'harm_to_others';
export type SafetyLevelValue = 'concern' | 'urgent';

/** One flagged message, counted for the admin: no user, no session, no content. */
export interface SafetyFlagsTable {
  id: Generated<string>;
  category: SafetyCategoryValue;
  level: SafetyLevelValue;
  source: 'classifier' | 'moderation';
  createdAt: GeneratedTimestamp;
}

export interface StoredMilestone {
  id: string;
  title: string;
  completed: boolean;
  completedAt: string | null;
  dueDate?: string | null;
}

export interface GoalsTable {
  id: Generated<string>;
  userId: string;
  title: string;
  description: string;
  category: 'career' | 'business' | 'life' | 'other';
  status: ColumnType<'active' | 'completed', 'active' | 'completed' | undefined, 'active' | 'completed'>;
  progress: Generated<number>;
  targetDate: Timestamp | null;
  milestones: JsonWithDefault<StoredMilestone[]>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  /** The latest progress change a session summary made (null when none, or when the goal changed since). */
  autoProgressFrom: number | null;
  autoProgressTo: number | null;
  autoProgressSessionId: string | null;
  autoProgressAt: Timestamp | null;
  /** Ids of the milestones that change ticked. */
  autoProgressMilestoneIds: JsonWithDefault<string[]>;
  /** Set when the person undid that change. */
  autoProgressUndoneAt: Timestamp | null;
}

export interface SessionSummariesTable {
  id: Generated<string>;
  /** Null once the session was deleted and the person kept its summary. */
  sessionId: string | null;
  userId: string;
  /** The session's title and mentor, copied when the session is deleted and the summary kept (null before). */
  sessionTitle: ColumnType<string | null, string | null | undefined, string | null>;
  mentorId: ColumnType<string | null, string | null | undefined, string | null>;
  summary: string;
  keyInsights: Json<string[]>;
  actionItems: Json<StoredActionItem[]>;
  sentiment: string;
  progressMade: string;
  nextSteps: string;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface StoredStep {
  id: string;
  text: string;
  done: boolean;
  createdAt: number;
}

export interface InspirationItemsTable {
  id: Generated<string>;
  userId: string;
  text: string;
  tag: 'Idea' | 'Event' | 'Goal' | 'Note';
  position: Generated<number>;
  steps: Json<StoredStep[]> | null;
  dueDate: string | null;
  priority: 'None' | 'Low' | 'Medium' | 'High' | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface MemoriesTable {
  id: Generated<string>;
  userId: string;
  sourceSessionId: string | null;
  content: string;
  createdAt: GeneratedTimestamp;
}

export type AiUsageKind = 'chat' | 'summary' | 'memory' | 'transcription' | 'speech' | 'title';

export interface AiUsageTable {
  id: Generated<string>;
  userId: string;
  sessionId: string | null;
  kind: AiUsageKind;
  provider: string;
  model: string;
  inputTokens: Generated<number>;
  outputTokens: Generated<number>;
  audioSeconds: Generated<number>;
  /** Characters synthesised into speech (0 for other kinds). */
  characters: Generated<number>;
  costUsd: Generated<number>;
  createdAt: GeneratedTimestamp;
}

/** A payment-provider webhook event that was applied (its id makes a repeated delivery a no-op). */
export interface BillingEventsTable {
  id: string;
  type: string;
  /** The provider's creation time of the event. */
  eventCreatedAt: Timestamp;
  processedAt: GeneratedTimestamp;
}

/** A payment-provider subscription: its user, the provider's time of the last event applied to it, its status. */
export interface BillingSubscriptionsTable {
  id: string;
  userId: string;
  lastEventAt: Timestamp;
  /** The provider's status after the last event applied (null before the first). */
  status: string | null;
  updatedAt: GeneratedTimestamp;
}

export type AdminActionValue = 'set_plan' | 'ban' | 'unban';

/** One admin action on a user (the users list shows the latest); details as the action wrote them. */
export interface AdminActionsTable {
  id: Generated<string>;
  /** The admin who acted (null once that account is deleted). */
  adminId: string | null;
  targetUserId: string;
  action: AdminActionValue;
  details: JsonWithDefault<Record<string, unknown>>;
  createdAt: GeneratedTimestamp;
}

export type SupportPriorityValue = 'low' | 'normal' | 'high';
export type SupportStatusValue = 'open' | 'resolved';

export interface SupportRequestsTable {
  id: Generated<string>;
  userId: string;
  subject: string;
  message: string;
  priority: ColumnType<SupportPriorityValue, SupportPriorityValue | undefined, SupportPriorityValue>;
  status: ColumnType<SupportStatusValue, SupportStatusValue | undefined, SupportStatusValue>;
  createdAt: GeneratedTimestamp;
  resolvedAt: Timestamp | null;
  /** The admin who resolved it (null while open, or once that account is deleted). */
  resolvedBy: string | null;
}

/** A reply being written in a session, claimed for a while (one at a time per session, across instances). */
export interface ChatReplyLeasesTable {
  sessionId: string;
  userId: string;
  /** The claim's token: only the reply that took the lease renews or ends it. */
  leaseId: string;
  /** The claim lapses then unless renewed (a crashed process cannot wedge the session). */
  expiresAt: Timestamp;
}

export type JobState = 'pending' | 'running' | 'done' | 'failed';

/** The durable job queue (apps/api/src/lib/jobs): work that follows a response, retried and never lost. */
export interface JobsTable {
  id: Generated<string>;
  name: string;
  /** Unique: a job enqueued twice for the same thing exists once. */
  key: string;
  /** Jobs of one group (a chat session) run one at a time. */
  groupKey: string | null;
  /** Whose work it is (deleted with the account); null for work of no one in particular. */
  userId: string | null;
  payload: Json<unknown>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  runAt: GeneratedTimestamp;
  lockedUntil: Timestamp | null;
  lockedBy: string | null;
  lastError: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type EmailTokenPurpose = 'verify' | 'reset';

/** Single-use tokens of the verification and password-reset links; only the SHA-256 of the token is stored. */
export interface EmailTokensTable {
  id: Generated<string>;
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  /** The address the link was sent to (a verification counts only while it is still the account's). */
  email: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: GeneratedTimestamp;
}

export type EmailKindValue =
  | 'verify-email'
  | 'password-reset'
  | 'session-summary'
  | 'weekly-checkin'
  | 'account-deleted'
  | 'sign-in-alert'
  | 'sign-up-attempt';
export type OutboxStatusValue = 'queued' | 'sent' | 'kept' | 'retrying' | 'failed';

/** Every message the app sends (or keeps, without SMTP), rendered by its job. */
export interface EmailOutboxTable {
  id: Generated<string>;
  userId: string | null;
  /** The logical message's idempotency key (unique). */
  key: string;
  kind: EmailKindValue;
  toAddress: string;
  /** What the job renders the message from. */
  payload: Json<unknown>;
  status: ColumnType<OutboxStatusValue, OutboxStatusValue | undefined, OutboxStatusValue>;
  attempts: Generated<number>;
  lastError: string | null;
  fromAddress: string | null;
  subject: string | null;
  html: string | null;
  textBody: string | null;
  headers: Json<Record<string, string>> | null;
  messageId: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  sentAt: Timestamp | null;
}

/** Secrets the app makes once when not configured (shared by every instance). */
export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: GeneratedTimestamp;
}

export interface DB {
  users: UsersTable;
  loginSessions: LoginSessionsTable;
  passwordCredentials: PasswordCredentialsTable;
  oidcIdentities: OidcIdentitiesTable;
  loginFailures: LoginFailuresTable;
  registrationAttempts: RegistrationAttemptsTable;
  mentors: MentorsTable;
  chatSessions: ChatSessionsTable;
  messages: MessagesTable;
  goals: GoalsTable;
  sessionSummaries: SessionSummariesTable;
  inspirationItems: InspirationItemsTable;
  memories: MemoriesTable;
  aiUsage: AiUsageTable;
  billingEvents: BillingEventsTable;
  billingSubscriptions: BillingSubscriptionsTable;
  adminActions: AdminActionsTable;
  supportRequests: SupportRequestsTable;
  jobs: JobsTable;
  chatReplyLeases: ChatReplyLeasesTable;
  emailTokens: EmailTokensTable;
  emailOutbox: EmailOutboxTable;
  appSecrets: AppSecretsTable;
  safetyFlags: SafetyFlagsTable;
  messageFeedback: MessageFeedbackTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type LoginSessionRow = Selectable<LoginSessionsTable>;
export type MentorRow = Selectable<MentorsTable>;
export type NewMentor = Insertable<MentorsTable>;
export type ChatSessionRow = Selectable<ChatSessionsTable>;
export type NewChatSession = Insertable<ChatSessionsTable>;
export type ChatSessionUpdate = Updateable<ChatSessionsTable>;
export type JobRow = Selectable<JobsTable>;
export type EmailTokenRow = Selectable<EmailTokensTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type NewEmailOutbox = Insertable<EmailOutboxTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type GoalRow = Selectable<GoalsTable>;
export type NewGoal = Insertable<GoalsTable>;
export type GoalUpdate = Updateable<GoalsTable>;
export type SessionSummaryRow = Selectable<SessionSummariesTable>;
export type NewSessionSummary = Insertable<SessionSummariesTable>;
export type InspirationItemRow = Selectable<InspirationItemsTable>;
export type NewInspirationItem = Insertable<InspirationItemsTable>;
export type InspirationItemUpdate = Updateable<InspirationItemsTable>;
export type MemoryRow = Selectable<MemoriesTable>;
export type NewMemory = Insertable<MemoriesTable>;
export type AiUsageRow = Selectable<AiUsageTable>;
export type NewAiUsage = Insertable<AiUsageTable>;
export type BillingEventRow = Selectable<BillingEventsTable>;
export type NewBillingEvent = Insertable<BillingEventsTable>;
export type BillingSubscriptionRow = Selectable<BillingSubscriptionsTable>;
export type AdminActionRow = Selectable<AdminActionsTable>;
export type NewAdminAction = Insertable<AdminActionsTable>;
export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type NewSupportRequest = Insertable<SupportRequestsTable>;

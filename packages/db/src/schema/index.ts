import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AdminActionsTable, SupportRequestsTable } from './admin';
import type {
  LoginSessionsTable,
  PasswordCredentialsTable,
  OidcIdentitiesTable,
  LoginFailuresTable,
  RegistrationAttemptsTable,
  EmailTokensTable,
  TotpCredentialsTable,
  RecoveryCodesTable,
  RememberedDevicesTable,
  PasskeysTable,
  WebauthnChallengesTable,
  SignInSettingsTable,
} from './auth';
import type { CalendarFeedsTable } from './calendar';
import type { AiUsageTable, BillingEventsTable, BillingSubscriptionsTable } from './billing';
import type {
  MentorsTable,
  ChatSessionsTable,
  MessagesTable,
  MessageFeedbackTable,
  SafetyFlagsTable,
  ChatReplyLeasesTable,
} from './chat';
import type { GoalsTable, InspirationItemsTable } from './goals';
import type { SessionSummariesTable, MemoriesTable } from './summaries';
import type { JobsTable, EmailOutboxTable, AppSecretsTable } from './system';
import type { UsersTable } from './users';

// Each domain's table interfaces and column value types, exported under the same names as when they were one file.
export type * from './users';
export type * from './auth';
export type * from './chat';
export type * from './goals';
export type * from './summaries';
export type * from './billing';
export type * from './admin';
export type * from './system';
export type * from './calendar';

/**
 * The database as Kysely sees it: every table by its (camelCase) name. The tables' row types are in this folder, one
 * file per domain; this is the one place that lists them all. A new table: its interface in its domain's file, its
 * line here, and its row aliases below if the api needs them.
 */
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
  calendarFeeds: CalendarFeedsTable;
  totpCredentials: TotpCredentialsTable;
  recoveryCodes: RecoveryCodesTable;
  rememberedDevices: RememberedDevicesTable;
  passkeys: PasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  signInSettings: SignInSettingsTable;
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
export type CalendarFeedRow = Selectable<CalendarFeedsTable>;
export type PasskeyRow = Selectable<PasskeysTable>;
export type RememberedDeviceRow = Selectable<RememberedDevicesTable>;
export type NewSupportRequest = Insertable<SupportRequestsTable>;

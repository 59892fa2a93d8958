/** What each mail is rendered from (the email job builds it; the templates only lay it out). */

/** Every mail's frame: the product's name and address, and the links of its footer. */
export interface MailFrame {
  productName: string;
  /** PUBLIC_URL, no trailing slash. */
  publicUrl: string;
  /** The person's first name, or null (the greeting then says "Hi there"). */
  firstName: string | null;
  /**
   * Non-transactional mails only (session summary, weekly check-in): the signed one-click unsubscribe link and the
   * Profile page where every email preference is. Null for transactional mails (verification, reset).
   */
  unsubscribeUrl: string | null;
  preferencesUrl: string | null;
}

export interface VerifyEmailContent {
  kind: 'verify-email';
  verifyUrl: string;
  /** How long the link works, in hours (24). */
  expiresHours: number;
  /** The address being verified. */
  email: string;
}

export interface PasswordResetContent {
  kind: 'password-reset';
  resetUrl: string;
  /** How long the link works, in minutes (30). */
  expiresMinutes: number;
}

export interface MailActionItem {
  text: string;
  completed: boolean;
  /** 'Completed', 'Overdue', 'Due today', 'Due Dec 02, 2026' or 'Planned' (the spec's action item label). */
  dueLabel: string;
}

export interface SessionSummaryContent {
  kind: 'session-summary';
  sessionTitle: string;
  mentorName: string;
  /** The session's date as shown in the product ('Nov 25, 2026'). */
  sessionDate: string;
  summary: string;
  keyInsights: string[];
  actionItems: MailActionItem[];
  progressMade: string;
  nextSteps: string;
  /** The session in the web app (/dashboard/chat?session=...). */
  sessionUrl: string;
}

export interface CheckinGoal {
  title: string;
  /** 0 to 100. */
  progress: number;
  /** The spec's goal time label: 'Overdue', 'Due today', '12 days left', '2 months left'. */
  timeLabel: string;
}

export interface CheckinActionItem extends MailActionItem {
  /** The session the action item came from. */
  sessionTitle: string;
}

export interface WeeklyCheckinContent {
  kind: 'weekly-checkin';
  /** 'Week of Nov 23, 2026'. */
  weekLabel: string;
  /** Active goals (at most 10, the rest counted in moreGoals). */
  goals: CheckinGoal[];
  moreGoals: number;
  /** Action items due this week (not completed), at most 20. */
  actionItems: CheckinActionItem[];
  /** /dashboard/goals. */
  goalsUrl: string;
}

export interface AccountDeletedContent {
  kind: 'account-deleted';
  /** The address the account had (the mail goes there). */
  email: string;
  /** The day it was deleted, as shown in the product ('Nov 27, 2026'). */
  deletedOn: string;
}

/** A burst of failed sign-ins on the account (issue 24): sent once per burst. */
export interface SignInAlertContent {
  kind: 'sign-in-alert';
  /** Failed sign-ins within the last hour, and from how many network addresses. */
  failures: number;
  addresses: number;
  email: string;
  /** The 'Forgot password?' page, and the Profile page with the active sessions. */
  resetUrl: string;
  sessionsUrl: string;
}

/** Someone tried to create an account with an address that has one (issue 24). */
export interface SignUpAttemptContent {
  kind: 'sign-up-attempt';
  email: string;
  signInUrl: string;
  resetUrl: string;
}

export type EmailContent =
  | VerifyEmailContent
  | PasswordResetContent
  | SessionSummaryContent
  | WeeklyCheckinContent
  | AccountDeletedContent
  | SignInAlertContent
  | SignUpAttemptContent;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

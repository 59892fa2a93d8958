/** The goal and onboarding screens' labels and copy (chosen where the spec does not word them). */
import { GOAL_DESCRIPTION_MAX, GOAL_DESCRIPTION_WARN_UNDER } from './constants';
import { calendarDaysBetween, formatDisplayDate, toDate } from './dates';
import { MESSAGES } from './messages';

// ---------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------

/**
 * Goal time label (spec section 4), counted in local calendar days:
 * target day before today 'Overdue'; same day 'Due today'; 1 day '1 day left';
 * under 30 days '{n} days left'; otherwise months rounded up with a month of 30 days
 * ('1 month left' at 30 days, '2 months left' at 31..60, '3 months left' at 61..90).
 * An invalid or missing date gives ''.
 */
export function goalTimeLabel(targetDate: Date | string | null | undefined, now: Date): string {
  const target = toDate(targetDate);
  if (!target) return '';
  const days = calendarDaysBetween(now, target);
  if (days < 0) return MESSAGES.goals.overdue;
  if (days === 0) return MESSAGES.goals.dueToday;
  if (days < 30) return days === 1 ? '1 day left' : `${days} days left`;
  const months = Math.ceil(days / 30);
  return months === 1 ? '1 month left' : `${months} months left`;
}

/** Milestone label: 'Completed {date}' (or 'Completed' without a date) when done, otherwise 'Planned'. */
export function milestoneLabel(
  milestone: { completed: boolean; completedAt?: string | Date | null },
  format: (date: Date) => string = formatDisplayDate,
): string {
  if (!milestone.completed) return MESSAGES.goals.planned;
  const at = toDate(milestone.completedAt);
  return at ? `${MESSAGES.goals.completed} ${format(at)}` : MESSAGES.goals.completed;
}

// ---------------------------------------------------------------------------
// Screen copy the spec names but does not word (chosen), goal and onboarding screens
// ---------------------------------------------------------------------------

/** Goal rule messages the spec does not word (chosen). The spec's own goal strings are in MESSAGES.goals. */
export const GOAL_MESSAGES = {
  reopenRefused: 'A completed goal cannot be reopened', // (chosen)
  progressStepInvalid: 'progressStep must be true', // (chosen)
  progressBoth: 'Send either progress or progressStep, not both', // (chosen)
} as const;

/** Labels of the goals view, goal cards and the create dialog (chosen unless they come from MESSAGES). */
export const GOAL_UI = {
  viewTitle: 'Goals',
  viewSubtitle: 'Track your 90-day goals, milestones and progress.',
  newGoal: MESSAGES.goals.newGoal,
  createTitle: 'Create New Goal',
  titleLabel: 'Title',
  titlePlaceholder: 'e.g. Land a product manager role',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'What do you want to achieve, and why does it matter?',
  categoryLabel: 'Category',
  targetDateLabel: 'Target date',
  targetDatePlaceholder: 'Pick a date',
  milestonesLabel: 'Milestones',
  milestonePlaceholder: 'Milestone title',
  milestoneDue: 'Planned for',
  addMilestone: 'Add milestone',
  useTemplate: 'Use 90-day template',
  useTemplateHint: 'Fills in the 90-day plan: target date in 90 days and four milestones.',
  removeMilestone: 'Remove milestone',
  createSubmit: 'Create Goal',
  cancel: 'Cancel',
  keyMilestones: 'Key milestones',
  progress: 'Progress',
  started: 'Started',
  target: 'Target',
  noTargetDate: 'No target date',
  addProgress: MESSAGES.goals.addProgress,
  markComplete: MESSAGES.goals.markComplete,
  startSession: MESSAGES.goals.startSession,
  completed: MESSAGES.goals.completed,
  emptyTitle: 'No goals yet',
  emptyBody: 'Set a 90-day goal with a few milestones, then track your progress here and in your sessions.',
  emptyAction: 'Create your first goal',
  loadFailed: 'Could not load your goals. Please try again.',
  retry: 'Try again',
  statsLoadFailed: 'Could not load your stats',
  statsRetry: 'Retry',
  /** A stat that could not be loaded. */
  statUnavailable: '—',
  currentGoals: 'Current Goals',
  viewAll: 'View all',
  overviewEmpty: 'You have no goals yet.',
  overviewCreate: 'Create new goal',
  stats: {
    goalsAchieved: 'Goals Achieved',
    actionItems: 'Action Items',
    streak: 'Streak',
    averageProgress: 'Avg. Progress',
    weeklySessions: 'Weekly Sessions',
  },
  dictationStart: MESSAGES.dictation.useMic,
  dictationStop: MESSAGES.dictation.stop,
} as const;

/** The onboarding panel's copy (chosen). Card titles and seeds are in STARTER_TEMPLATES. */
export const ONBOARDING_COPY = {
  title: 'Welcome! Let’s get you started',
  body: 'Talk to your mentor right away, or set a 90-day goal you can track and link your sessions to.',
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss getting started',
  howItWorks: 'How it works',
  howItWorksTitle: 'How MentorAI works',
  howItWorksSteps: [
    {
      title: 'Start a session',
      body: 'Chat or talk with your AI mentor. A session lasts up to 60 minutes and can be linked to one of your goals.',
    },
    {
      title: 'Get your next steps',
      body: 'Your mentor answers with 1 to 3 concrete next steps, and each session ends with a summary and action items.',
    },
    {
      title: 'Track your progress',
      body: 'Set a 90-day goal with milestones, tick them off as you go and watch your streak and progress grow.',
    },
  ],
  disclaimer: 'Sessions are AI-generated and are not legal, medical or financial advice.',
  gotIt: 'Got it',
  tryThis: 'Try this',
  useTemplate: 'Use goal template',
  startSession: 'Start a session',
  createGoal: 'Create 90-day goal',
} as const;

/** Streak stat card: '0 days', '1 day', '5 days'. */
export function streakLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** '{n} characters left' under the goal text box (never negative). */
export function charactersLeftLabel(length: number, max: number = GOAL_DESCRIPTION_MAX): string {
  return `${Math.max(0, max - length)} ${MESSAGES.goals.charactersLeft}`;
}

/** The counter turns yellow when fewer than GOAL_DESCRIPTION_WARN_UNDER characters are left. */
export function isCharactersLeftLow(length: number, max: number = GOAL_DESCRIPTION_MAX): boolean {
  return max - length < GOAL_DESCRIPTION_WARN_UNDER;
}

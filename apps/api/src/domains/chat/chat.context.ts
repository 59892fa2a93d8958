import type { Database, UserRow } from '@mentor/db';
import { clipAtWord, SUMMARY_NEXT_STEPS_MAX, SUMMARY_TEXT_MAX } from '@mentor/validation';
import type { AiProvider, ChatTurn, MentorContext } from '../../ai/provider';
import { applySessionProgress, findGoalById } from '../goals';
import { isMemoryActive, recallForMessage } from '../memory';
import * as repo from './repository';

// What the mentor knows before a reply (the goal, the previous session, memories), and the goal's progress.

type GoalRow = NonNullable<Awaited<ReturnType<typeof findGoalById>>>;

/** A goal as the mentor reads it. */
function mentorGoalOf(goal: GoalRow): NonNullable<MentorContext['goal']> {
  return {
    title: goal.title,
    description: goal.description,
    category: goal.category,
    status: goal.status,
    progress: goal.progress,
    targetDate: goal.targetDate,
    milestones: (Array.isArray(goal.milestones) ? goal.milestones : []).map((m) => ({
      title: m.title,
      completed: Boolean(m.completed),
      dueDate: m.dueDate ?? null,
    })),
  };
}

/**
 * Before a reply: the linked goal moved by what the person said so far (the provider's instant estimate, when it
 * has one; applySessionProgress: only up, recorded, undoable), and the context with the goal as it is then, so
 * the reply, and the summary after it, state the progress after the update. Unchanged without a goal or an
 * estimate, or when nothing moved.
 */
export async function moveGoalBeforeReply(
  db: Database,
  ai: Pick<AiProvider, 'estimateGoalProgress'>,
  turn: { userId: string; sessionId: string; goalId: string | null },
  context: MentorContext,
  transcript: readonly ChatTurn[],
  now: Date,
): Promise<MentorContext> {
  if (!ai.estimateGoalProgress || !turn.goalId || !context.goal) return context;
  const estimate = ai.estimateGoalProgress(transcript, context);
  // Nothing that could move the goal: no write, no lock.
  const higher = estimate.progressPercent !== null && estimate.progressPercent > context.goal.progress;
  if (!higher && estimate.completedMilestones.length === 0) return context;
  const moved = await applySessionProgress(
    db,
    turn.userId,
    turn.goalId,
    { ...estimate, sessionId: turn.sessionId },
    now,
  );
  if (!moved) return context;
  const goal = await findGoalById(db, turn.userId, turn.goalId);
  return goal ? { ...context, goal: mentorGoalOf(goal) } : context;
}

/** What the mentor knows for this session: persona, profile, linked goal, and (memory on) memories and last session. */
export async function buildMentorContext(
  db: Database,
  user: UserRow,
  session: repo.SessionWithPrompt,
  message: string | null,
  now: Date,
): Promise<MentorContext> {
  const mentor = { type: session.mentorType, name: session.mentorName, systemPrompt: session.mentorPrompt };
  const goal = session.goalId ? await findGoalById(db, user.id, session.goalId) : undefined;
  const memoryOn = message !== null && isMemoryActive(user, now);
  const memories = memoryOn ? await recallForMessage(db, user, message, now) : [];
  const previous = memoryOn ? await repo.previousSessionSummary(db, user.id, session.id) : undefined;
  return {
    mentor: { type: mentor.type, name: mentor.name, systemPrompt: mentor.systemPrompt },
    profile: {
      firstName: user.firstName,
      primaryGoal: user.primaryGoal,
      timeHorizon: user.timeHorizon,
      preferredTone: user.preferredTone,
      goalDescription: user.goalDescription,
    },
    goal: goal ? mentorGoalOf(goal) : null,
    memories,
    // Cut to the summary's limits: a summary stored before they existed is never sent whole with every reply.
    previousSession: previous
      ? {
          title: previous.title,
          date: previous.startedAt ?? previous.createdAt,
          summary: clipAtWord(previous.summary, SUMMARY_TEXT_MAX),
          nextSteps: clipAtWord(previous.nextSteps, SUMMARY_NEXT_STEPS_MAX),
        }
      : null,
    now,
    sessionSafety: session.safetyCategory,
  };
}

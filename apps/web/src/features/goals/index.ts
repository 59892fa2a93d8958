export { GoalCard, CompactGoalCard, goalSessionPath, type GoalCardProps } from './GoalCard';
export { CurrentGoals } from './CurrentGoals';
export { GoalTextBox, type GoalTextBoxProps } from './GoalTextBox';
export { GoalStatCards } from './GoalStatCards';
export { CreateGoalDialog } from './CreateGoalDialog';
export { storeGoalPrefill, takeGoalPrefill } from './goal-prefill';
export { useGoals, useGoalStats, useCreateGoal, useUpdateGoal, useToggleMilestone } from './use-goals';

// The goals domain's public surface: the user's goals, and the counts the goals view stats (a use-case) read.
export { countGoalProgress, findGoalById } from './goals.repository';
export { applySessionProgress, listGoals } from './goals.service';

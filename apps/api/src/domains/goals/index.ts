// The goals domain's public surface: the user's goals and the goals view stats.
export { findGoalById } from './goals.repository';
export { applySessionProgress, goalStatsFor, listGoals } from './goals.service';

// The goals domain's public surface: the user's goals and the goals view stats.
export { findGoalById } from './goals.repository';
export { goalsRouter } from './goals.router';
export { goalsRoutes } from './goals.rest';
export { applySessionProgress, goalStatsFor, listGoals } from './goals.service';

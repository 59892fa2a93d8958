// The admin domain's public surface: its router and REST routes (for the app), and its service functions.
export { adminRouter } from './admin.router';
export { adminRoutes } from './admin.rest';
export {
  banUser,
  changePlan,
  dailyStats,
  listUsers,
  revenueStats,
  settings,
  unbanUser,
  usageStats,
  userStats,
} from './admin.service';

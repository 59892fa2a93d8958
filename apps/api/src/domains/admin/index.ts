// The admin domain's public surface for other domains: service functions.
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

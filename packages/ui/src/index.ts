export { Logo, type LogoProps } from './Logo';
export { ComingSoon, type ComingSoonProps } from './ComingSoon';
export { dateOrNA, sessionsLimitLabel, sessionsUsageLabel, sessionsUsagePercent, tierLabel } from './format';

export { Logo, type LogoProps } from './Logo';
export { RetryAlert, type RetryAlertProps } from './RetryAlert';
export { dateOrNA, planLabel, sessionsUsageLabel, sessionsUsagePercent, tierLabel } from './format';

export { Logo, type LogoProps } from './Logo';
export { RetryAlert, type RetryAlertProps } from './RetryAlert';
export { ShowMoreButton, type ShowMoreButtonProps } from './ShowMoreButton';
export { dateOrNA, planLabel, sessionsUsageLabel, sessionsUsagePercent, tierLabel } from './format';

export { SummaryCard, SentimentBadge, type SummaryCardProps } from './SummaryCard';
export { RecentSummaries } from './RecentSummaries';
export { useSummaries, useToggleActionItem } from './use-summaries';

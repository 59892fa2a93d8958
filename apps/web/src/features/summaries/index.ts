export { RecentSummaries } from './RecentSummaries';

/** Metering of AI provider calls (ai_usage), used by every domain that calls the provider. */
export { recordUsage } from './usage.service';
// The user's metered calls a page at a time, for the data export.
export { usagePages } from './usage.repository';

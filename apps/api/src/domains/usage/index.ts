/** Metering of AI provider calls (ai_usage), used by every domain that calls the provider. */
export { recordUsage, type UsageOwner } from './usage.service';

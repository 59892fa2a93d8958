// The summaries domain's public surface: session summaries and their action items.
export { countActionItems } from './summaries.repository';
export { actionItemsDue, openActionItems, sessionSummaryOf, summarizeSession } from './summaries.service';
export type { OpenActionItem } from './summaries.repository';
export { summaryPages } from './summaries.service';

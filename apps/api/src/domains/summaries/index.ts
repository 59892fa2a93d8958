// The summaries domain's public surface: session summaries and their action items.
export { countActionItems } from './summaries.repository';
export { actionItemsDue, sessionSummaryOf, summarizeSession } from './summaries.service';
export { summaryPages } from './summaries.service';

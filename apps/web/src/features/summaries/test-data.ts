import type { SummaryListItem } from '@mentor/validation';

/** A History view entry as summaries.list answers it; override any field. */
export function makeSummary(overrides: Partial<SummaryListItem> = {}): SummaryListItem {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    sessionId: '22222222-2222-4222-8222-222222222222',
    userId: '00000000-0000-4000-8000-000000000001',
    sessionTitle: 'Career Coach Session 3/15/2024',
    mentorName: 'Career Coach',
    mentorType: 'career',
    goalId: null,
    summary: 'We mapped out your job search for the next month.',
    keyInsights: ['Referrals beat cold applications'],
    actionItems: [{ text: 'Update the CV', completed: false, dueDate: null }],
    sentiment: 'positive',
    progressMade: 'Picked three target roles',
    nextSteps: '1. Update the CV\n2. Message two alumni',
    createdAt: '2024-03-15T10:00:00.000Z',
    updatedAt: '2024-03-15T10:30:00.000Z',
    ...overrides,
  };
}

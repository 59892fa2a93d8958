import { describe, expect, it } from 'vitest';
import {
  ACTION_ITEM_TEXT_MAX,
  GOAL_MILESTONES_MAX,
  MILESTONE_TITLE_MAX,
  SESSION_ACTION_ITEMS_MAX,
  SUMMARY_ACTION_ITEMS_MAX,
  SUMMARY_INSIGHT_MAX,
  SUMMARY_KEY_INSIGHTS_MAX,
  SUMMARY_NEXT_STEPS_MAX,
  SUMMARY_PROGRESS_MADE_MAX,
  SUMMARY_TEXT_MAX,
} from './constants';
import { issues } from './test-helpers';
import {
  actionItemLabel,
  actionItemSchema,
  actionItemToggleSchema,
  defaultActionItemDueDate,
  modelSessionSummarySchema,
  normaliseSentiment,
  sessionSummarySchema,
  fitSessionSummary,
  clipAtWord,
  summaryListItemSchema,
  summarySchema,
} from './summary';
import { mergeActionItems, actionItemKey, sameActionItem } from './summary-action-items';
import { buildSummariesExport, summariesExportFileName, summariesToMarkdown } from './summary-export';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('normaliseSentiment', () => {
  it('keeps positive and negative, everything else is neutral', () => {
    expect(normaliseSentiment('positive')).toBe('positive');
    expect(normaliseSentiment('negative')).toBe('negative');
    expect(normaliseSentiment('neutral')).toBe('neutral');
    expect(normaliseSentiment('mixed')).toBe('neutral');
    expect(normaliseSentiment('Positive')).toBe('neutral');
    expect(normaliseSentiment(null)).toBe('neutral');
    expect(normaliseSentiment(1)).toBe('neutral');
  });
});

describe('actionItemSchema', () => {
  it('accepts items with defaults and either date form', () => {
    expect(actionItemSchema.parse({ text: ' Call Sam ' })).toEqual({
      text: 'Call Sam',
      completed: false,
      dueDate: null,
    });
    expect(actionItemSchema.safeParse({ text: 'a', completed: true, dueDate: '2024-02-01' }).success).toBe(
      true,
    );
    expect(actionItemSchema.safeParse({ text: 'a', dueDate: '2024-02-01T10:00:00.000Z' }).success).toBe(true);
  });

  it('refuses empty, long text and bad dates', () => {
    expect(actionItemSchema.safeParse({ text: '' }).success).toBe(false);
    expect(actionItemSchema.safeParse({ text: 'x'.repeat(501) }).success).toBe(false);
    expect(actionItemSchema.safeParse({ text: 'x'.repeat(500) }).success).toBe(true);
    expect(actionItemSchema.safeParse({ text: 'x', dueDate: 'Friday' }).success).toBe(false);
  });
});

describe('sessionSummarySchema', () => {
  const valid = {
    summary: 'We planned the launch.',
    keyInsights: ['Focus on one channel'],
    actionItems: [{ text: 'Draft the landing page', completed: false, dueDate: null }],
    sentiment: 'positive',
    progressMade: 'Chose a launch date',
    nextSteps: '1. Draft copy 2. Ask 3 users',
  };

  it('accepts the structured AI output; a session about no goal estimates no progress', () => {
    expect(sessionSummarySchema.parse(valid)).toEqual({
      ...valid,
      progressPercent: null,
      completedMilestones: [],
    });
  });

  it('turns unknown sentiments into neutral', () => {
    expect(sessionSummarySchema.parse({ ...valid, sentiment: 'ecstatic' }).sentiment).toBe('neutral');
    expect(sessionSummarySchema.parse({ ...valid, sentiment: undefined }).sentiment).toBe('neutral');
  });

  it('caps insights and action items at 10 and needs a summary', () => {
    expect(sessionSummarySchema.safeParse({ ...valid, keyInsights: Array(11).fill('i') }).success).toBe(
      false,
    );
    expect(sessionSummarySchema.safeParse({ ...valid, keyInsights: Array(10).fill('i') }).success).toBe(true);
    expect(
      sessionSummarySchema.safeParse({ ...valid, actionItems: Array(11).fill({ text: 'a' }) }).success,
    ).toBe(false);
    expect(sessionSummarySchema.safeParse({ ...valid, summary: '' }).success).toBe(false);
  });

  it('has a maximum for every text and every list', () => {
    const over = (max: number) => 'x'.repeat(max + 1);
    for (const patch of [
      { summary: over(SUMMARY_TEXT_MAX) },
      { keyInsights: [over(SUMMARY_INSIGHT_MAX)] },
      { progressMade: over(SUMMARY_PROGRESS_MADE_MAX) },
      { nextSteps: over(SUMMARY_NEXT_STEPS_MAX) },
      { actionItems: [{ text: over(ACTION_ITEM_TEXT_MAX) }] },
      { completedMilestones: [over(MILESTONE_TITLE_MAX)] },
      { completedMilestones: Array(GOAL_MILESTONES_MAX + 1).fill('m') },
    ])
      expect(sessionSummarySchema.safeParse({ ...valid, ...patch }).success, Object.keys(patch)[0]).toBe(
        false,
      );
  });

  it('fits an over-long summary to the maximums instead of refusing it (cut at a word, lists cut)', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const fitted = fitSessionSummary({
      summary: words(2000),
      keyInsights: [' ', ...Array.from({ length: 12 }, () => words(100))],
      actionItems: Array.from({ length: 12 }, () => ({ text: words(200), completed: false, dueDate: null })),
      sentiment: 'calm',
      progressMade: words(500),
      nextSteps: words(1000),
      progressPercent: 40,
      completedMilestones: ['  Week 1  ', 'x'.repeat(MILESTONE_TITLE_MAX + 1)],
    });
    const parsed = sessionSummarySchema.parse(fitted);
    expect(parsed.summary.length).toBeLessThanOrEqual(SUMMARY_TEXT_MAX);
    expect(parsed.summary).toMatch(/^word0 word1 .* word\d+…$/);
    expect(parsed.keyInsights).toHaveLength(SUMMARY_KEY_INSIGHTS_MAX);
    expect(parsed.keyInsights[0]!.length).toBeLessThanOrEqual(SUMMARY_INSIGHT_MAX);
    expect(parsed.actionItems).toHaveLength(SUMMARY_ACTION_ITEMS_MAX);
    expect(parsed.actionItems[0]!.text.length).toBeLessThanOrEqual(ACTION_ITEM_TEXT_MAX);
    expect(parsed.progressMade.length).toBeLessThanOrEqual(SUMMARY_PROGRESS_MADE_MAX);
    expect(parsed.nextSteps.length).toBeLessThanOrEqual(SUMMARY_NEXT_STEPS_MAX);
    expect(parsed.completedMilestones).toEqual(['Week 1']);
    expect(parsed.sentiment).toBe('neutral');
    // Short text is left as it is.
    expect(fitSessionSummary({ ...fitted, summary: ' Short. ' }).summary).toBe('Short.');
    expect(clipAtWord('abcdefghij', 5)).toBe('abcd…');
  });

  it('describes stored summaries', () => {
    const stored = {
      ...valid,
      id: 's1',
      sessionId: UUID,
      userId: 'u1',
      createdAt: '2024-01-01T00:00:00.000Z',
    };
    expect(summarySchema.parse(stored)).toEqual(stored);
  });
});

describe('defaultActionItemDueDate', () => {
  it('is one week out, as the UTC day', () => {
    expect(defaultActionItemDueDate(new Date('2026-11-10T09:00:00.000Z'))).toBe('2026-11-17');
    expect(defaultActionItemDueDate(new Date('2026-12-28T23:30:00.000Z'))).toBe('2027-01-04');
  });
});

describe('modelSessionSummarySchema', () => {
  const base = {
    summary: 'You talked.',
    keyInsights: [],
    progressMade: '',
    nextSteps: '',
  };

  it('reads what a model may write loosely: no completed, a due date in another form, another sentiment word', () => {
    const parsed = modelSessionSummarySchema.parse({
      ...base,
      sentiment: 'mixed',
      actionItems: [
        { text: 'a', dueDate: '2026-11-20T00:00:00Z' },
        { text: 'b', completed: true, dueDate: 'next week' },
        { text: 'c', dueDate: 5 },
        { text: 'd' },
      ],
    });
    expect(parsed.sentiment).toBe('mixed');
    expect(parsed.actionItems).toEqual([
      { text: 'a', dueDate: '2026-11-20' },
      { text: 'b', completed: true, dueDate: null },
      { text: 'c', dueDate: null },
      { text: 'd', dueDate: null },
    ]);
  });

  it('refuses a summary without its fields', () => {
    expect(modelSessionSummarySchema.safeParse({ ...base, actionItems: [] }).success).toBe(false);
    expect(modelSessionSummarySchema.safeParse({ summary: 42 }).success).toBe(false);
  });
});

describe('actionItemToggleSchema', () => {
  it('accepts a toggle', () => {
    expect(actionItemToggleSchema.parse({ summaryId: UUID, index: 0, completed: true })).toEqual({
      summaryId: UUID,
      index: 0,
      completed: true,
    });
  });

  it('refuses empty ids and bad indexes; a non-uuid id is not found', () => {
    expect(issues(actionItemToggleSchema, { summaryId: 'x', index: 0, completed: true })).toEqual([
      'Summary not found',
    ]);
    expect(issues(actionItemToggleSchema, { summaryId: '', index: 0, completed: true })).toEqual([
      'Summary not found',
    ]);
    expect(issues(actionItemToggleSchema, { summaryId: UUID, index: -1, completed: true })).toEqual([
      'Action item not found',
    ]);
    expect(actionItemToggleSchema.safeParse({ summaryId: UUID, index: 1.5, completed: true }).success).toBe(
      false,
    );
  });
});

describe('actionItemLabel', () => {
  const now = new Date(2024, 2, 15, 14, 0);

  it('shows Completed first', () => {
    expect(actionItemLabel({ completed: true, dueDate: '2020-01-01' }, now)).toEqual({
      label: 'Completed',
      color: 'green',
    });
  });

  it('shows Overdue in red for a past day', () => {
    expect(actionItemLabel({ completed: false, dueDate: '2024-03-14' }, now)).toEqual({
      label: 'Overdue',
      color: 'red',
    });
    expect(actionItemLabel({ dueDate: new Date(2024, 2, 14, 23, 59).toISOString() }, now).label).toBe(
      'Overdue',
    );
  });

  it('shows Due today on the same day, even for an earlier hour', () => {
    expect(actionItemLabel({ completed: false, dueDate: '2024-03-15' }, now).label).toBe('Due today');
    expect(actionItemLabel({ dueDate: new Date(2024, 2, 15, 8).toISOString() }, now).label).toBe('Due today');
  });

  it('shows the display date for later days', () => {
    expect(actionItemLabel({ completed: false, dueDate: '2024-03-16' }, now)).toEqual({
      label: 'Due Mar 16, 2024',
      color: 'blue',
    });
    expect(actionItemLabel({ dueDate: '2025-01-02' }, now).label).toBe('Due Jan 02, 2025');
  });

  it('shows Planned without a date', () => {
    expect(actionItemLabel({ completed: false, dueDate: null }, now)).toEqual({
      label: 'Planned',
      color: 'gray',
    });
    expect(actionItemLabel({}, now).label).toBe('Planned');
    expect(actionItemLabel({ dueDate: 'whenever' }, now).label).toBe('Planned');
  });
});

const listItem = {
  id: '11111111-1111-4111-8111-111111111111',
  sessionId: UUID,
  userId: 'u1',
  sessionTitle: 'Career Coach Session 3/15/2024',
  mentorName: 'Career Coach',
  mentorType: 'career' as const,
  goalId: null,
  summary: 'We mapped your job search.',
  keyInsights: ['Referrals beat cold applications'],
  actionItems: [
    { text: 'Update the CV', completed: true, dueDate: null },
    { text: 'Message two alumni', completed: false, dueDate: '2024-03-20' },
  ],
  sentiment: 'positive' as const,
  progressMade: 'Picked target roles',
  nextSteps: '1. CV 2. Alumni',
  createdAt: '2024-03-15T10:00:00.000Z',
  updatedAt: '2024-03-15T11:00:00.000Z',
};

describe('summaryListItemSchema', () => {
  it('describes a History view entry', () => {
    expect(summaryListItemSchema.parse(listItem)).toEqual(listItem);
    expect(summaryListItemSchema.safeParse({ ...listItem, mentorType: 'wizard' }).success).toBe(false);
  });
});

describe('summaries export', () => {
  const now = new Date(2024, 2, 15, 14, 0);

  it('names the file with the product prefix and the local date', () => {
    expect(summariesExportFileName(now)).toBe('mentorai-summaries-2024-03-15.json');
    expect(summariesExportFileName(new Date(2024, 0, 5), 'md')).toBe('mentorai-summaries-2024-01-05.md');
  });

  it('builds the JSON document with every summary and its fields', () => {
    const doc = buildSummariesExport([listItem, { ...listItem, id: 'x', sentiment: 'neutral' }], now);
    expect(doc.exportedAt).toBe(now.toISOString());
    expect(doc.count).toBe(2);
    expect(doc.summaries[0]).toEqual({
      id: listItem.id,
      sessionId: UUID,
      sessionTitle: listItem.sessionTitle,
      mentorName: 'Career Coach',
      mentorType: 'career',
      goalId: null,
      createdAt: listItem.createdAt,
      updatedAt: listItem.updatedAt,
      sentiment: 'positive',
      summary: listItem.summary,
      progressMade: listItem.progressMade,
      keyInsights: listItem.keyInsights,
      actionItems: listItem.actionItems,
      nextSteps: listItem.nextSteps,
    });
    expect(doc.summaries[1]?.id).toBe('x');
    expect(buildSummariesExport([], now)).toEqual({ exportedAt: now.toISOString(), count: 0, summaries: [] });
  });

  it('writes a readable Markdown document with ticked items and labels', () => {
    const md = summariesToMarkdown([listItem], now);
    expect(md).toContain('# MentorAI session summaries');
    expect(md).toContain('## Career Coach Session 3/15/2024');
    expect(md).toContain('Mar 15, 2024 · Career Coach · Positive');
    expect(md).toContain('### Key insights\n\n- Referrals beat cold applications');
    expect(md).toContain('- [x] Update the CV (Completed)');
    expect(md).toContain('- [ ] Message two alumni (Due Mar 20, 2024)');
    expect(md).toContain('### Next steps\n\n1. CV 2. Alumni');
    expect(summariesToMarkdown([], now)).toContain('No sessions yet');
  });
});

describe('mergeActionItems (a session’s action items build up over its replies)', () => {
  const item = (text: string, completed = false, dueDate: string | null = null) => ({
    text,
    completed,
    dueDate,
  });

  it('keeps the items of earlier summaries and adds the new ones, in first-seen order', () => {
    const first = [item('Update your CV'), item('List three target companies')];
    const second = [item('Book a call with a mentor'), item('Update your CV')];
    const third = [item('Prepare two STAR stories')];
    const merged = mergeActionItems(mergeActionItems(first, second), third);
    expect(merged.map((a) => a.text)).toEqual([
      'Update your CV',
      'List three target companies',
      'Book a call with a mentor',
      'Prepare two STAR stories',
    ]);
  });

  it('treats case, punctuation, whitespace and a trailing due date as the same item', () => {
    const merged = mergeActionItems(
      [item('Update your CV by Friday.', true, '2026-11-20')],
      [
        item('update   your CV!', false, '2026-11-27'),
        item('Update your CV before Nov 18', false, '2026-11-18'),
        item('Research the market'),
      ],
    );
    expect(merged).toEqual([
      // The earlier wording and the person's tick stay; the earliest due date wins.
      { text: 'Update your CV by Friday.', completed: true, dueDate: '2026-11-18' },
      { text: 'Research the market', completed: false, dueDate: null },
    ]);
  });

  it('is one item with and without a deadline, wherever the deadline stands and however it is written', () => {
    const merged = mergeActionItems(
      [item('Update your CV by Thursday, December 3.', false, '2026-12-03')],
      [
        item('Update your CV.', false, '2026-12-05'),
        item('By Thursday, December 3, update your CV'),
        item('Update your CV before Dec 3rd, 2026!'),
        item('Update your CV (due 2026-12-03)'),
        item('Update your CV today'),
        item('Update your CV by the end of the week'),
        item('Update your CV by Thu.'),
        item('Update your CV on 12/3'),
      ],
    );
    expect(merged).toEqual([
      { text: 'Update your CV by Thursday, December 3.', completed: false, dueDate: '2026-12-03' },
    ]);
    // A month or a short weekday alone is a deadline only after "by", "before"…: "may" stays a word.
    expect(actionItemKey('You may want to call Sam by May')).toBe('you may want to call sam');
    expect(actionItemKey('Walk in the sun on Sun.')).toBe('walk in the sun');
    expect(actionItemKey('Today')).toBe('today');
  });

  it('treats near-duplicates as one item and keeps the fuller wording, in the first copy’s place', () => {
    const merged = mergeActionItems(
      [item('Email three former colleagues for an intro', true, '2026-12-01'), item('Update your CV')],
      [
        item('Email three former colleagues and ask each one for an intro', false, '2026-11-28'),
        item('Write down what could get in the way of that step, and one way around it.'),
        item('Write down what could get in the way of the step and a way around it'),
        item('Update your LinkedIn profile'),
        item('Call Anna'),
        item("Call Anna's manager"),
      ],
    );
    expect(merged).toEqual([
      {
        text: 'Email three former colleagues and ask each one for an intro',
        completed: true,
        dueDate: '2026-11-28',
      },
      { text: 'Update your CV', completed: false, dueDate: null },
      {
        text: 'Write down what could get in the way of that step, and one way around it.',
        completed: false,
        dueDate: null,
      },
      { text: 'Update your LinkedIn profile', completed: false, dueDate: null },
      { text: 'Call Anna', completed: false, dueDate: null },
      { text: "Call Anna's manager", completed: false, dueDate: null },
    ]);
    expect(
      sameActionItem(
        actionItemKey('Practise your answer to tell me about yourself aloud'),
        actionItemKey('Write your answer to tell me about yourself'),
      ),
    ).toBe(false);
  });

  it('keeps a date when the other copy has none, and drops empty items', () => {
    expect(
      mergeActionItems([item('Call Anna')], [item('Call Anna', false, '2026-12-01'), item('   ')]),
    ).toEqual([{ text: 'Call Anna', completed: false, dueDate: '2026-12-01' }]);
  });

  it(`caps the list at ${SESSION_ACTION_ITEMS_MAX}: the oldest completed items make room first, then the newest are left out`, () => {
    const previous = Array.from({ length: SESSION_ACTION_ITEMS_MAX }, (_, i) => item(`Step ${i + 1}`, i < 2));
    const merged = mergeActionItems(previous, [item('New A'), item('New B'), item('New C')]);
    expect(merged).toHaveLength(SESSION_ACTION_ITEMS_MAX);
    expect(merged.map((a) => a.text)).toEqual([...previous.slice(2).map((a) => a.text), 'New A', 'New B']);
    const allOpen = Array.from({ length: SESSION_ACTION_ITEMS_MAX }, (_, i) => item(`Open ${i + 1}`));
    expect(mergeActionItems(allOpen, [item('One more')]).map((a) => a.text)).toEqual(
      allOpen.map((a) => a.text),
    );
  });
});

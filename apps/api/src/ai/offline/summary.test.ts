import { sessionSummarySchema } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { mentorContext as ctx } from '../../../test/mentor-context';
import { composeReply } from './reply';
import { summarizeTranscript } from './summary';

describe('offline summaries', () => {
  it('summarises from what was said, with the mentor’s steps as action items due a week out', () => {
    const c = ctx();
    const reply = composeReply(c, [
      { role: 'user', content: 'I want to move into data analysis. I realize I love spreadsheets.' },
    ]);
    const summary = summarizeTranscript(
      [
        { role: 'user', content: 'I want to move into data analysis. I realize I love spreadsheets.' },
        { role: 'assistant', content: reply.text },
        { role: 'user', content: 'I finished a SQL course yesterday and I am excited.' },
      ],
      c,
    );
    expect(sessionSummarySchema.parse(summary)).toEqual(summary);
    expect(summary.summary).toContain('you want to move into data analysis');
    expect(summary.keyInsights).toContain('You realize you love spreadsheets.');
    expect(summary.actionItems.map((a) => a.text)).toEqual(reply.steps);
    for (const item of summary.actionItems)
      expect(item).toEqual({ text: item.text, completed: false, dueDate: '2026-11-17' });
    expect(summary.sentiment).toBe('positive');
    expect(summary.progressMade).toContain('you finished a SQL course yesterday');
    expect(summary.nextSteps.split('\n')).toHaveLength(reply.steps.length);
  });

  it('writes insights as sentences, never as lowercased echoes, and dates items as the reply named them', () => {
    const c = ctx({}, 'life');
    const transcript = [
      { role: 'user' as const, content: 'I feel stuck and unmotivated, help me plan a daily habit' },
    ];
    const reply = composeReply(c, transcript);
    const later = { ...c, now: new Date('2026-11-11T23:30:00.000Z') };
    const summary = summarizeTranscript([...transcript, { role: 'assistant', content: reply.text }], later);
    expect(summary.keyInsights[0]).toBe('You feel stuck and unmotivated.');
    for (const insight of summary.keyInsights) expect(insight).toMatch(/^[A-Z].*\.$/);
    expect(summary.summary).toBe(
      'In this session with your Life Mentor, you said you feel stuck and unmotivated, and you asked for help to plan a daily habit.',
    );
    // The reply said "by Tuesday, November 17": written a day later, the items still fall due then.
    expect(summary.actionItems.map((a) => a.dueDate)).toEqual(['2026-11-17', '2026-11-17', '2026-11-17']);
  });

  it('reads negative sentiment and reports no progress honestly', () => {
    const summary = summarizeTranscript(
      [{ role: 'user', content: 'I am stuck and frustrated with my startup.' }],
      ctx({}, 'founder'),
    );
    expect(summary.sentiment).toBe('negative');
    expect(summary.actionItems).toEqual([]);
    expect(summary.progressMade).toBe('No progress was reported yet in this session.');
  });
});

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

  it('never makes an action item of the step a stopped reply cut off mid-sentence', () => {
    const c = ctx();
    const message = 'I want to move into data analysis.';
    const reply = composeReply(c, [{ role: 'user', content: message }]);
    expect(reply.steps.length).toBeGreaterThan(1);
    const last = reply.steps.at(-1)!;
    const lastAt = reply.text.indexOf(last);
    expect(lastAt).toBeGreaterThan(0);
    // Stopped in the middle of the last step ("… and bring"): that step is not an item, the others are.
    const cut = reply.text.slice(0, reply.text.lastIndexOf(' ', lastAt + Math.floor(last.length / 2)));
    const stopped = summarizeTranscript(
      [
        { role: 'user', content: message },
        { role: 'assistant', content: cut, stopped: true },
      ],
      c,
    );
    expect(stopped.actionItems.map((a) => a.text)).toEqual(reply.steps.slice(0, -1));
    expect(stopped.nextSteps.split('\n')).toHaveLength(reply.steps.length - 1);
    // Stopped right after the step's full stop: it is whole, so it is an item.
    const whole = summarizeTranscript(
      [
        { role: 'user', content: message },
        { role: 'assistant', content: reply.text.slice(0, lastAt + last.length), stopped: true },
      ],
      c,
    );
    expect(whole.actionItems.map((a) => a.text)).toEqual(reply.steps);
    // A stopped reply with no whole step leaves the steps of the reply before it.
    const early = summarizeTranscript(
      [
        { role: 'user', content: message },
        { role: 'assistant', content: reply.text },
        { role: 'user', content: 'And then?' },
        { role: 'assistant', content: 'Here is more.\n\n1. Call two analysts and bring', stopped: true },
      ],
      c,
    );
    expect(early.actionItems.map((a) => a.text)).toEqual(reply.steps);
  });

  it('makes one action item of two near-duplicate steps of a reply, keeping the fuller one', () => {
    const summary = summarizeTranscript(
      [
        { role: 'user', content: 'I want a new job.' },
        {
          role: 'assistant',
          content:
            'Here is the plan.\n\n1. Email three former colleagues for an intro by Tuesday, November 17.\n2. Email three former colleagues and ask each one for an intro by Tuesday, November 17.\n3. Update your CV.',
        },
      ],
      ctx(),
    );
    expect(summary.actionItems.map((a) => a.text)).toEqual([
      'Email three former colleagues and ask each one for an intro by Tuesday, November 17.',
      'Update your CV.',
    ]);
    expect(summary.nextSteps).toBe(
      '1. Email three former colleagues and ask each one for an intro by Tuesday, November 17.\n2. Update your CV.',
    );
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

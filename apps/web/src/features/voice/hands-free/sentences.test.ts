import { describe, expect, it } from 'vitest';
import { takeSentences } from './sentences';

describe('takeSentences', () => {
  it('takes each sentence as it completes, and the rest when the reply ends', () => {
    const reply = 'You are closer than you think. First, draft one case study by Friday! Then ask two PMs';
    const first = takeSentences(reply.slice(0, 20), 0, false);
    expect(first).toEqual({ sentences: [], next: 0 });
    const second = takeSentences(reply, 0, false);
    expect(second.sentences).toEqual([
      'You are closer than you think.',
      'First, draft one case study by Friday!',
    ]);
    const end = takeSentences(`${reply} for feedback.`, second.next, true);
    expect(end.sentences).toEqual(['Then ask two PMs for feedback.']);
  });

  it('keeps short sentences with the next one, and does not split a numbered step or a decimal', () => {
    const { sentences } = takeSentences(
      'Great. That is a good plan for this week.\n\n**Next steps**\n1. Save 2.5 hours on Monday for it.\n2. Call Sam. ',
      0,
      false,
    );
    expect(sentences).toEqual([
      'Great. That is a good plan for this week.',
      'Next steps 1. Save 2.5 hours on Monday for it.',
    ]);
  });

  it('speaks markdown as plain text', () => {
    expect(takeSentences('Try **one** [small](https://x.example) `step` today.', 0, true).sentences).toEqual([
      'Try one small step today.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';

describe('offline memory extraction', () => {
  it('keeps durable first-person facts, in the second person, deduplicated', () => {
    expect(
      extractFacts(
        [
          'I work as a nurse in Leeds. I am tired today. My goal is to become a charge nurse. Can you help?',
          'I work as a nurse in Leeds!',
          'I have two kids.',
        ],
        ['You have two kids.'],
      ),
    ).toEqual(['You work as a nurse in Leeds.', 'Your goal is to become a charge nurse.']);
    expect(extractFacts(['Hello there', 'What should I do?'], [])).toEqual([]);
  });
});

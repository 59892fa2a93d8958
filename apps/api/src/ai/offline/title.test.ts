import { describe, expect, it } from 'vitest';
import { titleFromTopic } from './title';

describe('offline session titles', () => {
  it('names the topic in a clean phrase, never with the person’s words or markup', () => {
    expect(titleFromTopic('We need to **raise a seed round** <script>x</script>', 'founder')).toBe(
      'Raising a seed round',
    );
    expect(titleFromTopic('I want to move from teaching into product management.', 'career')).toBe(
      'Career change into product',
    );
    expect(titleFromTopic('I have an interview on Friday and I am nervous.', 'career')).toBe(
      'Preparing for an interview',
    );
    expect(titleFromTopic('How should we set our pricing?', 'founder')).toBe('Setting your pricing');
    expect(titleFromTopic('I keep procrastinating on everything', 'life')).toBe('Beating procrastination');
  });

  it('titles every session from what it is for, even a greeting or a message it could not place', () => {
    expect(titleFromTopic('Hello there', 'life')).toBe('Getting started');
    expect(titleFromTopic('What’s the best pizza in Naples?', 'founder')).toBe('Working on the business');
    expect(titleFromTopic('I feel so alone in the evenings since the move.', 'life')).toBe(
      'Feeling less lonely',
    );
    expect(titleFromTopic('Can you give me a table comparing a SAFE vs a priced round?', 'founder')).toBe(
      'Raising money from investors',
    );
    expect(titleFromTopic('', 'career')).toBeNull();
  });
});

describe('titleFromTopic and money words', () => {
  it('reads "raise a seed round" as fundraising, never as a pay raise', () => {
    const message =
      'I run a bakery startup and want to raise a seed round next year. What should I focus on first?';
    expect(titleFromTopic(message, 'founder')).toBe('Raising a seed round');
    expect(titleFromTopic(message, 'career')).not.toBe('Asking for a raise');
    expect(titleFromTopic('How do I ask my manager for a raise?', 'career')).toBe('Asking for a raise');
  });
});

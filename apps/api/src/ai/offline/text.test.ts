import { describe, expect, it } from 'vitest';
import { keyPhrase, sentimentOf, toSecondPerson } from './text';

describe('text helpers', () => {
  it('turns first person into second person', () => {
    expect(toSecondPerson("I'm sure my manager likes me")).toBe("you're sure your manager likes you");
    expect(toSecondPerson('I am ready')).toBe('you are ready');
  });

  it('finds the gist of a message', () => {
    expect(keyPhrase('hello')).toBeNull();
    expect(keyPhrase('Should I quit my job to start a company?')).toEqual({
      lead: 'you’re weighing whether to',
      phrase: 'quit your job to start a company',
    });
    expect(keyPhrase('The weather changed everything about our launch plans.')).toEqual({
      lead: null,
      phrase: 'The weather changed everything about our launch plans',
    });
  });

  it('reads sentiment from word lists', () => {
    expect(sentimentOf('I am so excited and proud')).toBe('positive');
    expect(sentimentOf('I feel lost and anxious')).toBe('negative');
    expect(sentimentOf('I went to the office')).toBe('neutral');
  });
});

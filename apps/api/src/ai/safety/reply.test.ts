import type { SessionSafety } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { crisisReply } from './reply';

const flag = (overrides: Partial<SessionSafety>): SessionSafety => ({
  category: 'self_harm',
  level: 'concern',
  minor: false,
  region: 'US',
  ...overrides,
});

/** The reply's paragraphs before its one step. */
const opening = (text: string) => text.split('\n\n')[0] ?? '';

describe('crisisReply', () => {
  it('puts emergency services first for a medical emergency, whatever its level', () => {
    for (const level of ['urgent', 'concern'] as const) {
      const text = crisisReply(flag({ category: 'medical', level, region: 'GB' }));
      expect(opening(text)).toContain('**Call 999 now**');
      expect(text).toContain('1. Call emergency services now.');
    }
  });

  it('tells a person at risk of suicide how to reach emergency help at either level', () => {
    const urgent = crisisReply(flag({ level: 'urgent' }));
    const concern = crisisReply(flag({ level: 'concern' }));
    expect(urgent).toContain(
      'If you have taken something or hurt yourself, or might act on these thoughts soon, **Call 911 now**',
    );
    // Urgency is read from words, which can understate it: the way to emergency help is there too.
    expect(concern).toContain('If you feel you might act on these thoughts, **Call 911 now**');
    expect(concern).toContain('988 Suicide & Crisis Lifeline');
    for (const text of [urgent, concern]) {
      expect(text).not.toMatch(/\bhow (?:did|would|will) you\b|\bmethod/i);
      expect(text.match(/^\d\. /gm)).toHaveLength(1);
    }
  });

  it('gives abuse the domestic-violence line, a child the child line, and emergency services for danger', () => {
    const adult = crisisReply(flag({ category: 'abuse', region: 'GB' }));
    expect(adult).toContain('0808 2000 247');
    expect(adult).toContain('If you are ever in danger, **Call 999**.');
    expect(adult).toContain('Please don’t try to talk it through with them alone.');
    const child = crisisReply(flag({ category: 'abuse', minor: true, level: 'urgent', region: 'GB' }));
    expect(child).toContain('0800 1111');
    expect(child).toContain('If you are in danger right now, **Call 999**.');
    expect(child).toContain('tell an adult you trust');
  });

  it('refuses calmly to help with harm to others, and gives emergency services and a line', () => {
    const text = crisisReply(flag({ category: 'harm_to_others', region: 'AU' }));
    expect(opening(text)).toContain('I can’t help with hurting anyone.');
    expect(text).toContain('**Call 000**');
    expect(text).toContain('13 11 14');
  });
});

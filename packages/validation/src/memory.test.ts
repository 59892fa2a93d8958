import { describe, expect, it } from 'vitest';
import { memoryIdSchema, memoryItemSchema, memoryKey, newMemories } from './memory';
import { MESSAGES } from './messages';
import { issues } from './test-helpers';

describe('memory schemas', () => {
  it('accepts a listed memory with or without its source session', () => {
    const item = {
      id: 'm1',
      content: 'Works as a nurse',
      sourceSessionId: null,
      sourceSessionTitle: null,
      createdAt: '2026-11-10T09:00:00.000Z',
    };
    expect(memoryItemSchema.safeParse(item).success).toBe(true);
    expect(
      memoryItemSchema.safeParse({
        ...item,
        sourceSessionId: 's1',
        sourceSessionTitle: 'Career Coach Session',
      }).success,
    ).toBe(true);
    expect(memoryItemSchema.safeParse({ ...item, content: '' }).success).toBe(false);
  });

  it('refuses a malformed id with the not-found message', () => {
    expect(issues(memoryIdSchema, { id: 'nope' })).toEqual([MESSAGES.memory.notFound]);
    expect(MESSAGES.memory.proOnly).toBe('Long-term memory is a Pro feature');
  });
});

describe('memoryKey and newMemories', () => {
  it('treats case, punctuation and spacing as the same memory', () => {
    expect(memoryKey("  I'm a Nurse!! ")).toBe(memoryKey('i m a nurse'));
  });

  it('keeps only new, non-empty, non-repeated memories in order', () => {
    expect(
      newMemories(
        ['Works as a nurse', ' ', 'works as a nurse.', 'Wants to run a marathon'],
        ['Has two kids'],
      ),
    ).toEqual(['Works as a nurse', 'Wants to run a marathon']);
    expect(newMemories(['Has two kids!'], ['has two kids'])).toEqual([]);
  });
});

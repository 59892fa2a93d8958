import { STORAGE_KEYS, serializeChatSeed } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { takeChatSeed } from './chat-seed';

describe('takeChatSeed', () => {
  it('takes the seed once and removes it', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.chatSeed,
      serializeChatSeed({ text: 'Help me plan', mentorType: 'life' }),
    );
    expect(takeChatSeed()).toEqual({ text: 'Help me plan', mentorType: 'life' });
    expect(sessionStorage.getItem(STORAGE_KEYS.chatSeed)).toBeNull();
    expect(takeChatSeed()).toBeNull();
  });

  it('accepts plain text and removes an unusable seed too', () => {
    sessionStorage.setItem(STORAGE_KEYS.chatSeed, 'Plain seed');
    expect(takeChatSeed()).toEqual({ text: 'Plain seed' });
    sessionStorage.setItem(STORAGE_KEYS.chatSeed, '   ');
    expect(takeChatSeed()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.chatSeed)).toBeNull();
  });

  it('answers null when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(takeChatSeed(broken)).toBeNull();
  });
});

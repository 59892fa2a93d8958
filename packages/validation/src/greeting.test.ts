import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('greeting', () => {
  it('says Good morning before noon', () => {
    expect(greeting(new Date(2024, 0, 1, 0, 0))).toBe('Good morning');
    expect(greeting(new Date(2024, 0, 1, 11, 59, 59))).toBe('Good morning');
  });

  it('says Good afternoon from noon on', () => {
    expect(greeting(new Date(2024, 0, 1, 12, 0))).toBe('Good afternoon');
    expect(greeting(new Date(2024, 0, 1, 23, 59))).toBe('Good afternoon');
  });
});

import { describe, expect, it } from 'vitest';
import { isUuid } from './common';

describe('isUuid', () => {
  it('accepts any uuid-shaped id, in either case', () => {
    expect(isUuid('3f2b8c1e-1d4a-4b7e-9c2f-5a6d7e8f9a0b')).toBe(true);
    expect(isUuid('3F2B8C1E-1D4A-4B7E-9C2F-5A6D7E8F9A0B')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of [
      '',
      'not-a-uuid',
      '3f2b8c1e1d4a4b7e9c2f5a6d7e8f9a0b',
      '3f2b8c1e-1d4a-4b7e-9c2f-5a6d7e8f9a0',
      "1' or '1'='1",
    ]) {
      expect(isUuid(id)).toBe(false);
    }
  });
});

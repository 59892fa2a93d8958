import { describe, expect, it } from 'vitest';
import { idSchema, isUuid, notFoundIdMessage, unsafeTextPath } from './common';

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

describe('idSchema', () => {
  const schema = idSchema({ notFound: 'Thing not found', required: 'Thing is required' });
  const failure = (value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('expected a failure');
    return { messages: result.error.issues.map((i) => i.message), notFound: notFoundIdMessage(result.error) };
  };

  it('accepts a uuid-shaped id', () => {
    expect(schema.parse('3f2b8c1e-1d4a-4b7e-9c2f-5a6d7e8f9a0b')).toBe('3f2b8c1e-1d4a-4b7e-9c2f-5a6d7e8f9a0b');
  });

  it('marks an id that cannot name a row as not found, with the domain message', () => {
    expect(failure('not-a-uuid')).toEqual({ messages: ['Thing not found'], notFound: 'Thing not found' });
    expect(failure("1' or '1'='1")).toEqual({ messages: ['Thing not found'], notFound: 'Thing not found' });
  });

  it('refuses a missing or empty id as a bad request, not as not found', () => {
    expect(failure('')).toEqual({ messages: ['Thing is required'], notFound: null });
    expect(failure(undefined)).toEqual({ messages: ['Thing is required'], notFound: null });
    expect(failure(5)).toEqual({ messages: ['Thing is required'], notFound: null });
  });

  it('uses the not-found message for a missing id when no other is given', () => {
    expect(idSchema({ notFound: 'Gone' }).safeParse('').error?.issues[0]?.message).toBe('Gone');
  });
});

describe('unsafeTextPath', () => {
  it.each([
    [{ title: 'a\u0000b' }, ['title']],
    [{ steps: [{ text: 'ok' }, { text: '\ud800' }] }, ['steps', 1, 'text']],
    [{ milestones: [{ title: 'x\udc00' }] }, ['milestones', 0, 'title']],
    [{ ['bad\u0000key']: 1 }, ['bad\u0000key']],
    ['\u0000', []],
  ])('finds %j at %j', (input, path) => {
    expect(unsafeTextPath(input)).toEqual(path);
  });

  it.each([
    [{ title: 'A real emoji 😀 and accents é', n: 5, ok: true, none: null }],
    [['😀', { deep: ['\ud83d\ude00'] }]],
    [42],
  ])('accepts %j', (input) => {
    expect(unsafeTextPath(input)).toBeNull();
  });
});

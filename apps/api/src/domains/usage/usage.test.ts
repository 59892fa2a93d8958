import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type TestApp } from '../../../test/helpers';
import { recordUsage } from './index';

describe.each(testTargets())('usage metering on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  it('records a provider call with its owner, its usage and its estimated cost', async () => {
    const c = await t.signUp();
    const at = new Date('2026-11-10T09:00:00.000Z');
    await recordUsage(
      t.db,
      { userId: c.user.id, sessionId: null },
      'summary',
      {
        provider: 'openai',
        model: 'gpt-4o-mini',
        inputTokens: 1_000_000,
        outputTokens: 1_000_000,
        audioSeconds: 0,
        characters: 0,
        estimated: true,
      },
      at,
    );
    const rows = await t.db
      .selectFrom('aiUsage')
      .select([
        'sessionId',
        'kind',
        'provider',
        'model',
        'inputTokens',
        'outputTokens',
        'audioSeconds',
        'costUsd',
        'createdAt',
      ])
      .where('userId', '=', c.user.id)
      .execute();
    expect(rows).toEqual([
      {
        sessionId: null,
        kind: 'summary',
        provider: 'openai',
        model: 'gpt-4o-mini',
        inputTokens: 1_000_000,
        outputTokens: 1_000_000,
        audioSeconds: 0,
        costUsd: 0.75,
        createdAt: at,
      },
    ]);
  });
});

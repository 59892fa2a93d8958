import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type TestApp } from '../../../test/helpers';

describe.each(testTargets())('mentors on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  it('lists the three mentors without their system prompts', async () => {
    const c = await t.signUp();
    const res = await c.get('/api/mentors');
    expect(res.statusCode).toBe(200);
    const mentors = res.json<Array<Record<string, unknown>>>();
    expect(mentors.map((m) => m.type).sort()).toEqual(['career', 'founder', 'life']);
    expect(mentors.map((m) => m.name).sort()).toEqual(['Career Coach', 'Founder Advisor', 'Life Mentor']);
    for (const m of mentors) expect(m).not.toHaveProperty('systemPrompt');
    expect(await c.caller().mentors.list()).toEqual(mentors);
  });

  it('answers 401 signed out', async () => {
    expect((await t.anonymous().get('/api/mentors')).statusCode).toBe(401);
  });
});

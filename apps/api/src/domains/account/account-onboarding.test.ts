import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type Client, type TestApp, openAiConfig } from '../../../test/helpers';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub';

// The landing page promises three quick questions: what account.saveOnboarding stores must reach the mentor.
// Checked on the prompt the real OpenAI SDK sends to the OpenAI-compatible stub server.

async function drainStream(iterable: AsyncIterable<unknown>): Promise<void> {
  for await (const _event of iterable) {
    // read to the end
  }
}

describe.each(testTargets())('onboarding answers in the mentor prompt on %s', (target) => {
  let t: TestApp;
  let stub: OpenAiStub;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    t = await createTestApp({
      target,
      config: openAiConfig(stub, 2000),
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(async () => {
    await t.drain();
    stub.reset();
  });

  /** Sends one message in a new session and answers the prompt of the reply: [system, background, ...]. */
  const promptOf = async (c: Client, message: string) => {
    const session = await c
      .caller()
      .chat.createSession({ mentorId: 'founder', title: 'Founder Advisor Session' });
    await drainStream(await c.caller().chat.send({ sessionId: session.id, message }));
    await t.drain();
    const [reply] = stub.chatRequests();
    return stub.messagesOf(reply!);
  };

  it('sends the saved primary goal, time horizon, description and tone with the next reply', async () => {
    const c = await t.signUp({ firstName: 'Ada' });
    await c.caller().account.saveOnboarding({
      primaryGoal: 'Raise a seed round for my B2B analytics startup',
      timeHorizon: '6 months',
      preferredTone: 'analytical',
      mentorType: 'founder',
      goalDescription: 'Two pilots signed, no revenue yet',
    });
    const [system, background, ...conversation] = await promptOf(c, 'Where do I start?');
    expect(background!.role).toBe('user');
    expect(background!.content).toContain('Primary goal: Raise a seed round for my B2B analytics startup');
    expect(background!.content).toContain('Time horizon: 6 months');
    expect(background!.content).toContain('About the goal: Two pilots signed, no revenue yet');
    expect(background!.content).toContain('Preferred tone: Analytical');
    expect(system!.content).toContain('Be analytical');
    expect(system!.content).not.toContain('Raise a seed round');
    expect(conversation).toEqual([{ role: 'user', content: 'Where do I start?' }]);
  });

  it('sends the changed primary goal after account.updateMentoringProfile', async () => {
    const c = await t.signUp();
    await c.caller().account.saveOnboarding({
      primaryGoal: 'Raise a seed round',
      timeHorizon: '90 days',
      preferredTone: 'direct',
      mentorType: 'founder',
    });
    await c.caller().account.updateMentoringProfile({ primaryGoal: 'Hire our first engineer' });
    const [, background] = await promptOf(c, 'How do I find candidates?');
    expect(background!.content).toContain('Primary goal: Hire our first engineer');
    expect(background!.content).not.toContain('Raise a seed round');
    expect(background!.content).toContain('Time horizon: 90 days');
  });
});

import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { fill, makeUser, render, screen, stubFetch, trpcError, waitFor } from '../../test-utils';
import { EMPTY_STATS } from '../goals/test-data';
import { OnboardingPanel } from './OnboardingPanel';

const fresh = makeUser({
  primaryGoal: null,
  timeHorizon: null,
  preferredTone: null,
  preferredMentorType: null,
});

function renderPanel(handlers: Parameters<typeof stubFetch>[0] = {}, user = fresh) {
  const server = stubFetch({ 'auth.me': user, 'goals.list': [], 'goals.stats': EMPTY_STATS, ...handlers });
  return { server, ...render(<OnboardingPanel />, { route: '/dashboard', user }) };
}

const save = () => screen.getByRole('button', { name: MESSAGES.onboarding.save });

describe('Onboarding questions', () => {
  it('are asked in the panel, beside the starter cards, until answered', async () => {
    renderPanel();
    expect(await screen.findByText(MESSAGES.onboarding.questionsTitle)).toBeTruthy();
    expect(screen.getByText('Career Coaching')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a session' })).toBeTruthy();
  });

  it('are not asked again once answered', async () => {
    renderPanel(
      {},
      makeUser({ primaryGoal: 'Ship my app', timeHorizon: '90 days', preferredTone: 'direct' }),
    );
    expect(await screen.findByText('Career Coaching')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.onboarding.questionsTitle)).toBeNull();
  });

  it('require every answer and send nothing without them', async () => {
    const { server, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: MESSAGES.onboarding.save }));
    expect(screen.getByText(MESSAGES.onboarding.primaryGoalRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.onboarding.invalidTimeHorizon)).toBeTruthy();
    expect(screen.getByText(MESSAGES.onboarding.invalidTone)).toBeTruthy();
    expect(screen.getByText(MESSAGES.chat.invalidMentor)).toBeTruthy();
    expect(server.calls('account.saveOnboarding')).toHaveLength(0);
  });

  it('save the answers, toast, and make way for the rest of the panel', async () => {
    const { server, user } = renderPanel({
      'account.saveOnboarding': (input) => ({
        ...fresh,
        primaryGoal: input.primaryGoal,
        timeHorizon: input.timeHorizon,
        preferredTone: input.preferredTone,
        preferredMentorType: input.mentorType,
      }),
    });
    await fill(user, await screen.findByLabelText(MESSAGES.onboarding.goalLabel), '  Land a staff role ');
    await user.click(screen.getByRole('radio', { name: '6 months' }));
    await user.click(screen.getByRole('radio', { name: 'Supportive' }));
    await user.click(screen.getByRole('radio', { name: 'Career Coach' }));
    server.use({ 'auth.me': { ...fresh, primaryGoal: 'Land a staff role' } });
    await user.click(save());
    expect(await screen.findByText(MESSAGES.onboarding.savedTitle)).toBeTruthy();
    expect(server.calls('account.saveOnboarding')[0]?.input).toEqual({
      primaryGoal: 'Land a staff role',
      timeHorizon: '6 months',
      preferredTone: 'supportive',
      mentorType: 'career',
    });
    await waitFor(() => expect(screen.queryByText(MESSAGES.onboarding.questionsTitle)).toBeNull());
    expect(screen.getByText('Career Coaching')).toBeTruthy();
  });

  it('toast a failed save', async () => {
    const { user } = renderPanel({
      'account.saveOnboarding': trpcError('INTERNAL_SERVER_ERROR', MESSAGES.generic.internal),
    });
    await fill(user, await screen.findByLabelText(MESSAGES.onboarding.goalLabel), 'Ship it');
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    await user.click(screen.getByRole('radio', { name: 'Direct' }));
    await user.click(screen.getByRole('radio', { name: 'Founder Advisor' }));
    await user.click(save());
    expect(await screen.findByText(MESSAGES.onboarding.saveFailed)).toBeTruthy();
  });
});

import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { fill, makeUser, render, screen, stubFetch, trpcError } from '../../test-utils';
import { MentoringProfileCard } from './MentoringProfileCard';

const answered = makeUser({
  primaryGoal: 'Ship my app',
  timeHorizon: '90 days',
  preferredTone: 'direct',
  preferredMentorType: 'founder',
});

function renderCard(handlers: Parameters<typeof stubFetch>[0] = {}, user = answered) {
  const server = stubFetch({ 'auth.me': user, ...handlers });
  return { server, ...render(<MentoringProfileCard user={user} />, { user }) };
}

const save = () => screen.getByRole('button', { name: MESSAGES.onboarding.saveProfile });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('Mentoring profile', () => {
  it('shows the onboarding answers', () => {
    renderCard();
    expect(screen.getByLabelText<HTMLInputElement>(MESSAGES.onboarding.goalLabel).value).toBe('Ship my app');
    expect(radio('90 days').checked).toBe(true);
    expect(radio('Direct').checked).toBe(true);
    expect(radio('Founder Advisor').checked).toBe(true);
  });

  it('checks the goal and sends nothing without it', async () => {
    const { server, user } = renderCard();
    await fill(user, screen.getByLabelText(MESSAGES.onboarding.goalLabel), '   ');
    await user.click(save());
    expect(screen.getByText(MESSAGES.onboarding.primaryGoalRequired)).toBeTruthy();
    expect(server.calls('account.updateMentoringProfile')).toHaveLength(0);
  });

  it('saves the changes and toasts', async () => {
    const { server, user } = renderCard({
      'account.updateMentoringProfile': (input) => ({
        ...answered,
        preferredTone: input.preferredTone ?? null,
      }),
    });
    await user.click(radio('Analytical'));
    await user.click(radio('1 year'));
    await user.click(save());
    expect(await screen.findByText(MESSAGES.onboarding.profileSavedTitle)).toBeTruthy();
    expect(server.calls('account.updateMentoringProfile')[0]?.input).toEqual({
      primaryGoal: 'Ship my app',
      timeHorizon: '1 year',
      preferredTone: 'analytical',
      mentorType: 'founder',
    });
  });

  it('toasts a failure', async () => {
    const { user } = renderCard({
      'account.updateMentoringProfile': trpcError('INTERNAL_SERVER_ERROR', MESSAGES.generic.internal),
    });
    await user.click(save());
    expect(await screen.findByText(MESSAGES.onboarding.saveFailedTitle)).toBeTruthy();
  });
});

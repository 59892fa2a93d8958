import {
  GOAL_TEMPLATE,
  STARTER_TEMPLATES,
  STORAGE_KEYS,
  parseChatSeed,
  parseGoalPrefill,
} from '@mentor/validation';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  LocationProbe,
  makeUser,
  render,
  screen,
  stubFetch,
  within,
  type StubHandlers,
} from '../../test-utils';
import { EMPTY_STATS, makeGoal } from '../goals/test-data';
import { useGoalStats, useGoals } from '../goals/use-goals';
import { OnboardingPanel } from './OnboardingPanel';

vi.setConfig({ testTimeout: 20_000 });

/** Shows 'loaded' once goals and stats have arrived, so a test can tell "hidden" from "not yet loaded". */
function LoadedProbe() {
  const goals = useGoals();
  const stats = useGoalStats();
  return goals.data && stats.data ? <span>loaded</span> : null;
}

/** A user who has answered the profile questions. */
const answered = makeUser({ primaryGoal: 'Land a product role', timeHorizon: '90 days' });

function renderPanel(handlers: StubHandlers = {}, user = makeUser()) {
  stubFetch({ 'auth.me': user, 'goals.list': [], 'goals.stats': EMPTY_STATS, ...handlers });
  return render(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <>
            <OnboardingPanel />
            <LoadedProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/dashboard', user },
  );
}

const panel = () => screen.findByRole('region', { name: 'Welcome! Let’s get you started' });

describe('OnboardingPanel', () => {
  it('shows three starter cards for a user with no sessions and no goals', async () => {
    renderPanel();
    const section = await panel();
    const cards = within(section).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Career Coaching',
      'Study Mentor',
      'Habits & Clarity',
    ]);
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: 'Try this' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Use goal template' })).toBeTruthy();
    }
    expect(within(section).getByRole('button', { name: 'Start a session' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Create 90-day goal' })).toBeTruthy();
  });

  it('stays hidden once the user has a goal', async () => {
    renderPanel({ 'goals.list': [makeGoal()] }, answered);
    await screen.findByText('loaded');
    expect(screen.queryByRole('region', { name: 'Welcome! Let’s get you started' })).toBeNull();
  });

  it('stays hidden once the user has a session', async () => {
    renderPanel({ 'goals.stats': { ...EMPTY_STATS, hasSessions: true } }, answered);
    await screen.findByText('loaded');
    expect(screen.queryByRole('region', { name: 'Welcome! Let’s get you started' })).toBeNull();
  });

  it('stays, with the questions, while they are unanswered, even after a session or a goal (issue 24)', async () => {
    renderPanel({ 'goals.stats': { ...EMPTY_STATS, hasSessions: true }, 'goals.list': [makeGoal()] });
    const section = await panel();
    expect(within(section).getByRole('button', { name: 'Dismiss getting started' })).toBeTruthy();
    expect(within(section).getByRole('form', { name: 'Three quick questions' })).toBeTruthy();
  });

  it('dismissing stores the local flag and hides the panel for good', async () => {
    const { user, unmount } = renderPanel();
    await user.click(within(await panel()).getByRole('button', { name: 'Dismiss getting started' }));
    expect(screen.queryByRole('region', { name: 'Welcome! Let’s get you started' })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingDismissed)).toBe('true');
    unmount();
    renderPanel();
    await screen.findByText('loaded');
    expect(screen.queryByRole('region', { name: 'Welcome! Let’s get you started' })).toBeNull();
  });

  it('opens the how-it-works modal', async () => {
    const { user } = renderPanel();
    await user.click(within(await panel()).getByRole('button', { name: 'How it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How MentorAI works' });
    expect(within(dialog).getByText('Get your next steps')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Try this' hands the card's seed to the chat view", async () => {
    const { user } = renderPanel();
    const card = within(await panel()).getByRole('article', { name: 'Study Mentor' });
    await user.click(within(card).getByRole('button', { name: 'Try this' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/chat');
    const seed = parseChatSeed(window.sessionStorage.getItem(STORAGE_KEYS.chatSeed));
    expect(seed).toEqual({
      text: STARTER_TEMPLATES[1]!.chatSeed,
      mentorType: STARTER_TEMPLATES[1]!.mentorType,
    });
  });

  it("'Use goal template' hands the card's goal to the goals view", async () => {
    const { user } = renderPanel();
    const card = within(await panel()).getByRole('article', { name: 'Habits & Clarity' });
    await user.click(within(card).getByRole('button', { name: 'Use goal template' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/goals');
    const prefill = parseGoalPrefill(window.sessionStorage.getItem(STORAGE_KEYS.goalPrefill) ?? '');
    expect(prefill.title).toBe(STARTER_TEMPLATES[2]!.goal.title);
    expect(prefill.category).toBe('career');
    expect(prefill.milestones).toHaveLength(4);
  });

  it("'Create 90-day goal' hands the generic 90-day template to the goals view", async () => {
    const { user } = renderPanel();
    await user.click(within(await panel()).getByRole('button', { name: 'Create 90-day goal' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/goals');
    const prefill = parseGoalPrefill(window.sessionStorage.getItem(STORAGE_KEYS.goalPrefill) ?? '');
    expect(prefill.title).toBe(GOAL_TEMPLATE.title);
    const days = (new Date(prefill.targetDate).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
  });

  it("'Start a session' opens the chat view", async () => {
    const { user } = renderPanel();
    await user.click(within(await panel()).getByRole('button', { name: 'Start a session' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/chat');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.chatSeed)).toBeNull();
  });
});

import {
  GOAL_TEMPLATE,
  STARTER_TEMPLATES,
  STORAGE_KEYS,
  addDays,
  buildGoalPrefill,
  formatDisplayDate,
} from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../../lib/poll';
import {
  fakePollingTimers,
  poll,
  render,
  screen,
  sessionWorkOf,
  stubFetch,
  trpcError,
  waitFor,
  within,
  type StubHandlers,
} from '../../test-utils';
import GoalsView from './GoalsView';
import { storeGoalPrefill, takeGoalPrefill } from './goal-prefill';
import { EMPTY_STATS, makeGoal } from './test-data';

vi.setConfig({ testTimeout: 30_000 });

function renderView(handlers: StubHandlers = {}, route = '/dashboard/goals') {
  const server = stubFetch({ 'goals.list': [], 'goals.stats': EMPTY_STATS, ...handlers });
  return { ...render(<GoalsView />, { route }), server };
}

const statValue = (key: string) =>
  within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value').textContent;

describe('GoalsView', () => {
  it('shows the stat cards from goals.stats', async () => {
    renderView({
      'goals.list': [makeGoal()],
      'goals.stats': {
        goalsAchieved: 2,
        actionItems: 7,
        streak: 3,
        averageProgress: 45,
        weeklySessions: 4,
        hasSessions: true,
      },
    });
    await screen.findByText('Goals Achieved');
    await within(screen.getByTestId('stat-goalsAchieved')).findByTestId('stat-value');
    expect(statValue('goalsAchieved')).toBe('2');
    expect(statValue('actionItems')).toBe('7');
    expect(statValue('streak')).toBe('3 days');
    expect(statValue('averageProgress')).toBe('45%');
    expect(statValue('weeklySessions')).toBe('4');
  });

  it('lists the goals as detailed cards', async () => {
    renderView({
      'goals.list': [makeGoal({ id: '1', title: 'First goal' }), makeGoal({ id: '2', title: 'Second goal' })],
    });
    expect(await screen.findByRole('article', { name: 'First goal' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Second goal' })).toBeTruthy();
    expect(screen.getAllByText(/^Started /)).toHaveLength(2);
  });

  it('shows the progress a session gave a goal once the session’s work is done, then stops looking', async () => {
    fakePollingTimers();
    const SESSION = '33333333-3333-4333-8333-333333333333';
    const work = sessionWorkOf(SESSION);
    const goal = () =>
      makeGoal({
        progress: work.done ? 30 : 10,
        autoProgress: work.done
          ? { from: 10, to: 30, sessionId: SESSION, at: '2024-03-02T09:00:00.000Z', milestoneIds: [] }
          : null,
      });
    const { server, queryClient } = renderView({
      'chat.sessionWork': work.answer,
      'goals.list': () => [goal()],
      'goals.stats': () => ({ ...EMPTY_STATS, averageProgress: goal().progress, hasSessions: true }),
    });
    const card = within(await screen.findByRole('article', { name: 'Land a product manager role' }));
    expect(card.getByTestId('goal-progress').textContent).toBe('10%');
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(2);
    expect(server.calls('goals.list')).toHaveLength(1);

    work.finish();
    await poll(queryClient, POLL_INTERVAL_MS);
    await waitFor(() => expect(card.getByTestId('goal-progress').textContent).toBe('30%'));
    expect(card.getByTestId('auto-progress-notice').textContent).toContain(
      'Progress updated to 30% from your session',
    );
    expect(statValue('averageProgress')).toBe('30%');

    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls('chat.sessionWork')).toHaveLength(3);
    expect(server.calls('goals.list')).toHaveLength(2);
  });

  it('shows an empty state whose call to action opens the create dialog', async () => {
    const { user } = renderView();
    expect(await screen.findByText('No goals yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create your first goal' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Goal' })).toBeTruthy();
  });

  it('New Goal opens an empty dialog with category Career', async () => {
    const { user } = renderView({ 'goals.list': [makeGoal()] });
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Goal' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Title/ }).value).toBe('');
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Category' }).value).toBe('Career');
  });

  it('opens the dialog prefilled from the onboarding template once, and removes the handover', async () => {
    const now = new Date();
    storeGoalPrefill(GOAL_TEMPLATE, now);
    renderView();
    const dialog = await screen.findByRole('dialog', { name: 'Create New Goal' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Title/ }).value).toBe(
      GOAL_TEMPLATE.title,
    );
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe(
      GOAL_TEMPLATE.description,
    );
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Category' }).value).toBe('Career');
    // Target date: today + 90 days, shown as 'MMM DD, YYYY'.
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Target date/ }).value).toBe(
      formatDisplayDate(addDays(now, 90)),
    );
    expect(
      within(dialog)
        .getAllByRole<HTMLInputElement>('textbox', { name: /^Milestone title/ })
        .map((i) => i.value),
    ).toEqual(GOAL_TEMPLATE.milestones.map((m) => m.title));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.goalPrefill)).toBeNull();
  });

  it('creates the prefilled goal with its milestones and closes', async () => {
    const now = new Date();
    const template = STARTER_TEMPLATES[0]!.goal;
    const prefill = buildGoalPrefill(template, now);
    window.sessionStorage.setItem(STORAGE_KEYS.goalPrefill, JSON.stringify(prefill));
    const { user, server } = renderView({ 'goals.create': (input) => makeGoal({ title: input.title }) });
    const dialog = await screen.findByRole('dialog', { name: 'Create New Goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Goal created successfully')).toBeTruthy();
    const input = server.calls('goals.create')[0]?.input;
    expect(input?.title).toBe(template.title);
    expect(input?.category).toBe('career');
    expect(input?.milestones?.map((m) => [m.id, m.dueDate])).toEqual(
      prefill.milestones.map((m) => [m.id, m.dueDate]),
    );
    expect(screen.queryByRole('dialog', { name: 'Create New Goal' })).toBeNull();
  });

  it('only logs an unreadable prefill, removes it and opens nothing', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.goalPrefill, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderView({ 'goals.list': [makeGoal()] });
    await screen.findByRole('article', { name: 'Land a product manager role' });
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.goalPrefill)).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
  });

  it("'?new=1' opens the create dialog", async () => {
    renderView({}, '/dashboard/goals?new=1');
    expect(await screen.findByRole('dialog', { name: 'Create New Goal' })).toBeTruthy();
  });

  it("shows '—' stats, 'Could not load your stats' and Retry when goals.stats fails, then the stats", async () => {
    let fail = true;
    const { user, server } = renderView({
      'goals.list': [makeGoal()],
      'goals.stats': () =>
        fail
          ? trpcError('INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.')
          : { ...EMPTY_STATS, goalsAchieved: 2, streak: 1 },
    });
    expect(await screen.findByText('Could not load your stats')).toBeTruthy();
    for (const key of ['goalsAchieved', 'actionItems', 'streak', 'averageProgress', 'weeklySessions'])
      expect(statValue(key)).toBe('—');
    // The goals themselves still show.
    expect(screen.getByRole('article', { name: 'Land a product manager role' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statValue('goalsAchieved')).toBe('2'));
    expect(statValue('streak')).toBe('1 day');
    expect(screen.queryByText('Could not load your stats')).toBeNull();
    expect(server.calls('goals.stats')).toHaveLength(2);
  });

  it('offers a retry when the goals cannot be loaded', async () => {
    renderView({
      'goals.list': trpcError('INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.'),
    });
    expect(await screen.findByText('Could not load your goals. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('takeGoalPrefill', () => {
  it('gives the prefill once', () => {
    storeGoalPrefill(GOAL_TEMPLATE, new Date('2024-01-01T08:00:00.000Z'));
    expect(takeGoalPrefill()).toEqual(buildGoalPrefill(GOAL_TEMPLATE, new Date('2024-01-01T08:00:00.000Z')));
    expect(takeGoalPrefill()).toBeNull();
  });

  it('drops and logs a prefill of the wrong shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.sessionStorage.setItem(STORAGE_KEYS.goalPrefill, JSON.stringify({ title: 1 }));
    expect(takeGoalPrefill()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.goalPrefill)).toBeNull();
  });
});

import type { Goal } from '@mentor/validation';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  LocationProbe,
  render,
  screen,
  stubFetch,
  trpcError,
  waitFor,
  within,
  type TrpcErrorAnswer,
} from '../../test-utils';
import { CompactGoalCard, GoalCard } from './GoalCard';
import { EMPTY_STATS, makeGoal } from './test-data';
import { useGoalStats, useGoals } from './use-goals';

const NOW = new Date(2024, 2, 15, 14, 0);
const inDays = (n: number) => new Date(2024, 2, 15 + n, 12).toISOString();

/** The cards of goals.list, as the goals view renders them, so list refetches show. */
function ListedCards() {
  const { data } = useGoals();
  useGoalStats();
  return (
    <>
      {data?.map((g) => (
        <GoalCard key={g.id} goal={g} now={NOW} />
      ))}
    </>
  );
}

function renderCard(goal: Goal, compact = false) {
  stubFetch({ 'goals.list': [goal], 'goals.stats': EMPTY_STATS });
  return render(compact ? <CompactGoalCard goal={goal} now={NOW} /> : <GoalCard goal={goal} now={NOW} />);
}

const timeText = () => screen.getByTestId('goal-time').textContent;

describe('GoalCard time label', () => {
  it.each([
    [-1, 'Overdue'],
    [-30, 'Overdue'],
    [0, 'Due today'],
    [1, '1 day left'],
    [29, '29 days left'],
    [30, '1 month left'],
    [31, '2 months left'],
    [90, '3 months left'],
  ])('target in %i days reads %j', (days, label) => {
    renderCard(makeGoal({ targetDate: inDays(days) }));
    expect(timeText()).toBe(label);
  });

  it("says 'Completed' for a completed goal, even past its target date", () => {
    renderCard(makeGoal({ status: 'completed', progress: 100, targetDate: inDays(-5) }));
    expect(timeText()).toBe('Completed');
  });

  it('shows Overdue in red and the start and target dates', () => {
    renderCard(makeGoal({ targetDate: inDays(-1) }));
    expect(screen.getByTestId('goal-time').getAttribute('style') ?? '').toContain('red');
    expect(screen.getByTestId('goal-dates').textContent).toBe('Started Mar 01, 2024 · Target Mar 14, 2024');
  });
});

describe('GoalCard content and buttons', () => {
  it('shows title, category badge, description and progress', () => {
    renderCard(makeGoal({ category: 'business', progress: 40 }));
    const card = screen.getByRole('article', { name: 'Land a product manager role' });
    expect(within(card).getByText('Business')).toBeTruthy();
    expect(within(card).getByText('Move from engineering into product within 90 days.')).toBeTruthy();
    expect(within(card).getByTestId('goal-progress').textContent).toBe('40%');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });

  it("offers '+10% Progress' but not 'Mark Complete' below 100", () => {
    renderCard(makeGoal({ progress: 90 }));
    expect(screen.getByRole('button', { name: '+10% Progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });

  it("offers 'Mark Complete' at 100 while active ('+10%' stays, disabled)", () => {
    renderCard(makeGoal({ progress: 100 }));
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '+10% Progress' }).disabled).toBe(true);
  });

  it('hides both once the goal is completed', () => {
    renderCard(makeGoal({ status: 'completed', progress: 100 }));
    expect(screen.queryByRole('button', { name: '+10% Progress' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start coaching session' })).toBeTruthy();
  });

  it('the compact card follows the same rules, leaves out the start date and folds the milestones', async () => {
    const { user } = renderCard(
      makeGoal({
        progress: 100,
        milestones: [
          { id: 'm1', title: 'Week 1', completed: true, completedAt: new Date(2024, 2, 5, 10).toISOString() },
          { id: 'm2', title: 'Week 4', completed: false, completedAt: null },
        ],
      }),
      true,
    );
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    expect(screen.getByTestId('goal-dates').textContent).toBe('Target Jun 15, 2024');
    const toggle = screen.getByRole('button', { name: /Key milestones/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(toggle).getByText('1/2')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByTestId('milestone-label').map((e) => e.textContent)).toEqual([
      'Completed Mar 05, 2024',
      'Planned',
    ]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Week 4' }).checked).toBe(false);
  });
});

describe('GoalCard actions', () => {
  it("'+10% Progress' sends one step for the server to add, shows the toast and the refetched progress", async () => {
    let goal = makeGoal({ progress: 35 });
    const server = stubFetch({
      'goals.list': () => [goal],
      'goals.stats': EMPTY_STATS,
      // The server adds the step to what it has stored (here someone else's press made it 35 already).
      'goals.update': (input) => {
        if (input.progressStep) goal = { ...goal, progress: Math.min(100, goal.progress + 10) };
        return goal;
      },
    });
    const { user } = render(<ListedCards />);
    await user.click(await screen.findByRole('button', { name: '+10% Progress' }));
    expect(server.calls('goals.update')[0]?.input).toEqual({ id: goal.id, progressStep: true });
    expect(await screen.findByText('Goal updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('goal-progress').textContent).toBe('45%'));
    // The list and the stats are refetched.
    await waitFor(() => expect(server.calls('goals.list').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(server.calls('goals.stats').length).toBeGreaterThanOrEqual(2));
  });

  it("'Mark Complete' sends status completed; the card then hides both buttons", async () => {
    let goal = makeGoal({ progress: 100 });
    const server = stubFetch({
      'goals.list': () => [goal],
      'goals.stats': EMPTY_STATS,
      'goals.update': (input) => {
        goal = { ...goal, ...(input.status ? { status: input.status } : {}) };
        return goal;
      },
    });
    const { user } = render(<ListedCards />);
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(server.calls('goals.update')[0]?.input).toEqual({ id: goal.id, status: 'completed' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull());
    expect(screen.queryByRole('button', { name: '+10% Progress' })).toBeNull();
    expect(screen.getByText('Completed', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it("shows 'Failed to update goal' when the update fails", async () => {
    stubFetch({
      'goals.list': [makeGoal({ progress: 30 })],
      'goals.stats': EMPTY_STATS,
      'goals.update': trpcError('BAD_REQUEST', 'A completed goal can no longer change progress'),
    });
    const { user } = render(<ListedCards />);
    await user.click(await screen.findByRole('button', { name: '+10% Progress' }));
    expect(await screen.findByText('Failed to update goal')).toBeTruthy();
    expect(screen.getByTestId('goal-progress').textContent).toBe('30%');
  });

  it("'Start coaching session' opens the chat view for this goal", async () => {
    stubFetch({ 'goals.list': [], 'goals.stats': EMPTY_STATS });
    const goal = makeGoal();
    const { user } = render(
      <Routes>
        <Route path="/dashboard/goals" element={<GoalCard goal={goal} now={NOW} />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>,
      { route: '/dashboard/goals' },
    );
    await user.click(screen.getByRole('button', { name: 'Start coaching session' }));
    expect(screen.getByTestId('location').textContent).toBe(`/dashboard/chat?goalId=${goal.id}`);
  });
});

describe('GoalCard milestones', () => {
  const withMilestones = () =>
    makeGoal({
      milestones: [
        {
          id: 'm1',
          title: 'Week 1: Define outcomes',
          completed: true,
          completedAt: new Date(2024, 2, 5, 10).toISOString(),
        },
        { id: 'm2', title: 'Week 4: First deliverable', completed: false, completedAt: null },
      ],
    });

  it("folds 'Key milestones' until opened and shows their labels", async () => {
    const { user } = renderCard(withMilestones());
    const toggle = screen.getByRole('button', { name: /Key milestones/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(toggle).getByText('1/2')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByTestId('milestone-label').map((e) => e.textContent)).toEqual([
      'Completed Mar 05, 2024',
      'Planned',
    ]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Week 1: Define outcomes' }).checked).toBe(
      true,
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Week 4: First deliverable' }).checked,
    ).toBe(false);
  });

  it('has no milestone section without milestones', () => {
    renderCard(makeGoal());
    expect(screen.queryByRole('button', { name: /Key milestones/ })).toBeNull();
  });

  it('ticks a milestone done and undone through goals.toggleMilestone', async () => {
    let goal = withMilestones();
    const server = stubFetch({
      'goals.list': () => [goal],
      'goals.stats': EMPTY_STATS,
      'goals.toggleMilestone': (input) => {
        const { milestoneId, completed } = input;
        goal = {
          ...goal,
          milestones: goal.milestones.map((m) =>
            m.id === milestoneId
              ? { ...m, completed, completedAt: completed ? new Date(2024, 2, 15, 14).toISOString() : null }
              : m,
          ),
        };
        return goal;
      },
    });
    const { user } = render(<ListedCards />);
    await user.click(await screen.findByRole('button', { name: /Key milestones/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Week 4: First deliverable' }));
    expect(server.calls('goals.toggleMilestone')[0]?.input).toEqual({
      goalId: goal.id,
      milestoneId: 'm2',
      completed: true,
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('milestone-label').map((e) => e.textContent)).toEqual([
        'Completed Mar 05, 2024',
        'Completed Mar 15, 2024',
      ]),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Week 1: Define outcomes' }));
    expect(server.calls('goals.toggleMilestone')[1]?.input).toEqual({
      goalId: goal.id,
      milestoneId: 'm1',
      completed: false,
    });
    await waitFor(() => expect(screen.getAllByTestId('milestone-label')[0]?.textContent).toBe('Planned'));
  });

  it('shows the tick at once and takes it back when the call fails', async () => {
    let answer: (value: TrpcErrorAnswer) => void = () => {};
    stubFetch({
      'goals.list': [withMilestones()],
      'goals.stats': EMPTY_STATS,
      'goals.toggleMilestone': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = render(<ListedCards />);
    await user.click(await screen.findByRole('button', { name: /Key milestones/ }));
    const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Week 4: First deliverable' });
    await user.click(box());
    await waitFor(() => expect(box().checked).toBe(true));
    answer(trpcError('NOT_FOUND', 'Milestone not found'));
    expect(await screen.findByText('Failed to update goal')).toBeTruthy();
    await waitFor(() => expect(box().checked).toBe(false));
  });
});

describe('GoalCard progress from a session', () => {
  const moved = makeGoal({
    progress: 30,
    milestones: [
      { id: 'm1', title: 'Week 1: Define outcomes', completed: true, completedAt: inDays(0) },
      { id: 'm2', title: 'Week 4: Ship', completed: false, completedAt: null },
    ],
    autoProgress: {
      from: 0,
      to: 30,
      sessionId: '33333333-3333-4333-8333-333333333333',
      at: inDays(0),
      milestoneIds: ['m1'],
    },
  });

  it("shows 'Progress updated to 30% from your session'; Undo puts the goal back and the notice goes", async () => {
    let current = moved;
    const server = stubFetch({
      'goals.list': () => [current],
      'goals.stats': EMPTY_STATS,
      'goals.undoAutoProgress': () => {
        current = makeGoal({
          progress: 0,
          milestones: moved.milestones.map((m) => ({ ...m, completed: false, completedAt: null })),
        });
        return current;
      },
    });
    const { user } = render(<ListedCards />);
    expect((await screen.findByTestId('auto-progress-notice')).textContent).toContain(
      'Progress updated to 30% from your session',
    );
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    await waitFor(() => expect(screen.getByTestId('goal-progress').textContent).toBe('0%'));
    expect(server.calls('goals.undoAutoProgress')[0]?.input).toEqual({ id: moved.id });
    expect(screen.queryByTestId('auto-progress-notice')).toBeNull();
    expect(await screen.findByText('The progress change from your session was undone')).toBeTruthy();
  });

  it('says so when the goal changed since (the notice goes with the refetch)', async () => {
    let current = moved;
    stubFetch({
      'goals.list': () => [current],
      'goals.stats': EMPTY_STATS,
      'goals.undoAutoProgress': () => {
        current = { ...moved, progress: 40, autoProgress: null };
        return trpcError(
          'CONFLICT',
          'This progress change can no longer be undone: the goal has changed since',
        );
      },
    });
    const { user } = render(<ListedCards />);
    await user.click(await screen.findByRole('button', { name: /^Undo/ }));
    expect(
      await screen.findByText('This progress change can no longer be undone: the goal has changed since'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('auto-progress-notice')).toBeNull());
    expect(screen.getByTestId('goal-progress').textContent).toBe('40%');
  });

  it('shows nothing for a completed goal or a goal no session moved', () => {
    renderCard({ ...moved, status: 'completed', progress: 100 });
    expect(screen.queryByTestId('auto-progress-notice')).toBeNull();
  });
});

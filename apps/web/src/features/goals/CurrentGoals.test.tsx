import { describe, expect, it } from 'vitest';
import { render, screen, stubFetch, within } from '../../test-utils';
import { CurrentGoals } from './CurrentGoals';
import { EMPTY_STATS, makeGoal } from './test-data';

describe('CurrentGoals', () => {
  it('shows the first two goals as compact cards and links to the goals view', async () => {
    stubFetch({
      'goals.list': [
        makeGoal({ id: '1', title: 'One' }),
        makeGoal({ id: '2', title: 'Two' }),
        makeGoal({ id: '3', title: 'Three' }),
      ],
      'goals.stats': EMPTY_STATS,
    });
    render(<CurrentGoals />, { route: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'Current Goals' });
    await within(section).findByRole('article', { name: 'One' });
    expect(
      within(section)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['One', 'Two']);
    // Compact: no start date, no milestones.
    expect(within(section).queryByText(/^Started /)).toBeNull();
    expect(within(section).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/dashboard/goals',
    );
  });

  it('invites to create a goal when there is none', async () => {
    stubFetch({ 'goals.list': [], 'goals.stats': EMPTY_STATS });
    render(<CurrentGoals />, { route: '/dashboard' });
    const link = await screen.findByRole('link', { name: 'Create new goal' });
    expect(link.getAttribute('href')).toBe('/dashboard/goals?new=1');
    expect(screen.queryByRole('link', { name: 'View all' })).toBeNull();
  });
});

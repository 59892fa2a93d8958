import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, render, screen, stubFetch, trpcError, waitFor, within } from '../../test-utils';
import { SentimentBadge, SummaryCard } from './SummaryCard';
import { makeSummary } from './test-data';
import { useSummaries } from './use-summaries';

const NOW = new Date(2024, 2, 15, 14, 0);

/** The cards of summaries.list, as the History view renders them, so the optimistic update shows. */
function ListedCards({ compact = false }: { compact?: boolean }) {
  const { summaries } = useSummaries();
  return (
    <>
      {summaries?.map((s) => (
        <SummaryCard key={s.id} summary={s} compact={compact} now={NOW} />
      ))}
    </>
  );
}

function checkbox(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('checkbox', { name });
}

describe('SentimentBadge', () => {
  it.each([
    ['positive', 'Positive', 'green'],
    ['negative', 'Negative', 'red'],
    ['neutral', 'Neutral', 'gray'],
    ['mixed', 'Neutral', 'gray'],
    ['', 'Neutral', 'gray'],
  ])('shows %j as %s in %s', (sentiment, label, color) => {
    stubFetch({});
    render(<SentimentBadge sentiment={sentiment} />);
    const badge = screen.getByText(label).closest('.mantine-Badge-root') as HTMLElement;
    expect(badge).not.toBeNull();
    expect(badge.getAttribute('style') ?? '').toContain(`--mantine-color-${color}-light`);
  });
});

describe('SummaryCard', () => {
  const many = makeSummary({
    keyInsights: ['Insight 1', 'Insight 2', 'Insight 3', 'Insight 4', 'Insight 5'],
    actionItems: [
      { text: 'Done item', completed: true, dueDate: '2024-03-01' },
      { text: 'Late item', completed: false, dueDate: '2024-03-14' },
      { text: 'Today item', completed: false, dueDate: '2024-03-15' },
      { text: 'Later item', completed: false, dueDate: '2024-03-20T09:00:00.000Z' },
      { text: 'Someday item', completed: false, dueDate: null },
    ],
  });

  it('shows the date, sentiment, summary, progress made and next steps', () => {
    stubFetch({});
    render(<SummaryCard summary={makeSummary({ sentiment: 'negative' })} now={NOW} />);
    const card = screen.getByRole('article', { name: 'Career Coach Session 3/15/2024' });
    expect(within(card).getByText('Mar 15, 2024')).toBeTruthy();
    expect(within(card).getByText('Negative')).toBeTruthy();
    expect(within(card).getByText('We mapped out your job search for the next month.')).toBeTruthy();
    expect(within(card).getByText('Progress made')).toBeTruthy();
    expect(within(card).getByText('Picked three target roles')).toBeTruthy();
    expect(within(card).getByText('Next steps')).toBeTruthy();
    expect(within(card).getByText(/Message two alumni/)).toBeTruthy();
  });

  it('shows 3 insights and 3 action items until Show all {n} is pressed, and folds them again', async () => {
    stubFetch({});
    const { user } = render(<SummaryCard summary={many} now={NOW} />);
    expect(screen.queryByText('Insight 4')).toBeNull();
    expect(screen.getAllByTestId('action-item')).toHaveLength(3);

    // Insights and action items each have their own toggle.
    expect(screen.getAllByRole('button', { name: 'Show all 5' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Show all 5' })[0] as HTMLElement);
    expect(screen.getByText('Insight 5')).toBeTruthy();
    expect(screen.getAllByTestId('action-item')).toHaveLength(3);

    const [, actionsShowAll] = screen.getAllByRole('button', { name: /Show all 5|Show less/ });
    await user.click(actionsShowAll as HTMLElement);
    expect(screen.getAllByTestId('action-item')).toHaveLength(5);

    await user.click(screen.getAllByRole('button', { name: 'Show less' })[0] as HTMLElement);
    expect(screen.queryByText('Insight 4')).toBeNull();
  });

  it('hides Show all when there are 3 or fewer', () => {
    stubFetch({});
    render(<SummaryCard summary={makeSummary({ keyInsights: ['a', 'b', 'c'] })} now={NOW} />);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('labels action items Completed / Overdue (red) / Due today / Due {date} / Planned at a fixed date', async () => {
    stubFetch({});
    const { user } = render(<SummaryCard summary={many} now={NOW} />);
    await user.click(screen.getAllByRole('button', { name: 'Show all 5' })[1] as HTMLElement);
    const rows = screen.getAllByTestId('action-item');
    const labels = rows.map((row) => {
      const badge = row.querySelector('[data-color]') as HTMLElement;
      return [badge.textContent, badge.getAttribute('data-color')];
    });
    expect(labels).toEqual([
      ['Completed', 'green'],
      ['Overdue', 'red'],
      ['Due today', 'orange'],
      ['Due Mar 20, 2024', 'blue'],
      ['Planned', 'gray'],
    ]);
    expect(checkbox('Done item').checked).toBe(true);
    expect(checkbox('Late item').checked).toBe(false);
  });

  it('ticks an action item through summaries.toggleActionItem, showing it at once', async () => {
    const cv = { text: 'Update the CV', completed: false, dueDate: null };
    const alumni = { text: 'Message two alumni', completed: false, dueDate: null };
    const summary = makeSummary({ actionItems: [cv, alumni] });
    const saved = { ...summary, actionItems: [cv, { ...alumni, completed: true }] };
    let release: () => void = () => {};
    const server = stubFetch({
      'summaries.list': { items: [summary], nextCursor: null },
      'summaries.toggleActionItem': () =>
        new Promise((resolve) => {
          release = () => resolve(saved);
        }),
    });
    const { user } = render(<ListedCards />);
    await user.click(await screen.findByRole('checkbox', { name: 'Message two alumni' }));
    // Optimistic: ticked before the server answers.
    await waitFor(() => expect(checkbox('Message two alumni').checked).toBe(true));
    expect(server.calls('summaries.toggleActionItem').map((c) => c.input)).toEqual([
      { summaryId: summary.id, index: 1, completed: true },
    ]);
    server.use({ 'summaries.list': { items: [saved], nextCursor: null } });
    release();
    // The list is refetched afterwards.
    await waitFor(() => expect(server.calls('summaries.list').length).toBe(2));
    expect(checkbox('Message two alumni').checked).toBe(true);
    expect(checkbox('Update the CV').checked).toBe(false);
  });

  it('puts the tick back and shows an error toast when the server refuses', async () => {
    const summary = makeSummary();
    const server = stubFetch({
      'summaries.list': { items: [summary], nextCursor: null },
      'summaries.toggleActionItem': trpcError(
        'INTERNAL_SERVER_ERROR',
        'Something went wrong. Please try again.',
      ),
    });
    const { user } = render(<ListedCards />);
    await user.click(await screen.findByRole('checkbox', { name: 'Update the CV' }));
    expect(await screen.findByText('Failed to update action item')).toBeTruthy();
    await waitFor(() => expect(checkbox('Update the CV').checked).toBe(false));
    expect(server.calls('summaries.toggleActionItem')).toHaveLength(1);
  });

  it('unticks a completed item', async () => {
    const summary = makeSummary({ actionItems: [{ text: 'Update the CV', completed: true, dueDate: null }] });
    const server = stubFetch({
      'summaries.list': { items: [summary], nextCursor: null },
      'summaries.toggleActionItem': () => ({
        ...summary,
        actionItems: [{ text: 'Update the CV', completed: false, dueDate: null }],
      }),
    });
    const { user } = render(<ListedCards compact />);
    await user.click(await screen.findByRole('checkbox', { name: 'Update the CV' }));
    expect(server.calls('summaries.toggleActionItem')[0]?.input).toEqual({
      summaryId: summary.id,
      index: 0,
      completed: false,
    });
  });

  it('View full chat opens the session in the chat view', async () => {
    stubFetch({});
    const summary = makeSummary();
    const { user } = render(
      <Routes>
        <Route path="/dashboard/history" element={<SummaryCard summary={summary} now={NOW} />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>,
      { route: '/dashboard/history' },
    );
    const link = screen.getByRole('link', { name: 'View full chat' });
    expect(link.getAttribute('href')).toBe(`/dashboard/chat?session=${summary.sessionId}`);
    await user.click(link);
    expect(screen.getByTestId('location').textContent).toBe(`/dashboard/chat?session=${summary.sessionId}`);
  });

  it('View details opens a modal with every insight and action item, and closes', async () => {
    stubFetch({});
    const { user } = render(<SummaryCard summary={many} compact now={NOW} />);
    const card = screen.getByRole('article');
    // The compact card leaves progress made and next steps to the details.
    expect(within(card).queryByText('Progress made')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Insight 5')).toBeTruthy();
    expect(within(dialog).getAllByTestId('action-item')).toHaveLength(5);
    expect(within(dialog).getByText('Progress made')).toBeTruthy();
    expect(within(dialog).getByText('Next steps')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View full chat' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

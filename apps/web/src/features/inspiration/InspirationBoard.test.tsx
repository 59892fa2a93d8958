import { MESSAGES, type InspirationItem } from '@mentor/validation';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import {
  fill,
  makeUser,
  render,
  screen,
  stubFetch,
  trpcError,
  waitFor,
  within,
  type StubHandlers,
} from '../../test-utils';
import { InspirationBoard } from './InspirationBoard';
import { makeItem, makeSteps } from './test-data';

// Interaction-heavy tests: generous limits for a busy CI machine (nothing here measures speed).
vi.setConfig({ testTimeout: 30_000 });

const user = makeUser();
const M = MESSAGES.inspiration;

/** A fake inspiration API keeping its items, so refetches after mutations show the server's state. */
function boardServer(initial: InspirationItem[], overrides: StubHandlers = {}) {
  let items = [...initial];
  const server = stubFetch({
    'auth.me': user,
    'inspiration.list': () => items,
    'inspiration.create': (input) => {
      const item = makeItem({
        text: input.text,
        tag: input.tag,
        steps: input.steps ?? (input.tag === 'Goal' ? [] : null),
        priority: input.priority ?? (input.tag === 'Goal' ? 'None' : null),
        dueDate: input.dueDate ?? null,
      });
      // As the server: at the given place in the board's order (0, the top, by default).
      const at = Math.min(input.position ?? 0, items.length);
      items = [...items.slice(0, at), item, ...items.slice(at)].map((i, position) => ({ ...i, position }));
      return item;
    },
    'inspiration.update': ({ id, patch }) => {
      items = items.map((i) => (i.id === id ? { ...i, ...patch } : i));
      return items.find((i) => i.id === id) ?? trpcError('NOT_FOUND', M.notFound);
    },
    'inspiration.delete': ({ id }) => {
      items = items.filter((i) => i.id !== id);
      return { ok: true };
    },
    'inspiration.reorder': (input) => {
      const positions = new Map(input.items.map((i) => [i.id, i.position]));
      items = items
        .map((i) => ({ ...i, position: positions.get(i.id) ?? i.position }))
        .sort((a, b) => a.position - b.position);
      return items;
    },
    ...overrides,
  });
  return server;
}

function renderBoard() {
  return render(<InspirationBoard />, { route: '/inspiration', user });
}

const texts = () => screen.queryAllByTestId('item-text').map((e) => e.textContent);
const card = (text: string) =>
  screen.getAllByTestId('inspiration-card').find((c) => within(c).queryByText(text))!;
const addButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add Item' });
const composer = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'New item text' });

describe('InspirationBoard: loading, empty, signed out, session expired', () => {
  it('shows the title and 6 skeleton cards while loading', () => {
    boardServer([], { 'inspiration.list': () => new Promise(() => {}) });
    renderBoard();
    expect(screen.getByRole('heading', { name: 'Your Inspiration Board' })).toBeTruthy();
    expect(screen.getAllByTestId('inspiration-skeleton')).toHaveLength(6);
  });

  it('shows the empty state and the footer tip', async () => {
    boardServer([]);
    renderBoard();
    expect(await screen.findByText('No items yet')).toBeTruthy();
    expect(screen.getByText('Start by adding your first idea, event, note, or goal above')).toBeTruthy();
    expect(screen.getByTestId('board-tip').textContent).toBe(M.footerTip);
  });

  it('asks a signed-out visitor to log in, with a Log In button to /api/login', async () => {
    stubFetch({ 'auth.me': null });
    render(<InspirationBoard />, { route: '/inspiration', user: null });
    expect(await screen.findByText('Please log in to access your inspiration board')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/api/login');
  });

  it("shows 'Session Expired' when the list load is unauthorized, with the inspiration toast and the redirect", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    boardServer([], { 'inspiration.list': trpcError('UNAUTHORIZED') });
    renderBoard();
    expect(await screen.findByText('Session Expired')).toBeTruthy();
    expect(screen.getByText('Redirecting to login...')).toBeTruthy();
    expect(screen.getByText('Unauthorized: You are logged out. Logging in again...')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('offers a retry when the list fails for another reason', async () => {
    let fail = true;
    boardServer([], { 'inspiration.list': () => (fail ? trpcError('INTERNAL_SERVER_ERROR') : []) });
    const { user: u } = renderBoard();
    expect(await screen.findByText('Could not load your inspiration board.')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No items yet')).toBeTruthy();
  });
});

describe('InspirationBoard: search and filter', () => {
  const items = [
    makeItem({ text: 'Launch the Podcast', tag: 'Idea' }),
    makeItem({ text: 'Team offsite', tag: 'Event' }),
    makeItem({ text: 'Read 12 books', tag: 'Goal' }),
    makeItem({ text: 'podcast guest list', tag: 'Note' }),
  ];

  it('matches text case-insensitively, combined with the tag filter, and turns dragging off meanwhile', async () => {
    boardServer(items);
    const { user: u } = renderBoard();
    await screen.findByText('Launch the Podcast');
    expect(texts()).toHaveLength(4);

    await fill(u, screen.getByRole('searchbox', { name: 'Search items' }), 'PODCAST');
    expect(texts()).toEqual(['Launch the Podcast', 'podcast guest list']);
    expect(screen.getByTestId('board-tip').textContent).toContain('clear the search and the filter to drag');
    for (const handle of screen.getAllByTestId('drag-handle'))
      expect(handle.hasAttribute('data-disabled')).toBe(true);

    await u.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'Note');
    expect(texts()).toEqual(['podcast guest list']);

    await fill(u, screen.getByRole('searchbox', { name: 'Search items' }), '');
    expect(texts()).toEqual(['podcast guest list']);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'Goal');
    expect(texts()).toEqual(['Read 12 books']);

    await u.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'All');
    expect(texts()).toHaveLength(4);
    expect(screen.getByTestId('board-tip').textContent).toBe(M.footerTip);
    expect(screen.getAllByTestId('drag-handle')[0]!.hasAttribute('data-disabled')).toBe(false);
  });

  it('says so when nothing matches', async () => {
    boardServer(items);
    const { user: u } = renderBoard();
    await screen.findByText('Team offsite');
    await fill(u, screen.getByRole('searchbox', { name: 'Search items' }), 'zzz');
    expect(screen.getByText('No items match your search or filter')).toBeTruthy();
  });

  it('offers every tag in the filter and the Tag select, Idea by default', async () => {
    boardServer([]);
    renderBoard();
    await screen.findByText('No items yet');
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Filter by tag')).toEqual(['All', 'Idea', 'Event', 'Goal', 'Note']);
    expect(options('Tag')).toEqual(['Idea', 'Event', 'Goal', 'Note']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Tag' }).value).toBe('Idea');
  });
});

describe('InspirationBoard: adding', () => {
  it('keeps Add Item disabled on empty or blank text and sends nothing', async () => {
    const server = boardServer([]);
    const { user: u } = renderBoard();
    await screen.findByText('No items yet');
    expect(addButton().disabled).toBe(true);
    await fill(u, composer(), '    ');
    expect(addButton().disabled).toBe(true);
    await u.keyboard('{Control>}{Enter}{/Control}');
    expect(server.calls('inspiration.create')).toHaveLength(0);
  });

  it('adds the trimmed text with the spec payload, toasts, clears the box and refetches the list', async () => {
    const server = boardServer([]);
    const { user: u } = renderBoard();
    await screen.findByText('No items yet');
    await fill(u, composer(), '  Start a podcast  ');
    expect(addButton().disabled).toBe(false);
    await u.click(addButton());
    expect(await screen.findByText('Inspiration item created successfully')).toBeTruthy();
    expect(server.calls('inspiration.create')[0]?.input).toEqual({
      userId: user.id,
      text: 'Start a podcast',
      tag: 'Idea',
      position: 0,
      steps: null,
      dueDate: null,
      priority: null,
    });
    expect(await screen.findByText('Start a podcast')).toBeTruthy();
    expect(composer().value).toBe('');
    expect(server.calls('inspiration.list').length).toBeGreaterThanOrEqual(2);
  });

  it('adds with Ctrl+Enter and Cmd+Enter; a goal starts with [] steps and priority None', async () => {
    const server = boardServer([]);
    const { user: u } = renderBoard();
    await screen.findByText('No items yet');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Goal');
    await fill(u, composer(), 'Run a marathon');
    await u.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(server.calls('inspiration.create')).toHaveLength(1));
    expect(server.calls('inspiration.create')[0]?.input).toMatchObject({
      tag: 'Goal',
      steps: [],
      priority: 'None',
    });
    await waitFor(() => expect(composer().value).toBe(''));
    await fill(u, composer(), 'Another');
    await u.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(server.calls('inspiration.create')).toHaveLength(2));
  });

  it('cuts the text at 1000 characters', async () => {
    boardServer([]);
    const { user: u } = renderBoard();
    await screen.findByText('No items yet');
    await fill(u, composer(), 'x'.repeat(1200));
    expect(composer().value).toHaveLength(1000);
    expect(screen.getByText('1000 / 1000')).toBeTruthy();
  });

  it("toasts 'Error' / 'Failed to create inspiration item' and keeps the text on failure", async () => {
    boardServer([], { 'inspiration.create': trpcError('INTERNAL_SERVER_ERROR', 'boom') });
    const { user: u } = renderBoard();
    await screen.findByText('No items yet');
    await fill(u, composer(), 'Keep me');
    await u.click(addButton());
    expect(await screen.findByText('Failed to create inspiration item')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(composer().value).toBe('Keep me');
  });

  it('uses the inspiration unauthorized wording when a mutation is unauthorized, without the failure toast', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    boardServer([], { 'inspiration.create': trpcError('UNAUTHORIZED') });
    const { user: u } = renderBoard();
    await screen.findByText('No items yet');
    await fill(u, composer(), 'x');
    await u.click(addButton());
    expect(await screen.findByText('Unauthorized: You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.queryByText('Failed to create inspiration item')).toBeNull();
  });
});

describe('InspirationBoard: cards', () => {
  it("shows tag and priority badges (none for None) and 'Updated {date}'", async () => {
    boardServer([
      makeItem({ text: 'Urgent goal', tag: 'Goal', priority: 'High' }),
      makeItem({ text: 'Calm goal', tag: 'Goal', priority: 'None' }),
      makeItem({ text: 'A note', tag: 'Note', updatedAt: '2024-03-05T12:00:00.000Z' }),
    ]);
    renderBoard();
    await screen.findByText('Urgent goal');
    expect(within(card('Urgent goal')).getByTestId('priority-badge').textContent).toBe('High');
    expect(within(card('Calm goal')).queryByTestId('priority-badge')).toBeNull();
    expect(within(card('A note')).getByText('Note')).toBeTruthy();
    expect(within(card('A note')).getByText('Updated Mar 05, 2024')).toBeTruthy();
  });

  it('promotes a note to a goal (steps [], priority None, due date kept) and shows the goal parts at once', async () => {
    const note = makeItem({ text: 'A note', tag: 'Note', dueDate: '2024-05-01' });
    const server = boardServer([note]);
    const { user: u } = renderBoard();
    await screen.findByText('A note');
    expect(within(card('A note')).queryByRole('button', { name: /Set date|Due date/ })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Promote to Goal: A note' }));
    expect(server.calls('inspiration.update')[0]?.input).toEqual({
      id: note.id,
      patch: { tag: 'Goal', steps: [], priority: 'None', dueDate: '2024-05-01' },
    });
    expect(await within(card('A note')).findByText('No steps yet — add the first one above')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Promote to Goal: A note' })).toBeNull();
    expect(await screen.findByText('Inspiration item updated successfully')).toBeTruthy();
  });

  it('deletes an item with a toast', async () => {
    const server = boardServer([makeItem({ text: 'Gone soon' }), makeItem({ text: 'Stays' })]);
    const { user: u } = renderBoard();
    await screen.findByText('Gone soon');
    await u.click(screen.getByRole('button', { name: 'Delete item: Gone soon' }));
    expect(await screen.findByText('Inspiration item deleted successfully')).toBeTruthy();
    await waitFor(() => expect(texts()).toEqual(['Stays']));
    expect(server.calls('inspiration.delete')).toHaveLength(1);
  });

  it('Undo in the delete toast puts the item back, with its steps, in its place (issue 24)', async () => {
    const steps = makeSteps(true, false);
    const server = boardServer([
      makeItem({ text: 'First' }),
      makeItem({ text: 'Ship the beta', tag: 'Goal', steps, priority: 'High', dueDate: '2026-12-24' }),
      makeItem({ text: 'Last' }),
    ]);
    const { user: u } = renderBoard();
    await screen.findByText('Ship the beta');
    await u.click(screen.getByRole('button', { name: 'Delete item: Ship the beta' }));
    expect(await screen.findByText('Inspiration item deleted successfully')).toBeTruthy();
    await waitFor(() => expect(texts()).toEqual(['First', 'Last']));
    await u.click(screen.getByRole('button', { name: 'Undo: put the deleted item back' }));
    expect(await screen.findByText('Inspiration item restored')).toBeTruthy();
    expect(server.calls('inspiration.create')[0]?.input).toEqual({
      text: 'Ship the beta',
      tag: 'Goal',
      position: 1,
      steps,
      dueDate: '2026-12-24',
      priority: 'High',
    });
    await waitFor(() => expect(texts()).toEqual(['First', 'Ship the beta', 'Last']));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Undo: put the deleted item back' })).toBeNull(),
    );
  });

  it("toasts 'Failed to delete inspiration item' and keeps the card on failure", async () => {
    const stubborn = makeItem({ text: 'Stubborn' });
    let loads = 0;
    boardServer([stubborn], {
      'inspiration.delete': trpcError('NOT_FOUND', 'Inspiration item not found'),
      // Only the first load answers: the card shown afterwards can only come from the rollback.
      'inspiration.list': () => (++loads === 1 ? [stubborn] : new Promise(() => {})),
    });
    const { user: u } = renderBoard();
    await screen.findByText('Stubborn');
    await u.click(screen.getByRole('button', { name: 'Delete item: Stubborn' }));
    expect(await screen.findByText('Failed to delete inspiration item')).toBeTruthy();
    await waitFor(() => expect(texts()).toEqual(['Stubborn']));
  });
});

describe('InspirationBoard: edit dialog', () => {
  it('opens with the text, needs non-empty text, saves the trimmed text, closes and clears the selection', async () => {
    const item = makeItem({ text: 'Old text' });
    const server = boardServer([item]);
    const { user: u } = renderBoard();
    await screen.findByText('Old text');
    await u.click(screen.getByRole('button', { name: 'Edit item: Old text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    const box = within(dialog).getByRole<HTMLTextAreaElement>('textbox');
    expect(box.value).toBe('Old text');
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save Changes' });
    await fill(u, box, '   ');
    expect(save.disabled).toBe(true);
    await fill(u, box, '  New text ');
    await u.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('inspiration.update')[0]?.input).toEqual({
      id: item.id,
      patch: { text: 'New text' },
    });
    expect(await screen.findByText('New text')).toBeTruthy();
    expect(await screen.findByText('Inspiration item updated successfully')).toBeTruthy();
  });

  it('Cancel closes without a call', async () => {
    const server = boardServer([makeItem({ text: 'Unchanged' })]);
    const { user: u } = renderBoard();
    await screen.findByText('Unchanged');
    await u.click(screen.getByRole('button', { name: 'Edit item: Unchanged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    await fill(u, within(dialog).getByRole('textbox'), 'Something else');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('inspiration.update')).toHaveLength(0);
    expect(texts()).toEqual(['Unchanged']);
  });

  it('rolls the text back and toasts on a failed save', async () => {
    const original = makeItem({ text: 'Original' });
    let loads = 0;
    boardServer([original], {
      'inspiration.update': trpcError('BAD_REQUEST', 'Text is required'),
      'inspiration.list': () => (++loads === 1 ? [original] : new Promise(() => {})),
    });
    const { user: u } = renderBoard();
    await screen.findByText('Original');
    await u.click(screen.getByRole('button', { name: 'Edit item: Original' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    await fill(u, within(dialog).getByRole('textbox'), 'Changed');
    await u.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Failed to update inspiration item')).toBeTruthy();
    await waitFor(() => expect(texts()).toEqual(['Original']));
  });
});

describe('InspirationBoard: goal cards', () => {
  it('shows progress from the steps, adds a step (trimmed, blank ignored) and ticks steps', async () => {
    const goal = makeItem({
      text: 'Ship v2',
      tag: 'Goal',
      steps: makeSteps(true, false, false),
      progress: 33,
    });
    const server = boardServer([goal]);
    const { user: u } = renderBoard();
    await screen.findByText('Ship v2');
    const goalCard = card('Ship v2');
    expect(within(goalCard).getByTestId('goal-progress').textContent).toBe('33%');

    const stepBox = within(goalCard).getByRole('textbox', { name: 'Add a step...' });
    await fill(u, stepBox, '   ');
    await u.keyboard('{Enter}');
    expect(server.calls('inspiration.update')).toHaveLength(0);

    await fill(u, stepBox, '  Write the docs ');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('inspiration.update')).toHaveLength(1));
    const sent = server.calls('inspiration.update')[0]?.input.patch.steps ?? [];
    expect(sent.map((s) => [s.text, s.done])).toEqual([
      ['Step 1', true],
      ['Step 2', false],
      ['Step 3', false],
      ['Write the docs', false],
    ]);
    await waitFor(() => expect(within(card('Ship v2')).getByTestId('goal-progress').textContent).toBe('25%'));

    await u.click(within(card('Ship v2')).getByRole('checkbox', { name: 'Step 2' }));
    await waitFor(() => expect(within(card('Ship v2')).getByTestId('goal-progress').textContent).toBe('50%'));
    expect(within(card('Ship v2')).getByRole<HTMLInputElement>('checkbox', { name: 'Step 2' }).checked).toBe(
      true,
    );
  });

  it("says 'No steps yet' and adds with the + button", async () => {
    const server = boardServer([makeItem({ text: 'Empty goal', tag: 'Goal' })]);
    const { user: u } = renderBoard();
    await screen.findByText('Empty goal');
    expect(within(card('Empty goal')).getByText('No steps yet — add the first one above')).toBeTruthy();
    expect(within(card('Empty goal')).getByTestId('goal-progress').textContent).toBe('0%');
    await fill(u, within(card('Empty goal')).getByRole('textbox', { name: 'Add a step...' }), 'First');
    await u.click(within(card('Empty goal')).getByRole('button', { name: 'Add step' }));
    await waitFor(() => expect(server.calls('inspiration.update')).toHaveLength(1));
    expect(await within(card('Empty goal')).findByText('First')).toBeTruthy();
  });

  it('edits a step through a prompt (cancelled or blank ignored) and deletes a step', async () => {
    const goal = makeItem({
      text: 'Goal with steps',
      tag: 'Goal',
      steps: makeSteps(false, true),
      progress: 50,
    });
    const server = boardServer([goal]);
    const { user: u } = renderBoard();
    await screen.findByText('Goal with steps');
    const prompt = vi.fn<(message?: string, initial?: string) => string | null>();
    vi.stubGlobal('prompt', prompt);

    prompt.mockReturnValueOnce(null);
    await u.click(screen.getByRole('button', { name: 'Edit step: Step 1' }));
    prompt.mockReturnValueOnce('   ');
    await u.click(screen.getByRole('button', { name: 'Edit step: Step 1' }));
    expect(server.calls('inspiration.update')).toHaveLength(0);
    expect(prompt).toHaveBeenCalledWith('Edit step', 'Step 1');

    prompt.mockReturnValueOnce('  Renamed step ');
    await u.click(screen.getByRole('button', { name: 'Edit step: Step 1' }));
    expect(await screen.findByText('Renamed step')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Delete step: Step 2' }));
    await waitFor(() => expect(screen.queryByText('Step 2')).toBeNull());
    const calls = server
      .calls('inspiration.update')
      .map((c) => (c.input.patch.steps ?? []).map((s) => s.text));
    expect(calls).toEqual([['Renamed step', 'Step 2'], ['Renamed step']]);
  });

  it('rolls a step tick back and toasts when the update fails', async () => {
    const fragile = makeItem({ text: 'Fragile', tag: 'Goal', steps: makeSteps(false) });
    let loads = 0;
    boardServer([fragile], {
      'inspiration.update': trpcError('INTERNAL_SERVER_ERROR'),
      // Only the first load answers: what shows afterwards can only come from the rollback.
      'inspiration.list': () => (++loads === 1 ? [fragile] : new Promise(() => {})),
    });
    const { user: u } = renderBoard();
    await screen.findByText('Fragile');
    await u.click(screen.getByRole('checkbox', { name: 'Step 1' }));
    expect(await screen.findByText('Failed to update inspiration item')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Step 1' }).checked).toBe(false),
    );
    expect(within(card('Fragile')).getByTestId('goal-progress').textContent).toBe('0%');
  });

  it('sets the priority (badge appears) and shows the due date or Set date', async () => {
    const goal = makeItem({ text: 'Prioritise me', tag: 'Goal', dueDate: '2024-05-01' });
    const server = boardServer([goal, makeItem({ text: 'No date', tag: 'Goal' })]);
    const { user: u } = renderBoard();
    await screen.findByText('Prioritise me');
    expect(
      within(card('Prioritise me')).getByRole('button', { name: 'Due date: May 01, 2024' }),
    ).toBeTruthy();
    expect(within(card('No date')).getByRole('button', { name: 'Due date: Set date' }).textContent).toBe(
      'Set date',
    );

    await u.selectOptions(
      within(card('Prioritise me')).getByRole('combobox', { name: 'Priority' }),
      'Medium',
    );
    expect(server.calls('inspiration.update')[0]?.input).toEqual({
      id: goal.id,
      patch: { priority: 'Medium' },
    });
    expect(await within(card('Prioritise me')).findByTestId('priority-badge')).toBeTruthy();
  });

  it('picks a due date in the calendar (stored yyyy-mm-dd) and clears it', async () => {
    const goal = makeItem({ text: 'Dated', tag: 'Goal', dueDate: '2024-05-01' });
    const server = boardServer([goal]);
    const { user: u } = renderBoard();
    await screen.findByText('Dated');
    await u.click(screen.getByRole('button', { name: 'Due date: May 01, 2024' }));
    await u.click(await screen.findByRole('button', { name: '15 May 2024' }));
    await waitFor(() => expect(server.calls('inspiration.update')).toHaveLength(1));
    expect(server.calls('inspiration.update')[0]?.input).toEqual({
      id: goal.id,
      patch: { dueDate: '2024-05-15' },
    });
    expect(await screen.findByRole('button', { name: 'Due date: May 15, 2024' })).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Due date: May 15, 2024' }));
    await u.click(await screen.findByRole('button', { name: 'Clear date' }));
    await waitFor(() => expect(server.calls('inspiration.update')).toHaveLength(2));
    expect(server.calls('inspiration.update')[1]?.input).toEqual({ id: goal.id, patch: { dueDate: null } });
    expect(await screen.findByRole('button', { name: 'Due date: Set date' })).toBeTruthy();
  });
});

import type { InspirationItem } from '@mentor/validation';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  fireEvent,
  makeUser,
  render,
  screen,
  stubFetch,
  trpcError,
  waitFor,
  type StubHandlers,
} from '../../test-utils';
import { InspirationBoard } from './InspirationBoard';
import { makeItem } from './test-data';

vi.setConfig({ testTimeout: 30_000 });

const user = makeUser();
const items = ['A', 'B', 'C'].map((t, position) => makeItem({ text: `Item ${t}`, position }));

function server(handlers: StubHandlers = {}) {
  let list: InspirationItem[] = [...items];
  return stubFetch({
    'auth.me': user,
    'inspiration.list': () => list,
    'inspiration.reorder': (input) => {
      const positions = new Map(input.items.map((i) => [i.id, i.position]));
      list = list
        .map((i) => ({ ...i, position: positions.get(i.id)! }))
        .sort((a, b) => a.position - b.position);
      return list;
    },
    ...handlers,
  });
}

const texts = () => screen.queryAllByTestId('item-text').map((e) => e.textContent);

const KEY_CODES = { ' ': 32, ArrowDown: 40, ArrowRight: 39, ArrowUp: 38, ArrowLeft: 37, Escape: 27 } as const;

/** @hello-pangea/dnd reads keyCode, which user-event does not set: dispatch the keys as a browser does. */
function press(element: Element, key: keyof typeof KEY_CODES) {
  fireEvent(
    element,
    new KeyboardEvent('keydown', { key, keyCode: KEY_CODES[key], bubbles: true, cancelable: true }),
  );
}

/** Lets the library run its animation frames. */
async function settle(ms = 60) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Keyboard dragging as a user does it: focus the card's handle, Space to lift, an arrow key, Space to drop. */
async function keyboardMove(handle: HTMLElement, arrow: keyof typeof KEY_CODES) {
  handle.focus();
  press(handle, ' ');
  await settle();
  press(handle, arrow);
  await settle();
  // Keys go where the focus is: the lifted card's handle (re-created when the card changes rows).
  press(document.activeElement ?? handle, ' ');
  await settle(400);
}

describe('InspirationBoard: keyboard reordering', () => {
  it('moves a card with Space, ArrowDown, Space and sends positions 0..n-1 for every item', async () => {
    const s = server();
    render(<InspirationBoard />, { route: '/inspiration', user });
    await screen.findByText('Item A');
    expect(texts()).toEqual(['Item A', 'Item B', 'Item C']);
    await keyboardMove(screen.getAllByTestId('drag-handle')[0]!, 'ArrowDown');
    await waitFor(() => expect(s.calls('inspiration.reorder')).toHaveLength(1));
    expect(s.calls('inspiration.reorder')[0]?.input).toEqual({
      items: [
        { id: items[1]!.id, position: 0 },
        { id: items[0]!.id, position: 1 },
        { id: items[2]!.id, position: 2 },
      ],
    });
    expect(texts()).toEqual(['Item B', 'Item A', 'Item C']);
    expect(await screen.findByText('Items reordered successfully')).toBeTruthy();
  });

  it('rolls the order back and toasts when the reorder fails', async () => {
    // Only the first load answers: the order shown afterwards can only come from the rollback.
    let loads = 0;
    server({
      'inspiration.reorder': trpcError('NOT_FOUND', 'Inspiration item not found'),
      'inspiration.list': () => (++loads === 1 ? items : new Promise(() => {})),
    });
    render(<InspirationBoard />, { route: '/inspiration', user });
    await screen.findByText('Item A');
    await keyboardMove(screen.getAllByTestId('drag-handle')[0]!, 'ArrowDown');
    expect(await screen.findByText('Failed to reorder items')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(texts()).toEqual(['Item A', 'Item B', 'Item C']));
  });

  it('moves along a row with ArrowRight on a wide screen (one list per row)', async () => {
    // Wide screen: every min-width media query matches, so the board shows 3 columns.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    const s = server();
    render(<InspirationBoard />, { route: '/inspiration', user });
    await screen.findByText('Item A');
    expect(document.querySelectorAll('[data-rfd-droppable-id="row-0"]')).toHaveLength(1);
    await keyboardMove(screen.getAllByTestId('drag-handle')[1]!, 'ArrowRight');
    await waitFor(() => expect(s.calls('inspiration.reorder')).toHaveLength(1));
    expect(s.calls('inspiration.reorder')[0]?.input).toEqual({
      items: [
        { id: items[0]!.id, position: 0 },
        { id: items[2]!.id, position: 1 },
        { id: items[1]!.id, position: 2 },
      ],
    });
  });

  it('on a 3-column grid ArrowDown moves the first card a row down; Escape puts it back', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    const five = ['A', 'B', 'C', 'D', 'E'].map((t, position) => makeItem({ text: `Item ${t}`, position }));
    const s = server({ 'inspiration.list': () => five });
    render(<InspirationBoard />, { route: '/inspiration', user });
    await screen.findByText('Item A');
    const handleOf = (text: string) =>
      screen
        .getAllByTestId('inspiration-card')
        .find((c) => c.textContent?.includes(text))!
        .querySelector<HTMLElement>('[data-testid="drag-handle"]')!;
    // Escape puts the card back and sends nothing.
    const a = handleOf('Item A');
    a.focus();
    press(a, ' ');
    await settle();
    expect(screen.getByTestId('board-announcer').textContent).toContain('position 1 of 5');
    press(a, 'ArrowDown');
    await settle();
    expect(texts()).toEqual(['Item B', 'Item C', 'Item D', 'Item A', 'Item E']);
    expect(document.activeElement).toBe(handleOf('Item A'));
    press(handleOf('Item A'), 'Escape');
    await settle();
    expect(texts()).toEqual(['Item A', 'Item B', 'Item C', 'Item D', 'Item E']);
    expect(s.calls('inspiration.reorder')).toHaveLength(0);

    await keyboardMove(handleOf('Item A'), 'ArrowDown');
    await waitFor(() => expect(s.calls('inspiration.reorder')).toHaveLength(1));
    expect(s.calls('inspiration.reorder')[0]?.input.items.map((i) => i.id)).toEqual(
      [1, 2, 3, 0, 4].map((i) => five[i]!.id),
    );
  });
});

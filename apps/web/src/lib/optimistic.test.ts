import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { optimisticUpdate } from './optimistic';

interface Item {
  id: string;
  done: boolean;
}

/** A key tagged with its data type, as tRPC's `queryKey()` gives. */
const KEY = queryOptions<Item[]>({ queryKey: ['items'] }).queryKey;
const tick = (list: Item[], id: string, done: boolean) => list.map((i) => (i.id === id ? { ...i, done } : i));

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(KEY, [
    { id: 'a', done: false },
    { id: 'b', done: false },
  ]);
  return queryClient;
}

describe('optimisticUpdate', () => {
  it('shows the change at once (inside mutate), and puts the snapshot back on failure', () => {
    const queryClient = setup();
    const handlers = optimisticUpdate(queryClient, KEY, (list, id: string) => tick(list, id, true));
    const context = handlers.onMutate('a');
    expect(queryClient.getQueryData(KEY)).toEqual([
      { id: 'a', done: true },
      { id: 'b', done: false },
    ]);
    handlers.onError(new Error('refused'), 'a', context);
    expect(queryClient.getQueryData(KEY)).toEqual([
      { id: 'a', done: false },
      { id: 'b', done: false },
    ]);
  });

  it('with undo, rolls back only its own change (others made meanwhile stay)', () => {
    const queryClient = setup();
    const handlers = optimisticUpdate(queryClient, KEY, (list, id: string) => tick(list, id, true), {
      undo: (list, id) => tick(list, id, false),
    });
    const first = handlers.onMutate('a');
    handlers.onMutate('b');
    handlers.onError(new Error('refused'), 'a', first);
    expect(queryClient.getQueryData(KEY)).toEqual([
      { id: 'a', done: false },
      { id: 'b', done: true },
    ]);
  });

  it('leaves a query without data alone', () => {
    const queryClient = new QueryClient();
    const handlers = optimisticUpdate(queryClient, KEY, (list, id: string) => tick(list, id, true));
    handlers.onMutate('a');
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });

  it('refetches the query when the call settles, or what `invalidate` names', async () => {
    const queryClient = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await optimisticUpdate(queryClient, KEY, (list) => list).onSettled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: KEY });
    const own = vi.fn(() => Promise.resolve());
    await optimisticUpdate(queryClient, KEY, (list) => list, { invalidate: own }).onSettled();
    expect(own).toHaveBeenCalledTimes(1);
  });
});

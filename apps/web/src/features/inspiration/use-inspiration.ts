import {
  MESSAGES,
  moveItem,
  reorderPayload,
  stepsProgress,
  type InspirationCreateRequest,
  type InspirationItem,
  type InspirationUpdateInput,
} from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isUnauthorizedError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

const M = MESSAGES.inspiration;

/** Inspiration calls use their own unauthorized wording (spec section 8); lib/query-client reads this meta. */
const META = { unauthorized: 'inspiration' } as const;

/** A success toast. Updates come in quick runs (ticking steps one after another): one toast per kind, replaced. */
function notifySuccessOnce(id: string, message: string): void {
  notifySuccess(M.successTitle, message, { id });
}

/** A failure toast titled 'Error', unless the error is unauthorized (that one has its own toast and redirect). */
function notifyFailure(error: unknown, message: string): void {
  if (!isUnauthorizedError(error)) notifyError(M.errorTitle, message);
}

/** The user's items in board order; only fetched when signed in (spec section 7). */
export function useInspirationItems(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.inspiration.list.queryOptions(undefined, { enabled, meta: META }));
}

/** The item with a change applied as the server would (progress follows the steps; promotion gives goal fields). */
export function applyPatch(item: InspirationItem, patch: InspirationUpdateInput): InspirationItem {
  const next: InspirationItem = { ...item };
  if (patch.text !== undefined) next.text = patch.text.trim();
  if (patch.dueDate !== undefined) next.dueDate = patch.dueDate;
  if (patch.tag === 'Goal' && item.tag !== 'Goal') {
    next.tag = 'Goal';
    next.steps = [];
    next.priority = 'None';
  } else if (patch.tag !== undefined && item.tag !== 'Goal') {
    next.tag = patch.tag;
  }
  if (next.tag === 'Goal') {
    if (patch.steps !== undefined) next.steps = patch.steps ?? [];
    if (patch.priority !== undefined) next.priority = patch.priority ?? 'None';
    next.progress = stepsProgress(next.steps);
  }
  return next;
}

function useListKey() {
  const trpc = useTRPC();
  return trpc.inspiration.list.queryKey();
}

export function useCreateItem() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = useListKey();
  return useMutation(
    trpc.inspiration.create.mutationOptions({
      meta: META,
      onSuccess: () => notifySuccessOnce('inspiration-created', M.createSuccess),
      onError: (error) => notifyFailure(error, M.createFailed),
      onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );
}

/** The create payload of spec section 7 (userId is sent, the server ignores it and uses the session). */
export function createPayload(
  userId: string,
  text: string,
  tag: InspirationCreateRequest['tag'],
): InspirationCreateRequest {
  const isGoal = tag === 'Goal';
  return {
    userId,
    text: text.trim(),
    tag,
    position: 0,
    steps: isGoal ? [] : null,
    dueDate: null,
    priority: isGoal ? 'None' : null,
  };
}

/**
 * PUT: edit, promote, steps, due date, priority. Optimistic: the card changes at once; on failure it goes back
 * and 'Failed to update inspiration item' shows. The list is refetched afterwards either way.
 */
export function useUpdateItem() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = useListKey();
  return useMutation(
    trpc.inspiration.update.mutationOptions({
      meta: META,
      onMutate: async ({ id, patch }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData(listKey);
        queryClient.setQueryData(listKey, (old) =>
          old?.map((item) => (item.id === id ? applyPatch(item, patch) : item)),
        );
        return { previous };
      },
      onSuccess: () => notifySuccessOnce('inspiration-updated', M.updateSuccess),
      onError: (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
        notifyFailure(error, M.updateFailed);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );
}

export function useDeleteItem() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = useListKey();
  return useMutation(
    trpc.inspiration.delete.mutationOptions({
      meta: META,
      // Optimistic: the card goes at once (no second click on a card being deleted); back on failure.
      onMutate: async ({ id }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData(listKey);
        queryClient.setQueryData(listKey, (old) => old?.filter((item) => item.id !== id));
        return { previous };
      },
      onSuccess: () => notifySuccessOnce('inspiration-deleted', M.deleteSuccess),
      onError: (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
        notifyFailure(error, M.deleteFailed);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );
}

/**
 * Drag and drop: moves the item at `from` to `to` in the full list and sends positions 0..n-1 for every item.
 * Optimistic, rolled back with 'Failed to reorder items' on failure.
 */
export function useReorderItems() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = useListKey();
  // The order before each request, keyed by its payload, to roll back to when that request fails.
  const [snapshots] = useState(() => new WeakMap<object, InspirationItem[]>());
  const mutation = useMutation(
    trpc.inspiration.reorder.mutationOptions({
      meta: META,
      onSuccess: () => notifySuccessOnce('inspiration-reordered', M.reorderSuccess),
      onError: (error, input) => {
        const previous = snapshots.get(input);
        if (previous) queryClient.setQueryData(listKey, previous);
        notifyFailure(error, M.reorderFailed);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );
  return {
    isPending: mutation.isPending,
    move(items: readonly InspirationItem[], from: number, to: number): void {
      if (from === to) return;
      const next = moveItem(items, from, to);
      const payload = reorderPayload(next);
      snapshots.set(payload, [...items]);
      // Set synchronously, so the dropped card stays where it was dropped (no flicker back to the old order).
      void queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData(listKey, next);
      mutation.mutate(payload);
    },
  };
}

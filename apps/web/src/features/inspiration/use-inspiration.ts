import {
  INSPIRATION_COPY,
  MESSAGES,
  moveItem,
  reorderPayload,
  stepsProgress,
  type InspirationCreateRequest,
  type InspirationItem,
  type InspirationUpdateInput,
  type ReorderInput,
} from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpcErrorCode } from '../../lib/api';
import { notifySuccess, notifySuccessWithUndo } from '../../lib/notify';
import { optimisticUpdate } from '../../lib/optimistic';
import type { AppMutationMeta } from '../../lib/query-client';
import { useTRPC } from '../../lib/trpc';

const M = MESSAGES.inspiration;

/** Inspiration calls use their own unauthorized wording (spec section 8); lib/query-client reads this meta. */
const META = { unauthorized: 'inspiration' } as const;

/** The meta of an inspiration mutation: the inspiration unauthorized wording, and 'Error' / `message` on failure. */
function failureMeta(message: string): AppMutationMeta {
  return { ...META, errorToast: { title: M.errorTitle, message } };
}

/** A success toast. Updates come in quick runs (ticking steps one after another): one toast per kind, replaced. */
function notifySuccessOnce(id: string, message: string): void {
  notifySuccess(M.successTitle, message, { id });
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

/**
 * A create on the board: a new item, or a deleted one put back by Undo. At the board's limit the toast says so;
 * any other failure shows `failed`. The list is refetched afterwards either way.
 */
function useCreateMutation(failed: string, success: { id: string; message: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.inspiration.create.mutationOptions({
      meta: {
        ...META,
        errorToast: (error) => ({
          title: M.errorTitle,
          message: trpcErrorCode(error) === 'CONFLICT' ? INSPIRATION_COPY.tooMany : failed,
        }),
      },
      onSuccess: () => notifySuccessOnce(success.id, success.message),
      onSettled: () => queryClient.invalidateQueries(trpc.inspiration.list.queryFilter()),
    }),
  );
}

export function useCreateItem() {
  return useCreateMutation(M.createFailed, { id: 'inspiration-created', message: M.createSuccess });
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
  return useMutation(
    trpc.inspiration.update.mutationOptions({
      meta: failureMeta(M.updateFailed),
      ...optimisticUpdate(
        queryClient,
        trpc.inspiration.list.queryKey(),
        (list, { id, patch }: { id: string; patch: InspirationUpdateInput }) =>
          list.map((item) => (item.id === id ? applyPatch(item, patch) : item)),
      ),
      onSuccess: () => notifySuccessOnce('inspiration-updated', M.updateSuccess),
    }),
  );
}

/**
 * What puts a deleted item back where it was: its content, and its place in the board's order (`index`, which is
 * the position a create takes, the board being numbered again 0, 1, 2... around it).
 */
function restorePayload(item: InspirationItem, index: number): InspirationCreateRequest {
  const isGoal = item.tag === 'Goal';
  return {
    text: item.text,
    tag: item.tag,
    position: Math.max(0, index),
    steps: isGoal ? (item.steps ?? []) : null,
    dueDate: item.dueDate,
    priority: isGoal ? (item.priority ?? 'None') : null,
  };
}

/** The delete toast's Undo: the item is made again with the same content, in the same place. */
function useRestoreItem() {
  return useCreateMutation(M.restoreFailed, { id: 'inspiration-restored', message: M.restoreSuccess });
}

/**
 * Delete. Optimistic: the card goes at once (no second click on a card being deleted); back on failure. The
 * success toast has an Undo (as a session's goal progress has), which puts the item back in its place.
 */
export function useDeleteItem() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const restore = useRestoreItem();
  return useMutation(
    trpc.inspiration.delete.mutationOptions({
      meta: failureMeta(M.deleteFailed),
      ...optimisticUpdate(queryClient, trpc.inspiration.list.queryKey(), (list, { id }: { id: string }) =>
        list.filter((item) => item.id !== id),
      ),
      onSuccess: (_data, { id }, context) => {
        // The board as it was before the delete (the optimistic snapshot): the item and its place.
        const before = context?.previous.find(([, list]) => list !== undefined)?.[1] ?? [];
        const index = before.findIndex((item) => item.id === id);
        const item = before[index];
        if (!item) {
          notifySuccessOnce('inspiration-deleted', M.deleteSuccess);
          return;
        }
        notifySuccessWithUndo(M.successTitle, M.deleteSuccess, {
          id: 'inspiration-deleted',
          undoText: M.undoDelete,
          undoLabel: M.undoDeleteLabel,
          onUndo: () => restore.mutate(restorePayload(item, index)),
        });
      },
    }),
  );
}

/** The list in the order of a reorder payload (each item at its new position). */
export function inPayloadOrder(list: readonly InspirationItem[], payload: ReorderInput): InspirationItem[] {
  const positions = new Map(payload.items.map(({ id, position }) => [id, position]));
  return list
    .map((item) => ({ ...item, position: positions.get(item.id) ?? item.position }))
    .sort((a, b) => a.position - b.position);
}

/**
 * Drag and drop: moves the item at `from` to `to` in the full list and sends positions 0..n-1 for every item.
 * Optimistic (the dropped card stays where it was dropped), rolled back with 'Failed to reorder items' on failure.
 */
export function useReorderItems() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.inspiration.reorder.mutationOptions({
      meta: failureMeta(M.reorderFailed),
      ...optimisticUpdate(queryClient, trpc.inspiration.list.queryKey(), inPayloadOrder),
      onSuccess: () => notifySuccessOnce('inspiration-reordered', M.reorderSuccess),
    }),
  );
  return {
    isPending: mutation.isPending,
    move(items: readonly InspirationItem[], from: number, to: number): void {
      if (from === to) return;
      mutation.mutate(reorderPayload(moveItem(items, from, to)));
    },
  };
}

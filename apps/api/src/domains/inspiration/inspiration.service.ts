import type { Database, InspirationItemRow, InspirationItemUpdate } from '@mentor/db';
import {
  INSPIRATION_COPY,
  INSPIRATION_ITEMS_MAX,
  MESSAGES,
  stepsProgress,
  type InspirationCreateInput,
  type InspirationItem,
  type InspirationUpdateInput,
  type ReorderInput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import * as repo from './inspiration.repository';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.inspiration.notFound });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** An item as the API answers it: timestamps as ISO strings, progress derived from the steps for goals. */
function toItemOutput(row: InspirationItemRow): InspirationItem {
  const isGoal = row.tag === 'Goal';
  const steps = row.steps ?? null;
  return {
    id: row.id,
    userId: row.userId,
    text: row.text,
    tag: row.tag,
    position: row.position,
    steps,
    dueDate: row.dueDate,
    priority: row.priority,
    progress: isGoal ? stepsProgress(steps) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listItems(db: Database, userId: string): Promise<InspirationItem[]> {
  return (await repo.listItems(db, userId)).map(toItemOutput);
}

export async function getItem(db: Database, userId: string, id: string): Promise<InspirationItem> {
  const row = await repo.findItem(db, userId, id);
  if (!row) throw notFound();
  return toItemOutput(row);
}

/**
 * Creates an item for `userId` (never a userId from the input). A goal starts with the given steps or [], priority
 * or 'None'; other tags carry no steps and no priority (sending them is refused). The item goes to the requested
 * position (0 = top, the client's default; clamped to the end) and the items from there on move down one place.
 */
export async function createItem(
  db: Database,
  userId: string,
  input: InspirationCreateInput,
  now: Date,
): Promise<InspirationItem> {
  const isGoal = input.tag === 'Goal';
  if (!isGoal && (input.steps != null || input.priority != null))
    throw badRequest(INSPIRATION_COPY.goalFieldsOnly);
  return db.transaction().execute(async (trx) => {
    const count = await repo.countItemsLocked(trx, userId);
    // The board is loaded and ordered whole (bounded, not paged): at most INSPIRATION_ITEMS_MAX items.
    if (count >= INSPIRATION_ITEMS_MAX)
      throw new TRPCError({ code: 'CONFLICT', message: INSPIRATION_COPY.tooMany });
    const position = Math.min(input.position, count);
    await repo.shiftPositionsFrom(trx, userId, position);
    const row = await repo.insertItem(trx, {
      userId,
      text: input.text,
      tag: input.tag,
      position,
      steps: isGoal ? JSON.stringify(input.steps ?? []) : null,
      priority: isGoal ? (input.priority ?? 'None') : null,
      dueDate: input.dueDate ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return toItemOutput(row);
  });
}

/**
 * A partial update. Tag Goal on a non-goal promotes it (steps [] and priority 'None' unless given, due date kept
 * unless given); a goal never goes back to another tag. On a goal, null steps mean no steps and null priority
 * means 'None'; other tags refuse steps and priority. An empty change answers the item untouched.
 */
export async function updateItem(
  db: Database,
  userId: string,
  id: string,
  input: InspirationUpdateInput,
  now: Date,
): Promise<InspirationItem> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findItemForUpdate(trx, userId, id);
    if (!row) throw notFound();
    const wasGoal = row.tag === 'Goal';
    const nextTag = input.tag ?? row.tag;
    if (wasGoal && nextTag !== 'Goal') throw badRequest(INSPIRATION_COPY.goalCannotRevert);

    const patch: InspirationItemUpdate = {};
    if (input.text !== undefined) patch.text = input.text;
    if (input.dueDate !== undefined) patch.dueDate = input.dueDate;
    if (nextTag === 'Goal') {
      if (!wasGoal) {
        patch.tag = 'Goal';
        patch.steps = JSON.stringify(input.steps ?? []);
        patch.priority = input.priority ?? 'None';
      } else {
        if (input.steps !== undefined) patch.steps = JSON.stringify(input.steps ?? []);
        if (input.priority !== undefined) patch.priority = input.priority ?? 'None';
      }
    } else {
      if (input.steps != null || input.priority != null) throw badRequest(INSPIRATION_COPY.goalFieldsOnly);
      if (input.tag !== undefined) patch.tag = input.tag;
    }

    if (Object.keys(patch).length === 0) return toItemOutput(row);
    const updated = await repo.updateItem(trx, userId, id, { ...patch, updatedAt: now });
    if (!updated) throw notFound();
    return toItemOutput(updated);
  });
}

export async function deleteItem(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteItem(db, userId, id))) throw notFound();
}

/**
 * Applies every position in one transaction. Any id that is not one of the user's items refuses the whole
 * request with 404 and changes nothing. Reordering does not count as an edit: updatedAt stays. Answers the list.
 */
export async function reorderItems(
  db: Database,
  userId: string,
  input: ReorderInput,
): Promise<InspirationItem[]> {
  return db.transaction().execute(async (trx) => {
    const ids = input.items.map((i) => i.id);
    const owned = await repo.lockOwnedIds(trx, userId, ids);
    if (owned.length !== ids.length) throw notFound();
    const changed = await repo.setPositions(trx, userId, input.items);
    if (changed !== ids.length) throw notFound();
    return (await repo.listItems(trx, userId)).map(toItemOutput);
  });
}

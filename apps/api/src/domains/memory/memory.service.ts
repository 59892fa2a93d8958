import type { Database, UserRow } from '@mentor/db';
import {
  hasProAccess,
  MEMORY_MAX_PER_USER,
  MEMORY_RECALL_LIMIT,
  MEMORY_TEXT_MAX,
  MESSAGES,
  newMemories,
  type MemoryItem,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { AiProvider } from '../../ai/provider';
import { recordUsage } from '../usage';
import { findUserById, updateUser } from '../account';
import { sessions } from '../auth';
import * as repo from './memory.repository';

/** Long-term memory is a Pro feature: Pro, Founder+ and an active trial may use it. */
function isMemoryAllowed(user: Pick<UserRow, 'subscriptionTier' | 'trialEndsAt'>, now: Date): boolean {
  return hasProAccess(user, now);
}

/** Whether memories are used and created for the user now: switched on, and allowed by the plan. */
export function isMemoryActive(
  user: Pick<UserRow, 'subscriptionTier' | 'trialEndsAt' | 'memoryEnabled'>,
  now: Date,
): boolean {
  return user.memoryEnabled && isMemoryAllowed(user, now);
}

/**
 * Switches long-term memory on or off. On needs Pro, Founder+ or the trial (FORBIDDEN otherwise). Off always
 * works; stored memories are kept (listed, deletable) but neither used nor added to while it is off.
 */
export async function setMemoryEnabled(
  db: Database,
  user: UserRow,
  enabled: boolean,
  now: Date,
): Promise<UserRow> {
  if (enabled && !isMemoryAllowed(user, now)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.memory.proOnly });
  }
  const updated = await updateUser(db, user.id, { memoryEnabled: enabled }, now);
  if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.generic.notFoundGeneric });
  sessions.invalidateUser(user.id);
  return updated;
}

export async function listMemories(db: Database, userId: string): Promise<MemoryItem[]> {
  const rows = await repo.listMemories(db, userId);
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    sourceSessionId: r.sourceSessionId,
    sourceSessionTitle: r.sourceSessionTitle,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function deleteMemory(db: Database, userId: string, id: string): Promise<{ id: string }> {
  if (!(await repo.deleteMemory(db, userId, id))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.memory.notFound });
  }
  return { id };
}

export async function clearMemories(db: Database, userId: string): Promise<{ deleted: number }> {
  return { deleted: await repo.clearMemories(db, userId) };
}

/** The memories the mentor is given for a message (none when memory is not active). */
export async function recallForMessage(
  db: Database,
  user: UserRow,
  message: string,
  now: Date,
): Promise<string[]> {
  if (!isMemoryActive(user, now)) return [];
  return repo.recallMemories(db, user.id, message, MEMORY_RECALL_LIMIT);
}

/**
 * Reads durable facts from the person's message and stores the new ones with their source session (only while
 * memory is active). The provider call is metered.
 */
export async function rememberFromMessage(
  deps: { db: Database; ai: AiProvider },
  input: { userId: string; sessionId: string; message: string },
  now: Date,
): Promise<string[]> {
  const user = await findUserById(deps.db, input.userId);
  if (!user || !isMemoryActive(user, now)) return [];
  const existing = await repo.listMemoryTexts(deps.db, user.id);
  const result = await deps.ai.extractMemories({ userMessages: [input.message], existing, now });
  const fresh = newMemories(
    result.memories.map((m) => m.slice(0, MEMORY_TEXT_MAX)),
    existing,
  ).slice(0, 5);
  await deps.db.transaction().execute(async (trx) => {
    // Memory may have been switched off while the model was reading.
    const current = await findUserById(trx, user.id);
    if (current && isMemoryActive(current, now)) {
      await repo.insertMemories(trx, user.id, input.sessionId, fresh, now);
      await repo.pruneMemories(trx, user.id, MEMORY_MAX_PER_USER);
    }
    if (result.usage)
      await recordUsage(trx, { userId: user.id, sessionId: input.sessionId }, 'memory', result.usage, now);
  });
  return fresh;
}

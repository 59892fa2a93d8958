/** Long-term memory (Pro feature): durable facts the mentor recalls across sessions. */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { MESSAGES } from './messages';

/** A memory as Profile Settings lists it, with the session it came from. */
export const memoryItemSchema = z.object({
  id: z.string().min(1),
  content: z.string().min(1),
  sourceSessionId: z.string().nullable(),
  sourceSessionTitle: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type MemoryItem = z.infer<typeof memoryItemSchema>;

export const memoryIdSchema = z.object({ id: idSchema({ notFound: MESSAGES.memory.notFound }) });
export type MemoryIdInput = z.infer<typeof memoryIdSchema>;

/** The memories a language model is asked to extract (structured output; the JSON schema is derived from it). */
export const modelMemoriesSchema = z.object({ memories: z.array(z.string()) });

/** Normalised form used to tell whether two memories say the same thing. */
export function memoryKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Memories of `candidates` that are neither empty nor already among `existing` (nor repeated), in order. */
export function newMemories(candidates: readonly string[], existing: readonly string[]): string[] {
  const seen = new Set(existing.map(memoryKey));
  const out: string[] = [];
  for (const raw of candidates) {
    const text = raw.trim();
    const key = memoryKey(text);
    if (key.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

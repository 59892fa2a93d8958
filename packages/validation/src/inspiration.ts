/** Inspiration Board items, steps and reordering (spec sections 2, 3, 4, 5). */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { INSPIRATION_ITEMS_MAX, INSPIRATION_TEXT_MAX } from './constants';
import { isValidDateOnly } from './dates';
import { MESSAGES } from './messages';

export const INSPIRATION_TAGS = ['Idea', 'Event', 'Goal', 'Note'] as const;
export type InspirationTag = (typeof INSPIRATION_TAGS)[number];

/** Board filter values: 'All' plus every tag. */
export const INSPIRATION_FILTERS = ['All', ...INSPIRATION_TAGS] as const;
export type InspirationFilter = (typeof INSPIRATION_FILTERS)[number];

export const DEFAULT_INSPIRATION_TAG: InspirationTag = 'Idea';

export const PRIORITIES = ['None', 'Low', 'Medium', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Most steps one goal item holds (chosen: the spec gives no limit). */
export const INSPIRATION_STEPS_MAX = 100;
/** Longest step text (chosen: the spec gives no limit). */
export const STEP_TEXT_MAX = 500;

/**
 * Board wording the spec leaves open (chosen): server rules beyond spec section 5, button and field labels,
 * and the tip shown while a search or filter is active. Spec strings stay in MESSAGES.inspiration.
 */
export const INSPIRATION_COPY = {
  goalCannotRevert: 'A goal cannot be changed back to another tag',
  tooMany: `Your board can hold at most ${INSPIRATION_ITEMS_MAX} items. Delete one to add another.`, // (chosen)
  goalFieldsOnly: 'Steps and priority can only be set on goals',
  stepsTooMany: `A goal can have at most ${INSPIRATION_STEPS_MAX} steps`,
  stepTextTooLong: `Step text must be at most ${STEP_TEXT_MAX} characters`,
  stepDuplicate: 'Each step may appear only once',
  itemPlaceholder: 'Capture an idea, event, goal or note... (Ctrl/Cmd + Enter to add)',
  itemLabel: 'New item text',
  tagLabel: 'Tag',
  filterLabel: 'Filter by tag',
  searchLabel: 'Search items',
  promote: 'Promote to Goal',
  edit: 'Edit item',
  delete: 'Delete item',
  dragHandle: 'Drag to reorder',
  dueDate: 'Due date',
  clearDate: 'Clear date',
  priority: 'Priority',
  progress: 'Progress',
  steps: 'Steps',
  addStep: 'Add step',
  editStep: 'Edit step',
  deleteStep: 'Delete step',
  editStepPrompt: 'Edit step',
  editTextLabel: 'Item text',
  filteredTip:
    'Tip: clear the search and the filter to drag cards into a new order. Press Ctrl/Cmd + Enter to add an item quickly.',
  loadFailed: 'Could not load your inspiration board.',
  retry: 'Try again',
  loadingItems: 'Loading items',
  noMatches: 'No items match your search or filter',
  dragInstructions:
    'Press Space to lift a card, use the arrow keys to move it, Space again to drop it, or Escape to cancel.',
} as const;

/** What a screen reader hears while a card is moved with the keyboard (chosen). Positions count from 1. */
export const BOARD_KEYBOARD_ANNOUNCEMENTS = {
  lifted: (position: number, total: number) =>
    `Lifted the card at position ${position} of ${total}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`, // (chosen)
  moved: (position: number, total: number) => `Moved to position ${position} of ${total}.`, // (chosen)
  dropped: (position: number, total: number) => `Dropped at position ${position} of ${total}.`, // (chosen)
  cancelled: (position: number, total: number) =>
    `Move cancelled. The card is back at position ${position} of ${total}.`, // (chosen)
} as const;

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

export const inspirationTagSchema = z.enum(INSPIRATION_TAGS, { error: MESSAGES.inspiration.invalidTag });
export const prioritySchema = z.enum(PRIORITIES, { error: MESSAGES.inspiration.invalidPriority });

export const stepSchema = z.object({
  id: z.string().min(1),
  text: z
    .string({ error: MESSAGES.inspiration.stepTextRequired })
    .trim()
    .min(1, { error: MESSAGES.inspiration.stepTextRequired })
    .max(STEP_TEXT_MAX, { error: INSPIRATION_COPY.stepTextTooLong }),
  done: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
export type Step = z.infer<typeof stepSchema>;

/** A goal's steps: at most INSPIRATION_STEPS_MAX, each id once. */
export const stepsSchema = z
  .array(stepSchema)
  .max(INSPIRATION_STEPS_MAX, { error: INSPIRATION_COPY.stepsTooMany })
  .refine((steps) => new Set(steps.map((s) => s.id)).size === steps.length, {
    error: INSPIRATION_COPY.stepDuplicate,
  });

/** Text 1..1000 characters after trimming. */
export const inspirationTextSchema = z
  .string({ error: MESSAGES.inspiration.textRequired })
  .trim()
  .min(1, { error: MESSAGES.inspiration.textRequired })
  .max(INSPIRATION_TEXT_MAX, { error: MESSAGES.inspiration.textTooLong });

/** A real calendar date written yyyy-mm-dd (2024-02-30 and 2024-13-01 are refused). */
export const dueDateSchema = z
  .string({ error: MESSAGES.inspiration.dueDateFormat })
  .refine(isValidDateOnly, { error: MESSAGES.inspiration.dueDateFormat });

/** The largest position a card can be given (a board is numbered 0, 1, 2... and is never near this long). */
export const INSPIRATION_POSITION_MAX = 100_000;

export const positionSchema = z
  .number({ error: MESSAGES.inspiration.positionInvalid })
  .int({ error: MESSAGES.inspiration.positionInvalid })
  .min(0, { error: MESSAGES.inspiration.positionInvalid })
  .max(INSPIRATION_POSITION_MAX, { error: MESSAGES.inspiration.positionTooLarge });

export const inspirationCreateSchema = z.object({
  /** Sent by the client (spec section 7) but ignored by the server, which uses the signed-in user. */
  userId: z.string().optional(),
  text: inspirationTextSchema,
  tag: inspirationTagSchema,
  position: positionSchema.default(0),
  steps: stepsSchema.nullable().optional(),
  dueDate: dueDateSchema.nullable().optional(),
  priority: prioritySchema.nullable().optional(),
});
export type InspirationCreateInput = z.infer<typeof inspirationCreateSchema>;
export type InspirationCreateRequest = z.input<typeof inspirationCreateSchema>;

/** The board's add form: the item's text and tag. */
export const inspirationComposerSchema = inspirationCreateSchema.pick({ text: true, tag: true });

/** The Edit Item form: the item's text. */
export const inspirationEditSchema = z.object({ text: inspirationTextSchema });

/** PUT body: every field optional (no userId, no position). */
export const inspirationUpdateSchema = z.object({
  text: inspirationTextSchema.optional(),
  tag: inspirationTagSchema.optional(),
  steps: stepsSchema.nullable().optional(),
  dueDate: dueDateSchema.nullable().optional(),
  priority: prioritySchema.nullable().optional(),
});
export type InspirationUpdateInput = z.infer<typeof inspirationUpdateSchema>;

/** An item id (see `idSchema`: empty is 'Item ID is required'; one that cannot be an id answers 404). */
const itemIdSchema = idSchema({
  notFound: MESSAGES.inspiration.notFound,
  required: MESSAGES.inspiration.itemIdRequired,
});

export const inspirationIdSchema = z.object({ id: itemIdSchema });

export const reorderItemSchema = z.object({
  id: itemIdSchema,
  position: positionSchema,
});

export const reorderSchema = z.object({
  items: z
    .array(reorderItemSchema, { error: MESSAGES.inspiration.reorderEmpty })
    .min(1, { error: MESSAGES.inspiration.reorderEmpty })
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      error: MESSAGES.inspiration.reorderDuplicate,
    }),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

/** An item as the API returns it. */
export const inspirationItemSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  text: z.string(),
  tag: inspirationTagSchema,
  position: z.number().int(),
  steps: z.array(stepSchema).nullable(),
  dueDate: z.string().nullable(),
  priority: prioritySchema.nullable(),
  /** Goals: the rounded percentage of done steps (stepsProgress); null for other tags. */
  progress: z.number().int().min(0).max(100).nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema.nullable(),
});
export type InspirationItem = z.infer<typeof inspirationItemSchema>;

// ---------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------

/** Rounded percentage of done steps; 0 when there are none. */
export function stepsProgress(steps: readonly { done: boolean }[] | null | undefined): number {
  if (!steps || steps.length === 0) return 0;
  const done = steps.filter((s) => s.done).length;
  return Math.round((done / steps.length) * 100);
}

/** Board search: case-insensitive substring on text (trimmed query), combined with the tag filter (an InspirationFilter: 'All' or a tag; null means All). */
export function filterItems<T extends { text: string; tag: string }>(
  items: readonly T[],
  filter: { search?: string | null; tag?: string | null },
): T[] {
  const query = (filter.search ?? '').trim().toLowerCase();
  const tag = filter.tag ?? 'All';
  return items.filter(
    (item) =>
      (tag === 'All' || item.tag === tag) && (query === '' || item.text.toLowerCase().includes(query)),
  );
}

/** Items sorted by position (stable), as a new array. */
export function sortByPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/**
 * Drag and drop: moves the item at fromIndex to toIndex and renumbers every item 0..n-1.
 * Out-of-range indexes leave the order unchanged (positions still renumbered). Never mutates.
 */
export function moveItem<T extends { position: number }>(
  items: readonly T[],
  fromIndex: number,
  toIndex: number,
): T[] {
  const next = [...items];
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < next.length;
  if (inRange(fromIndex) && inRange(toIndex) && fromIndex !== toIndex) {
    const [moved] = next.splice(fromIndex, 1);
    if (moved !== undefined) next.splice(toIndex, 0, moved);
  }
  return next.map((item, position) => ({ ...item, position }));
}

/** The PATCH /reorder body for an ordered list. */
export function reorderPayload(items: readonly { id: string; position: number }[]): ReorderInput {
  return { items: items.map(({ id, position }) => ({ id, position })) };
}

export interface GoalFields {
  steps: Step[] | null;
  priority: Priority | null;
  dueDate: string | null;
}

/** The PUT payload that promotes a non-goal to Goal: empty steps, priority None, due date kept or null. */
export function promoteToGoal(item: { dueDate?: string | null }): {
  tag: 'Goal';
  steps: Step[];
  priority: 'None';
  dueDate: string | null;
} {
  return { tag: 'Goal', steps: [], priority: 'None', dueDate: item.dueDate ?? null };
}

/** Fields of a new item: a Goal starts with [] steps, priority None, no due date; other tags with nulls. */
export function newItemDefaults(tag: InspirationTag): GoalFields {
  return tag === 'Goal'
    ? { steps: [], priority: 'None', dueDate: null }
    : { steps: null, priority: null, dueDate: null };
}

/** Cuts text to `max` characters (1000 by default). */
export function clipText(text: string, max: number = INSPIRATION_TEXT_MAX): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** Dictation: appends a transcript to existing text (with a space between) and cuts to `max`. */
export function appendTranscript(
  existing: string,
  transcript: string,
  max: number = INSPIRATION_TEXT_MAX,
): string {
  const addition = transcript.trim();
  if (addition === '') return clipText(existing, max);
  const joined =
    existing === '' || /\s$/.test(existing) ? `${existing}${addition}` : `${existing} ${addition}`;
  return clipText(joined, max);
}

/** A random short step id (base36), no platform API needed. */
export function makeStepId(): string {
  return (Math.random().toString(36).slice(2, 10) + Date.now().toString(36)).slice(0, 10);
}

/** A new step from user text; null when the trimmed text is empty (spec: empty ignored). */
export function makeStep(text: string, now: number = Date.now()): Step | null {
  const trimmed = clipText(text.trim(), STEP_TEXT_MAX);
  if (trimmed === '') return null;
  return { id: makeStepId(), text: trimmed, done: false, createdAt: now };
}

/** True when a search or tag filter narrows the board (drag-and-drop needs the full, unfiltered list). */
export function isFilterActive(filter: { search?: string | null; tag?: string | null }): boolean {
  return (filter.search ?? '').trim() !== '' || (filter.tag ?? 'All') !== 'All';
}

/** Steps with one step's done flipped. Never mutates. */
export function toggleStep(steps: readonly Step[], stepId: string): Step[] {
  return steps.map((s) => (s.id === stepId ? { ...s, done: !s.done } : s));
}

/** Steps with one step's text replaced by the trimmed text; unchanged when the text is empty or null (cancelled prompt). */
export function renameStep(steps: readonly Step[], stepId: string, text: string | null | undefined): Step[] {
  const trimmed = clipText((text ?? '').trim(), STEP_TEXT_MAX);
  if (trimmed === '') return [...steps];
  return steps.map((s) => (s.id === stepId ? { ...s, text: trimmed } : s));
}

/** Steps without one step. */
export function removeStep(steps: readonly Step[], stepId: string): Step[] {
  return steps.filter((s) => s.id !== stepId);
}

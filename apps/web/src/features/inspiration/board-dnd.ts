/**
 * Drag and drop on a grid. @hello-pangea/dnd moves items along one axis per list, so a grid of `cols` columns
 * is rendered as one horizontal list per row ('row-0', 'row-1', ...); on one column it is a single vertical list
 * ('board'). These helpers turn a drop in that layout into indexes of the full, ordered item list.
 *
 * The keyboard does not go through the library: its keyboard sensor moves along one list and between lists only
 * where it finds one in view beside the card, so Down from the first row of a grid did nothing. A lifted card
 * moves in the full list instead (keyboardMoveTarget): Left/Right one place, Up/Down one row.
 */

export const SINGLE_LIST_ID = 'board';

export function rowListId(row: number): string {
  return `row-${row}`;
}

function rowOf(droppableId: string): number {
  if (droppableId === SINGLE_LIST_ID) return 0;
  const row = Number(droppableId.slice('row-'.length));
  return Number.isInteger(row) && row >= 0 ? row : 0;
}

/** Splits items into rows of `cols`. */
export function toRows<T>(items: readonly T[], cols: number): T[][] {
  const size = Math.max(1, Math.floor(cols));
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

export interface DropLocation {
  droppableId: string;
  index: number;
}

/**
 * The move a drop asks for: `from` is the dragged item's index in the full list, `to` its index after the move
 * (as `moveItem` takes them). Null when there is no destination or nothing moves.
 */
export function dropToMove(
  source: DropLocation,
  destination: DropLocation | null | undefined,
  cols: number,
  count: number,
): { from: number; to: number } | null {
  if (!destination || count === 0) return null;
  const size = source.droppableId === SINGLE_LIST_ID ? 0 : Math.max(1, Math.floor(cols));
  const from = rowOf(source.droppableId) * size + source.index;
  const rowStart = rowOf(destination.droppableId) * size;
  // The destination index counts the destination row without the dragged item; rows after the dragged one
  // start one place earlier once it is taken out.
  const to = Math.min(count - 1, Math.max(0, rowStart - (from < rowStart ? 1 : 0) + destination.index));
  if (from < 0 || from >= count || from === to) return null;
  return { from, to };
}

/** The arrow keys that move a lifted card. */
export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}

/**
 * Where an arrow key takes a card lifted with the keyboard, in the full ordered list shown as rows of `cols`:
 * Left and Right one place, Up and Down one row (`cols` places; on one column that is one place too). Down from
 * a row above a shorter last row lands at the end of the list; a move past either end stays where it is.
 */
export function keyboardMoveTarget(index: number, key: ArrowKey, cols: number, count: number): number {
  const size = Math.max(1, Math.floor(cols));
  const delta = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : key === 'ArrowUp' ? -size : size;
  const next = index + delta;
  if (next < 0) return index;
  if (next >= count)
    return key === 'ArrowDown' && Math.floor(index / size) < Math.floor((count - 1) / size)
      ? count - 1
      : index;
  return next;
}

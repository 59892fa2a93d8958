import { moveItem } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { dropToMove, keyboardMoveTarget, rowListId, SINGLE_LIST_ID, toRows } from './board-dnd';

const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, position) => ({ id, position }));
const order = (xs: { id: string }[]) => xs.map((x) => x.id).join('');

/** Applies a drop on a grid of `cols` columns to the item list. */
function drop(from: [string, number], to: [string, number] | null, cols: number): string {
  const move = dropToMove(
    { droppableId: from[0], index: from[1] },
    to && { droppableId: to[0], index: to[1] },
    cols,
    items.length,
  );
  return move ? order(moveItem(items, move.from, move.to)) : order(items);
}

describe('toRows', () => {
  it('splits into rows of the column count', () => {
    expect(toRows(items, 3).map(order)).toEqual(['abc', 'def', 'g']);
    expect(toRows(items, 1)).toHaveLength(7);
    expect(toRows([], 3)).toEqual([]);
  });
});

describe('dropToMove', () => {
  it('moves within the single vertical list', () => {
    expect(drop([SINGLE_LIST_ID, 0], [SINGLE_LIST_ID, 2], 1)).toBe('bcadefg');
    expect(drop([SINGLE_LIST_ID, 6], [SINGLE_LIST_ID, 0], 1)).toBe('gabcdef');
  });

  it('moves within a row', () => {
    expect(drop([rowListId(0), 0], [rowListId(0), 2], 3)).toBe('bcadefg');
    expect(drop([rowListId(1), 2], [rowListId(1), 0], 3)).toBe('abcfdeg');
  });

  it('moves down into a later row, landing before the card at the drop index', () => {
    // a dropped at index 0 of row 1 (before d)
    expect(drop([rowListId(0), 0], [rowListId(1), 0], 3)).toBe('bcadefg');
    // a dropped after f (index 3 of row 1, which holds d e f)
    expect(drop([rowListId(0), 0], [rowListId(1), 3], 3)).toBe('bcdefag');
    // b dropped at the end of the last row
    expect(drop([rowListId(0), 1], [rowListId(2), 1], 3)).toBe('acdefgb');
  });

  it('moves up into an earlier row', () => {
    expect(drop([rowListId(1), 0], [rowListId(0), 0], 3)).toBe('dabcefg');
    expect(drop([rowListId(2), 0], [rowListId(0), 1], 3)).toBe('agbcdef');
  });

  it('ignores drops outside any list and drops in place', () => {
    expect(drop([rowListId(0), 0], null, 3)).toBe('abcdefg');
    expect(
      dropToMove({ droppableId: rowListId(0), index: 1 }, { droppableId: rowListId(0), index: 1 }, 3, 7),
    ).toBeNull();
  });
});

describe('keyboardMoveTarget', () => {
  // 7 cards on 3 columns: rows [0 1 2] [3 4 5] [6].
  it('moves one place left and right, and one row up and down', () => {
    expect(keyboardMoveTarget(0, 'ArrowRight', 3, 7)).toBe(1);
    expect(keyboardMoveTarget(4, 'ArrowLeft', 3, 7)).toBe(3);
    expect(keyboardMoveTarget(0, 'ArrowDown', 3, 7)).toBe(3);
    expect(keyboardMoveTarget(4, 'ArrowUp', 3, 7)).toBe(1);
    // Right at the end of a row wraps into the next row (the order is one list).
    expect(keyboardMoveTarget(2, 'ArrowRight', 3, 7)).toBe(3);
  });

  it('stays at either end, and Down over a short last row lands at the end', () => {
    expect(keyboardMoveTarget(0, 'ArrowUp', 3, 7)).toBe(0);
    expect(keyboardMoveTarget(0, 'ArrowLeft', 3, 7)).toBe(0);
    expect(keyboardMoveTarget(6, 'ArrowRight', 3, 7)).toBe(6);
    expect(keyboardMoveTarget(6, 'ArrowDown', 3, 7)).toBe(6);
    expect(keyboardMoveTarget(5, 'ArrowDown', 3, 7)).toBe(6);
  });

  it('on one column every arrow moves one place', () => {
    expect(keyboardMoveTarget(0, 'ArrowDown', 1, 3)).toBe(1);
    expect(keyboardMoveTarget(1, 'ArrowUp', 1, 3)).toBe(0);
    expect(keyboardMoveTarget(1, 'ArrowRight', 1, 3)).toBe(2);
    expect(keyboardMoveTarget(2, 'ArrowDown', 1, 3)).toBe(2);
  });
});

import {
  DragDropContext,
  Draggable,
  Droppable,
  useMouseSensor,
  useTouchSensor,
  type DropResult,
} from '@hello-pangea/dnd';
import { VisuallyHidden } from '@mantine/core';
import {
  BOARD_KEYBOARD_ANNOUNCEMENTS as SAY,
  INSPIRATION_COPY,
  moveItem,
  type InspirationItem,
} from '@mentor/validation';
import { useLayoutEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { dropToMove, isArrowKey, keyboardMoveTarget, rowListId, SINGLE_LIST_ID, toRows } from './board-dnd';
import classes from './InspirationBoard.module.css';
import { InspirationCard, type InspirationCardProps } from './InspirationCard';

type CardActions = Pick<InspirationCardProps, 'onEdit' | 'onDelete' | 'onUpdate' | 'onPromote'>;

export interface BoardGridProps extends CardActions {
  items: InspirationItem[];
  cols: number;
  /** Off while a search or filter shows part of the board: a partial list cannot express a full order. */
  dragEnabled: boolean;
  /** Moves the item at `from` to `to` in the full list. */
  onMove: (from: number, to: number) => void;
}

/** Mouse and touch drag through the library; the keyboard is the board's own (see board-dnd.ts). */
const POINTER_SENSORS = [useMouseSensor, useTouchSensor];

/** A card lifted with the keyboard: where it was, and where it is shown now (indexes of the full list). */
interface KeyboardLift {
  id: string;
  from: number;
  to: number;
}

function DraggableCard({
  item,
  index,
  dragEnabled,
  lifted,
  onHandleKeyDown,
  className,
  actions,
}: {
  item: InspirationItem;
  index: number;
  dragEnabled: boolean;
  lifted: boolean;
  onHandleKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  className: string | undefined;
  actions: CardActions;
}) {
  return (
    <Draggable draggableId={item.id} index={index} isDragDisabled={!dragEnabled}>
      {(provided, snapshot) => (
        <div ref={provided.innerRef} {...provided.draggableProps} className={className}>
          <InspirationCard
            item={item}
            dragHandleProps={provided.dragHandleProps}
            dragDisabled={!dragEnabled}
            isDragging={snapshot.isDragging || lifted}
            onHandleKeyDown={onHandleKeyDown}
            {...actions}
          />
        </div>
      )}
    </Draggable>
  );
}

/**
 * The cards, reorderable by mouse and touch (@hello-pangea/dnd) and by keyboard: focus a card's handle, Space to
 * lift, the arrow keys to move it (Left/Right one place, Up/Down one row of the grid), Space to drop, Escape to
 * cancel; each step is announced. One column: a single vertical list. More: one horizontal list per row.
 */
export function BoardGrid({ items, cols, dragEnabled, onMove, ...actions }: BoardGridProps) {
  const [lift, setLift] = useState<KeyboardLift | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A lift whose card is gone (the list changed underneath) is dropped.
  const active = lift && items[lift.from]?.id === lift.id && lift.to < items.length ? lift : null;
  const shown = active ? moveItem(items, active.from, active.to) : items;
  const total = items.length;

  // The lifted card's handle keeps the focus as the card moves between rows (its element is re-created there).
  useLayoutEffect(() => {
    if (!active) return;
    const handle = document.querySelector<HTMLElement>(
      `[data-rfd-drag-handle-draggable-id="${CSS.escape(active.id)}"]`,
    );
    if (handle && document.activeElement !== handle) handle.focus();
  }, [active]);

  const onDragEnd = (result: DropResult) => {
    const move = dropToMove(result.source, result.destination, cols, items.length);
    if (move) onMove(move.from, move.to);
  };

  const handleKeyDown = (item: InspirationItem) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (!dragEnabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    if (!active) {
      if (key !== ' ') return;
      event.preventDefault();
      const from = items.findIndex((i) => i.id === item.id);
      if (from < 0) return;
      setLift({ id: item.id, from, to: from });
      setAnnouncement(SAY.lifted(from + 1, total));
      return;
    }
    if (active.id !== item.id) return;
    if (key === 'Escape') {
      event.preventDefault();
      setLift(null);
      setAnnouncement(SAY.cancelled(active.from + 1, total));
    } else if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      setLift(null);
      setAnnouncement(SAY.dropped(active.to + 1, total));
      if (active.to !== active.from) onMove(active.from, active.to);
    } else if (isArrowKey(key)) {
      event.preventDefault();
      const to = keyboardMoveTarget(active.to, key, cols, total);
      if (to === active.to) return;
      setLift({ ...active, to });
      setAnnouncement(SAY.moved(to + 1, total));
    } else if (key === 'Tab') {
      // Leaving the card puts it back.
      setLift(null);
      setAnnouncement(SAY.cancelled(active.from + 1, total));
    }
  };

  const card = (item: InspirationItem, index: number, className: string | undefined) => (
    <DraggableCard
      key={item.id}
      item={item}
      index={index}
      dragEnabled={dragEnabled}
      lifted={active?.id === item.id}
      onHandleKeyDown={handleKeyDown(item)}
      className={className}
      actions={actions}
    />
  );
  const style = { '--board-cols': cols } as CSSProperties;

  return (
    <DragDropContext
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={INSPIRATION_COPY.dragInstructions}
      enableDefaultSensors={false}
      sensors={POINTER_SENSORS}
    >
      <VisuallyHidden aria-live="assertive" aria-atomic="true" data-testid="board-announcer">
        {announcement}
      </VisuallyHidden>
      {cols <= 1 ? (
        <Droppable droppableId={SINGLE_LIST_ID}>
          {(provided) => (
            <div
              ref={provided.innerRef}
              {...provided.droppableProps}
              className={classes.list}
              data-testid="board-grid"
            >
              {shown.map((item, index) => card(item, index, classes.listItem))}
              {provided.placeholder}
            </div>
          )}
        </Droppable>
      ) : (
        <div style={style} data-testid="board-grid">
          {toRows(shown, cols).map((row, r) => (
            <Droppable key={r} droppableId={rowListId(r)} direction="horizontal">
              {(provided) => (
                <div ref={provided.innerRef} {...provided.droppableProps} className={classes.row}>
                  {row.map((item, index) => card(item, index, classes.rowItem))}
                  {provided.placeholder}
                </div>
              )}
            </Droppable>
          ))}
        </div>
      )}
    </DragDropContext>
  );
}

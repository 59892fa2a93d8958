import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { INSPIRATION_COPY, type InspirationItem } from '@mentor/validation';
import type { CSSProperties } from 'react';
import { dropToMove, rowListId, SINGLE_LIST_ID, toRows } from './board-dnd';
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

function DraggableCard({
  item,
  index,
  dragEnabled,
  className,
  actions,
}: {
  item: InspirationItem;
  index: number;
  dragEnabled: boolean;
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
            isDragging={snapshot.isDragging}
            {...actions}
          />
        </div>
      )}
    </Draggable>
  );
}

/**
 * The cards, reorderable by mouse, touch and keyboard (focus a card's handle, Space to lift, arrow keys to move,
 * Space to drop, Escape to cancel). One column: a single vertical list. More: one horizontal list per row, so the
 * arrow keys move along a row and up and down between rows.
 */
export function BoardGrid({ items, cols, dragEnabled, onMove, ...actions }: BoardGridProps) {
  const onDragEnd = (result: DropResult) => {
    const move = dropToMove(result.source, result.destination, cols, items.length);
    if (move) onMove(move.from, move.to);
  };
  const style = { '--board-cols': cols } as CSSProperties;

  return (
    <DragDropContext onDragEnd={onDragEnd} dragHandleUsageInstructions={INSPIRATION_COPY.dragInstructions}>
      {cols <= 1 ? (
        <Droppable droppableId={SINGLE_LIST_ID}>
          {(provided) => (
            <div
              ref={provided.innerRef}
              {...provided.droppableProps}
              className={classes.list}
              data-testid="board-grid"
            >
              {items.map((item, index) => (
                <DraggableCard
                  key={item.id}
                  item={item}
                  index={index}
                  dragEnabled={dragEnabled}
                  className={classes.listItem}
                  actions={actions}
                />
              ))}
              {provided.placeholder}
            </div>
          )}
        </Droppable>
      ) : (
        <div style={style} data-testid="board-grid">
          {toRows(items, cols).map((row, r) => (
            <Droppable key={r} droppableId={rowListId(r)} direction="horizontal">
              {(provided) => (
                <div ref={provided.innerRef} {...provided.droppableProps} className={classes.row}>
                  {row.map((item, index) => (
                    <DraggableCard
                      key={item.id}
                      item={item}
                      index={index}
                      dragEnabled={dragEnabled}
                      className={classes.rowItem}
                      actions={actions}
                    />
                  ))}
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

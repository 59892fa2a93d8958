import { ActionIcon, Badge, Card, Group, Text, Tooltip } from '@mantine/core';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import {
  formatDisplayDate,
  INSPIRATION_COPY,
  updatedLabel,
  type InspirationItem,
  type InspirationTag,
  type InspirationUpdateInput,
  type Priority,
} from '@mentor/validation';
import { IconGripVertical, IconPencil, IconTarget, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { GoalDetails } from './GoalDetails';
import classes from './InspirationBoard.module.css';

const C = INSPIRATION_COPY;

const TAG_COLORS: Record<InspirationTag, string> = {
  Idea: 'yellow',
  Event: 'blue',
  Goal: 'teal',
  Note: 'grape',
};
const PRIORITY_COLORS: Record<Exclude<Priority, 'None'>, string> = {
  Low: 'gray',
  Medium: 'orange',
  High: 'red',
};

export interface InspirationCardProps {
  item: InspirationItem;
  /** The drag handle's props from @hello-pangea/dnd (null when the card is not in a drag context). */
  dragHandleProps?: DraggableProvidedDragHandleProps | null;
  dragDisabled?: boolean;
  isDragging?: boolean;
  /** Keys on the drag handle (the board's keyboard reordering). */
  onHandleKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  onEdit: (item: InspirationItem) => void;
  onDelete: (item: InspirationItem) => void;
  onUpdate: (item: InspirationItem, patch: InspirationUpdateInput) => void;
  onPromote: (item: InspirationItem) => void;
}

/** Short text for labels ('Edit item: Buy a bike…'). */
function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** One board card: tag and priority badges, hover buttons, the text, 'Updated {date}'; goals add their details. */
export function InspirationCard({
  item,
  dragHandleProps,
  dragDisabled = false,
  isDragging = false,
  onHandleKeyDown,
  onEdit,
  onDelete,
  onUpdate,
  onPromote,
}: InspirationCardProps) {
  const isGoal = item.tag === 'Goal';
  const label = short(item.text);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-testid="inspiration-card"
      aria-label={`${item.tag}: ${label}`}
      component="article"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <div
            {...dragHandleProps}
            onKeyDown={onHandleKeyDown}
            className={classes.handle}
            data-disabled={dragDisabled || undefined}
            aria-label={`${C.dragHandle}: ${label}`}
            data-testid="drag-handle"
          >
            <IconGripVertical size={16} aria-hidden />
          </div>
          <Badge color={TAG_COLORS[item.tag]} variant="light">
            {item.tag}
          </Badge>
          {item.priority && item.priority !== 'None' && (
            <Badge color={PRIORITY_COLORS[item.priority]} variant="outline" data-testid="priority-badge">
              {item.priority}
            </Badge>
          )}
        </Group>
        <Group gap={2} wrap="nowrap" className={classes.actions}>
          {!isGoal && (
            <Tooltip label={C.promote} withinPortal>
              <ActionIcon
                variant="subtle"
                color="teal"
                onClick={() => onPromote(item)}
                aria-label={`${C.promote}: ${label}`}
              >
                <IconTarget size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={C.edit} withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onEdit(item)}
              aria-label={`${C.edit}: ${label}`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={C.delete} withinPortal>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(item)}
              aria-label={`${C.delete}: ${label}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      <Text className={classes.text} size="sm" data-testid="item-text">
        {item.text}
      </Text>

      {isGoal && <GoalDetails item={item} onUpdate={(patch) => onUpdate(item, patch)} />}

      <Text size="xs" c="dimmed" className={classes.footer}>
        {updatedLabel(formatDisplayDate(item.updatedAt ?? item.createdAt))}
      </Text>
    </Card>
  );
}

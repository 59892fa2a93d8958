import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * Toast helpers. At most one toast shows at a time for TOAST_DURATION_MS (set once on <Notifications> in
 * AppProviders); a newer toast waits in the queue.
 */
export interface NotifyOptions {
  /**
   * A toast that comes in quick runs (+10% pressed again and again, steps ticked one after another): a new toast
   * with the same id replaces the one showing, instead of queueing one identical toast per press.
   */
  id?: string;
}

/** The accessible name of a toast's close button (Mantine's has none of its own). */
export const TOAST_CLOSE_LABEL = 'Close notification';
const closeButtonProps = { 'aria-label': TOAST_CLOSE_LABEL };

function show(title: string, message: string, color: string, { id }: NotifyOptions): void {
  if (id) notifications.hide(id);
  notifications.show({ id, title, message, color, closeButtonProps });
}

export function notifySuccess(title: string, message: string, options: NotifyOptions = {}): void {
  show(title, message, 'teal', options);
}

/** A destructive (red) toast. */
export function notifyError(title: string, message: string, options: NotifyOptions = {}): void {
  show(title, message, 'red', options);
}

export interface UndoOptions extends NotifyOptions {
  /** The button's text ('Undo') and its accessible name (what it undoes). */
  undoText: string;
  undoLabel: string;
  onUndo: () => void;
}

/**
 * A success toast with an Undo button (a deleted board item): pressing it closes the toast and runs `onUndo`,
 * which puts the change back on the server and says so with its own toast.
 */
export function notifySuccessWithUndo(title: string, message: string, options: UndoOptions): void {
  const id = options.id ?? `undo-${Date.now()}`;
  notifications.hide(id);
  notifications.show({
    id,
    title,
    color: 'teal',
    closeButtonProps,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          aria-label={options.undoLabel}
          onClick={() => {
            notifications.hide(id);
            options.onUndo();
          }}
          style={{ flexShrink: 0, minHeight: 32 }}
        >
          {options.undoText}
        </Button>
      </Group>
    ),
  });
}

/** Takes a toast with this id off the screen (or out of the queue): its news is out of date. */
export function dismissToast(id: string): void {
  notifications.hide(id);
}

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

function show(title: string, message: string, color: string, { id }: NotifyOptions): void {
  if (id) notifications.hide(id);
  notifications.show({ id, title, message, color });
}

export function notifySuccess(title: string, message: string, options: NotifyOptions = {}): void {
  show(title, message, 'teal', options);
}

/** A destructive (red) toast. */
export function notifyError(title: string, message: string, options: NotifyOptions = {}): void {
  show(title, message, 'red', options);
}

/** Takes a toast with this id off the screen (or out of the queue): its news is out of date. */
export function dismissToast(id: string): void {
  notifications.hide(id);
}

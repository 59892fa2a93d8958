import { notifications } from '@mantine/notifications';
import { TOAST_SWIPE_THRESHOLD_PX } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '../test-utils';
import { notifySuccess, TOAST_CLOSE_LABEL } from './notify';
import { TOAST_REGION_LABEL } from './toast-region';

function showToast(): HTMLElement {
  act(() => notifySuccess('Saved', 'Your changes are saved.'));
  return screen.getByRole('alert');
}

/** A pointer drag from x=100 by `dx` pixels, starting on `target`. */
function drag(target: HTMLElement, dx: number, { cancel = false } = {}) {
  const at = (clientX: number) => ({ pointerId: 7, pointerType: 'touch', clientX, clientY: 20, button: 0 });
  fireEvent.pointerDown(target, at(100));
  fireEvent.pointerMove(target, at(100 + dx / 2));
  fireEvent.pointerMove(target, at(100 + dx));
  if (cancel) fireEvent.pointerCancel(target, at(100 + dx));
  else fireEvent.pointerUp(target, at(100 + dx));
}

describe('toast region', () => {
  it('is a region named "Notifications (F8)", out of the tab order, that F8 focuses', async () => {
    const { user } = render(<button type="button">Elsewhere</button>);
    const region = screen.getByRole('region', { name: TOAST_REGION_LABEL });
    expect(region.getAttribute('tabindex')).toBe('-1');
    showToast();
    expect(region.contains(screen.getByRole('alert'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(document.activeElement?.textContent).toBe('Elsewhere');
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region);
    // From the region, Tab reaches the toast's close button, which has a name.
    await user.tab();
    expect(region.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: TOAST_CLOSE_LABEL }));
  });

  it('leaves F8 with a modifier alone', async () => {
    const { user } = render(<button type="button">Elsewhere</button>);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Shift>}{F8}{/Shift}');
    expect(document.activeElement?.textContent).toBe('Elsewhere');
  });

  it(`dismisses a toast swiped right by ${TOAST_SWIPE_THRESHOLD_PX} px`, async () => {
    render(<div />);
    const toast = showToast();
    drag(screen.getByText('Your changes are saved.'), TOAST_SWIPE_THRESHOLD_PX);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(toast.isConnected).toBe(false);
  });

  it(`puts back a toast swiped right by less than ${TOAST_SWIPE_THRESHOLD_PX} px`, async () => {
    render(<div />);
    const toast = showToast();
    drag(toast, TOAST_SWIPE_THRESHOLD_PX - 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('alert')).toBe(toast);
  });

  it('moves the toast with the pointer while dragging, and back when let go short', () => {
    render(<div />);
    const toast = showToast();
    const pointer = (clientX: number) => ({ pointerId: 3, pointerType: 'mouse', button: 0, clientX });
    fireEvent.pointerDown(toast, pointer(10));
    fireEvent.pointerMove(toast, pointer(40));
    expect(toast.style.getPropertyValue('--notifications-swipe-offset')).toBe('30px');
    fireEvent.pointerUp(toast, pointer(20));
    expect(toast.style.getPropertyValue('--notifications-swipe-offset')).toBe('0px');
  });

  it('keeps a toast swiped left, or whose drag was canceled', async () => {
    render(<div />);
    const toast = showToast();
    drag(toast, -120);
    drag(toast, 120, { cancel: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('alert')).toBe(toast);
  });

  it('keeps a toast that may not be closed', async () => {
    render(<div />);
    act(() => {
      notifications.show({ title: 'Working', message: 'Please wait', allowClose: false });
    });
    drag(screen.getByRole('alert'), 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('alert').textContent).toContain('Please wait');
  });
});

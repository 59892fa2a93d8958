import '../app-styles';
import { OptionalPortal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from '@mentor/validation/plain';
import { useEffect, useState } from 'react';

/** The accessible name of the toast region; F8 moves focus there (spec section 9). */
export const TOAST_REGION_LABEL = 'Notifications (F8)';
const TOAST_HOTKEY = 'F8';

/** The notification (toast) that `target` is part of, with its id, when it lies inside `region`. */
function toastAt(region: HTMLElement, target: EventTarget | null): { el: HTMLElement; id: string } | null {
  const shown = notificationsStore.getState().notifications;
  for (let el = target instanceof Element ? target : null; el && el !== region; el = el.parentElement) {
    // Mantine renders a notification's id as the id of its root element.
    const data = el.id ? shown.find((n) => n.id === el.id) : undefined;
    if (data) return data.allowClose === false ? null : { el: el as HTMLElement, id: el.id };
  }
  return null;
}

/**
 * Lets a pointer drag to the right of at least TOAST_SWIPE_THRESHOLD_PX dismiss the toast it started on; the
 * toast follows the pointer meanwhile. A shorter drag, or one to the left, puts it back. One listener on the
 * region serves every toast.
 */
function useSwipeToDismiss(region: HTMLDivElement | null): void {
  useEffect(() => {
    if (!region) return;
    let drag: { el: HTMLElement; id: string; pointerId: number; startX: number; transition: string } | null =
      null;

    const setOffset = (px: number) => drag?.el.style.setProperty('--notifications-swipe-offset', `${px}px`);
    const end = (event: PointerEvent, canceled: boolean) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const { el, id, startX, transition } = drag;
      const distance = event.clientX - startX;
      setOffset(0);
      el.style.transitionDuration = transition;
      drag = null;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      if (!canceled && distance >= TOAST_SWIPE_THRESHOLD_PX) notifications.hide(id);
    };
    const move = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      setOffset(Math.max(0, event.clientX - drag.startX));
    };
    const up = (event: PointerEvent) => end(event, false);
    const cancel = (event: PointerEvent) => end(event, true);
    const down = (event: PointerEvent) => {
      if (drag || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const toast = toastAt(region, event.target);
      if (!toast) return;
      drag = {
        ...toast,
        pointerId: event.pointerId,
        startX: event.clientX,
        transition: toast.el.style.transitionDuration,
      };
      // Follow the pointer without the enter/leave transition lagging behind.
      toast.el.style.transitionDuration = '0ms';
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', cancel);
    };

    region.addEventListener('pointerdown', down);
    return () => {
      region.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [region]);
}

/** F8 (without modifiers) moves focus to the toast region, from anywhere in the page. */
function useFocusHotkey(region: HTMLDivElement | null): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      event.preventDefault();
      region?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region]);
}

/** Below 768 px (a phone): the toasts show at the top, where they cover no primary action (issue 24). */
const TOAST_PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The toasts (spec section 9): Mantine Notifications, one at a time for TOAST_DURATION_MS, bottom-right (on a
 * phone top-centre: at the bottom they covered a dialog's Create Goal button and the chat's send), inside a
 * labelled region that F8 focuses. Dismissing is the close button or a swipe right of TOAST_SWIPE_THRESHOLD_PX;
 * Mantine's own drag and horizontal-scroll dismissal (either direction, at a third of the width) are off.
 */
export function ToastRegion() {
  // The region is rendered into a portal, which mounts after this component: the element is state (a callback
  // ref), so the listeners are attached when it appears rather than on a first render that has none.
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const phone = useMediaQuery(TOAST_PHONE_QUERY, false, { getInitialValueInEffect: false });
  useFocusHotkey(region);
  useSwipeToDismiss(region);
  return (
    <OptionalPortal>
      <div ref={setRegion} role="region" aria-label={TOAST_REGION_LABEL} tabIndex={-1}>
        <Notifications
          withinPortal={false}
          limit={TOAST_LIMIT}
          autoClose={TOAST_DURATION_MS}
          position={phone ? 'top-center' : 'bottom-right'}
          allowDragDismiss={false}
          allowScrollDismiss={false}
        />
      </div>
    </OptionalPortal>
  );
}

// Vitest setup for the web app (happy-dom). jest-dom is not installed: assert with plain vitest matchers.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetUnauthorizedHandler } from '../lib/unauthorized';
import { disposeQueryClients } from './render';
import { DEFAULT_VIEWPORT, setViewport } from './viewport';

// Lazy routes are transformed on first import: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 4000 });

// Tests call React's act() directly (e.g. around fake timers).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Mantine reads media queries and observes element sizes.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
globalThis.ResizeObserver = ResizeObserverStub;

// happy-dom has no `document.fonts`, which Mantine's autosize Textarea listens to.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  await disposeQueryClients();
  notifications.clean();
  resetUnauthorizedHandler();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setViewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
});

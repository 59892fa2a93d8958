import { describe, expect, it, vi } from 'vitest';
import { installChunkReload, mayReloadForChunk } from './chunk-reload';

/** A window whose reload is recorded, with the test's session storage. */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } });
  return { win: win as unknown as Window, reload };
}

/** Vite's event for a chunk that did not load: cancelable, prevented when the app handles it. */
function preloadError(win: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  win.dispatchEvent(event);
  return event;
}

describe('reload once on a missing chunk', () => {
  it('reloads on the first failure of a build, never again for the same build (no loop)', () => {
    const { win, reload } = fakeWindow();
    installChunkReload(win);
    expect(preloadError(win).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reload landed on the same build and the chunk is still missing: the error reaches the boundary.
    const { win: after, reload: reloadAfter } = fakeWindow();
    installChunkReload(after);
    expect(preloadError(after).defaultPrevented).toBe(false);
    expect(reloadAfter).not.toHaveBeenCalled();
  });

  it('a newer build may reload once more', () => {
    expect(mayReloadForChunk(window.sessionStorage, '/assets/index-old.js')).toBe(true);
    expect(mayReloadForChunk(window.sessionStorage, '/assets/index-old.js')).toBe(false);
    expect(mayReloadForChunk(window.sessionStorage, '/assets/index-new.js')).toBe(true);
    expect(mayReloadForChunk(window.sessionStorage, '/assets/index-new.js')).toBe(false);
  });

  it('without session storage it never reloads by itself (it could not remember that it did)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(mayReloadForChunk(throwing, '/assets/index-a.js')).toBe(false);
  });
});

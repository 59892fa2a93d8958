/**
 * A screen's code that cannot be loaded after a deploy: the page still runs the old build, whose chunks the server
 * no longer has. Vite reports it as a `vite:preloadError` event; the page then reloads once to pick up the new
 * build. At most one automatic reload per build per tab (sessionStorage remembers the build that reloaded), so a
 * chunk that is missing for good never loops: the second failure reaches the error boundary (Try again, Reload).
 */
const RELOADED_KEY = 'mentor:chunk-reload';

/**
 * This build: the address of the module that holds this code changes with every build (its name carries the hash
 * of its content, which holds the names, and so the hashes, of every chunk it loads).
 */
const THIS_BUILD = import.meta.url;

/** Whether this build may reload automatically now; if so, remembers that it did. */
export function mayReloadForChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  build = THIS_BUILD,
): boolean {
  try {
    if (storage.getItem(RELOADED_KEY) === build) return false;
    storage.setItem(RELOADED_KEY, build);
    return true;
  } catch {
    // No session storage (disabled, full): a reload could not be remembered, so it could loop. None.
    return false;
  }
}

/** Listens for Vite's chunk-load failures: the first of this build in this tab reloads the page. */
export function installChunkReload(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!mayReloadForChunk(win.sessionStorage)) return;
    // The import resolves to nothing instead of failing (lazyPage waits on it): the page stays 'Loading...' until
    // the reload replaces it.
    event.preventDefault();
    win.location.reload();
  });
}

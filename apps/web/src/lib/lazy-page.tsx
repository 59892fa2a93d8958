import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Errors of a lazy screen's code that did not load (a missing chunk, a dropped connection). */
const chunkErrors = new WeakSet<object>();

/** The lazy screens whose code failed to load: `retryFailedPages` lets each try again. */
const failed = new Set<() => void>();

/** Whether `error` is a screen's code that did not load (rather than a screen that threw while rendering). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (chunkErrors.has(error)) return true;
  const message = error instanceof Error ? error.message : '';
  // Chromium, Firefox and Safari word a failed dynamic import differently; Vite words a failed stylesheet.
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/**
 * React.lazy that can load again: React keeps a lazy component's failure for good, so a screen whose chunk failed
 * once (a deploy, a dropped connection) would fail on every render. Here a failure is marked as a chunk error and
 * the screen is remembered; `retryFailedPages` (the error boundary's Try again) gives it a fresh lazy component,
 * whose render imports the chunk again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let Current: LazyExoticComponent<ComponentType>;
  const make = () => {
    Current = lazy(async () => {
      try {
        const module = await load();
        // Nothing: a missing chunk the page is reloading for (lib/chunk-reload.ts); wait for the reload.
        return module ?? new Promise<never>(() => {});
      } catch (error) {
        if (typeof error === 'object' && error !== null) chunkErrors.add(error);
        failed.add(make);
        throw error;
      }
    });
  };
  make();
  function LazyPage() {
    return <Current />;
  }
  return LazyPage;
}

/** Every lazy screen whose code failed to load gets a fresh start: its next render imports it again. */
export function retryFailedPages(): void {
  for (const make of failed) make();
  failed.clear();
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Errors of a lazy screen's code that did not load (a missing chunk, a dropped connection). */
const chunkErrors = new WeakSet<object>();

/** The lazy screens whose code failed to load: `retryFailedPages` lets each try again. */
const failed = new Set<() => void>();

/** Whether `error` is a lazy screen's code that did not load (rather than a screen that threw while rendering). */
export function isChunkLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && chunkErrors.has(error);
}

type PageModule<P> = { default: ComponentType<P> };

/**
 * The address of the chunk a failed import names (Chromium and Firefox put it in the message), when it is this
 * site's: the browser remembers a failed module for the page's life, so importing it again needs a new address.
 */
function failedChunkUrl(error: unknown): string | null {
  const found = /(https?:\/\/[^\s'"?#]+\.js)/.exec(error instanceof Error ? error.message : '')?.[1];
  return found && new URL(found).origin === window.location.origin ? found : null;
}

/**
 * React.lazy that can load again: React keeps a lazy component's failure for good, so a screen whose chunk failed
 * once (a deploy, a dropped connection) would fail on every render. Here a failure is marked as a chunk error and
 * the screen is remembered; `retryFailedPages` (the error boundary's Try again) gives it a fresh lazy component,
 * whose render imports the chunk again: by the same import when the failure named no chunk, else by the chunk's
 * address with `?retry=N` (a module that failed is never fetched again under its own address). When a chunk the
 * page's chunk imports is the one missing, only Reload page helps (the browser remembers that failure too). Also
 * for a lazy part of a screen (the admin's charts): its props pass through.
 */
export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): ComponentType<P> {
  let Current: LazyExoticComponent<ComponentType<P>>;
  let retryUrl: string | null = null;
  let attempt = 0;
  const make = () => {
    const url = retryUrl;
    Current = lazy(async () => {
      try {
        const module = url ? ((await import(/* @vite-ignore */ url)) as PageModule<P>) : await load();
        // Nothing: a missing chunk the page is reloading for (lib/chunk-reload.ts); wait for the reload.
        return module ?? new Promise<never>(() => {});
      } catch (error) {
        if (typeof error === 'object' && error !== null) chunkErrors.add(error);
        const chunk = failedChunkUrl(error);
        if (chunk) retryUrl = `${chunk}?retry=${(attempt += 1)}`;
        failed.add(make);
        throw error;
      }
    });
  };
  make();
  function LazyPage(props: P) {
    return <Current {...props} />;
  }
  return LazyPage;
}

/** Every lazy screen whose code failed to load gets a fresh start: its next render imports it again. */
export function retryFailedPages(): void {
  for (const make of failed) make();
  failed.clear();
}

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void };
}

export const DEFAULT_VIEWPORT = { width: 1024, height: 768 } as const;

/**
 * Resizes the happy-dom window, so Mantine's `hiddenFrom` / `visibleFrom` media queries apply
 * (e.g. 390 for a phone; the setup file restores 1024 after each test).
 */
export function setViewport(width: number, height: number = DEFAULT_VIEWPORT.height): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width, height });
}

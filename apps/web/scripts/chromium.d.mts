/** The browser the e2e suite drives: CHROMIUM_PATH, then the machine's own Chromium; null when there is none. */
export function findChromium(env?: NodeJS.ProcessEnv): string | null;

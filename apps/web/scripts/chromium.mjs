// Finds the Chromium the e2e suite drives: CHROMIUM_PATH, then the machine's own Chromium. Run as a script
// (`node scripts/chromium.mjs`), it makes sure one exists: as root on a Debian-like machine it installs Debian's
// `chromium`; otherwise it stops with one line naming the command to run.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser to use, or null when there is none. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const dir of ['/usr/bin', ...dirs]) {
    for (const name of NAMES) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable browser.`);
    process.exit(1);
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && isExecutable('/usr/bin/apt-get')) {
    console.log(
      "No Chromium found: installing Debian's chromium for the e2e suite (apt-get install chromium)",
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
    execFileSync('apt-get', ['update', '-qq'], quiet);
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet);
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'No Chromium found for the e2e suite: run `sudo apt-get install chromium` (or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
  );
  process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`e2e browser: ${ensureChromium()}`);
}

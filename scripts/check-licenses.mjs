// `pnpm licenses`: the licence of every runtime dependency of every workspace package (dependencies, not
// devDependencies, transitively), read by license-checker-rseidelsohn from node_modules, against one allow-list.
// Part of `pnpm lint` (and so of CI). Prints one line per package folder; exits 1 naming each package whose
// licence is not allowed. Our own packages (private, MIT by the LICENSE at the root) are left out.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init } from 'license-checker-rseidelsohn';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Permissive licences: a dependency under one of these may be shipped in the image and the web bundle as it is
 * (their notices travel inside each package). An SPDX expression passes when an OR offers one of them, or when
 * every part of an AND is one of them. Nothing copyleft: MPL-2.0, LGPL and GPL need a decision first
 * (docs/decisions.md, "Licences").
 */
const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
]);

/**
 * Dependencies allowed by a recorded decision rather than by their licence, with the exact version reviewed (an
 * upgrade is reviewed again). eSpeak NG (GPL-3.0-or-later) is the offline voice: it runs in a child process of its
 * own, spoken to over stdio, never loaded into the server (docs/decisions.md, "Licences").
 */
const REVIEWED = new Map([['espeak-ng@1.0.2', 'GPL-3.0-or-later']]);

/** Whether an SPDX expression (as the checker reports it: `MIT`, `(MIT OR CC0-1.0)`, `MIT AND ISC`) is allowed. */
function isAllowed(expression) {
  const text = expression.replace(/^\((.*)\)$/, '$1').replace(/\*$/, '');
  if (/ OR /.test(text)) return text.split(/ OR /).some((part) => isAllowed(part.trim()));
  if (/ AND /.test(text)) return text.split(/ AND /).every((part) => isAllowed(part.trim()));
  return ALLOWED.has(text.trim());
}

/** The workspace packages: apps/* and packages/*. */
function workspaces() {
  return ['apps', 'packages'].flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name)),
  );
}

function licencesOf(dir) {
  return new Promise((resolve, reject) => {
    init({ start: join(root, dir), production: true, excludePrivatePackages: true }, (error, packages) =>
      error ? reject(error) : resolve(packages),
    );
  });
}

const refused = [];
const dirs = workspaces();
// Read side by side: most of the time is waiting on the file system.
const found = await Promise.all(dirs.map(licencesOf));
for (const [i, dir] of dirs.entries()) {
  const packages = found[i];
  const names = Object.keys(packages);
  for (const name of names) {
    const licence = String(packages[name].licenses ?? 'UNKNOWN');
    if (isAllowed(licence)) continue;
    if (REVIEWED.get(name) === licence) continue;
    refused.push(`${dir}: ${name} is ${licence}`);
  }
  console.log(`${dir}: ${names.length} runtime dependencies checked`);
}
if (refused.length > 0) {
  console.error(`Licences not on the allow-list (scripts/check-licenses.mjs):\n  ${refused.join('\n  ')}`);
  process.exit(1);
}
console.log('Every runtime dependency has an allowed licence.');

// Per-route JavaScript budgets, checked after `vite build`. For each route of the router (routes.mjs reads them from
// src/router.tsx) it sums the gzip size of the JavaScript a first visit downloads before the page renders: the entry
// chunk of index.html, the route's lazy modules (its layout, page and view) and every chunk those import
// statically, transitively (Vite modulepreloads them), from dist/.vite/manifest.json. Code a page loads later, on
// demand (the code highlighter, the voice conversation, the admin's charts, ...), is measured as what it adds to
// the route that opens it. Prints a table (measured, budget, headroom) and exits 1 when:
// - a route or an on-demand chunk is over its budget;
// - a route of the router, or a lazily imported module of the build, has no budget (a new one must get one);
// - a budget names a route or on-demand entry that no longer exists;
// - the landing's JavaScript carries zod, modal or date code (DESIGN.md).
// `--dist DIR` measures another build; `--propose` prints budgets of today's sizes plus 5% (route-budgets.json).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routeTable } from './routes.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The budgets in kB gzip, per route and per on-demand entry: each is the size measured when it was set plus 5%
 * (docs/decisions.md, "Honest gates"). A budget is never raised to fit a build; a change that needs more says so
 * in its commit and sets that budget again from its measured size.
 */
const BUDGETS = JSON.parse(readFileSync(join(here, 'route-budgets.json'), 'utf8'));
const HEADROOM = 1.05;

/** Where the landing's initial JavaScript is meant to end (issue 13); printed beside its figure. */
const TARGET_KB = 120;

/**
 * Code loaded on demand, after a route has rendered: the modules (manifest keys; a RegExp matches several) and the
 * route that opens it, whose chunks it then does not download again.
 */
const ON_DEMAND = [
  {
    name: 'code highlighter',
    modules: ['src/features/chat/highlight/highlighter.tsx'],
    from: '/dashboard/chat',
  },
  {
    name: 'voice conversation (VAD, onnxruntime-web)',
    modules: ['src/features/voice/hands-free/VoiceModePanel.tsx'],
    from: '/dashboard/chat',
  },
  { name: 'admin charts (recharts)', modules: ['src/features/admin/DailyBarChart.tsx'], from: '/admin' },
  { name: 'password strength (zxcvbn)', modules: [/\/@zxcvbn-ts\//], from: '/sign-in' },
  { name: 'toast region (3 s after the first render)', modules: ['src/lib/toast-region.tsx'], from: '/' },
  { name: 'landing mobile menu', modules: ['src/layouts/LandingMobileMenu.tsx'], from: '/' },
  { name: 'account deleted notice', modules: ['src/features/landing/AccountDeletedAlert.tsx'], from: '/' },
];

/**
 * What the landing page's critical path must not carry (DESIGN.md): zod, modal and date code. Matched against the
 * source files in its chunks' source maps.
 */
const FORBIDDEN = [
  { name: 'zod', test: /node_modules\/zod\// },
  { name: '@mantine/dates', test: /@mantine\/dates\// },
  { name: '@mantine/modals', test: /@mantine\/modals\// },
  { name: 'Mantine Modal', test: /@mantine\/core\/esm\/components\/(Modal|ModalBase|Drawer)\// },
  { name: 'dayjs', test: /node_modules\/dayjs\// },
];

/** The chunks (manifest keys) `keys` load before they run: themselves and their static imports, transitively. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The routes that load the same modules share a row, named by its first path (signed-out routes come first) that
 * no earlier row took, else by that path with "(signed in)".
 */
function routeRows(routes) {
  const rows = [];
  for (const route of routes) {
    const id = [...route.modules].sort().join(' ');
    const row = rows.find((r) => r.id === id);
    if (row) row.paths.push(route.path);
    else rows.push({ id, modules: route.modules, paths: [route.path], signedIn: route.signedIn });
  }
  const taken = new Set();
  for (const row of rows) {
    row.paths = [...new Set(row.paths)];
    const free = row.paths.find((p) => !taken.has(p));
    row.name = free ?? `${row.paths[0]} (signed in)`;
    taken.add(free ?? row.name);
  }
  return rows;
}

function measure(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && manifest[key].src === 'index.html',
  );
  if (!entry) throw new Error('The manifest has no index.html entry');
  const sizes = new Map();
  const gzip = (key) => {
    const file = manifest[key].file;
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const jsOf = (keys) => [...keys].filter((key) => manifest[key].file.endsWith('.js'));
  const total = (keys) => jsOf(keys).reduce((sum, key) => sum + gzip(key), 0);

  const rows = routeRows(routeTable()).map((row) => {
    const chunks = staticClosure(manifest, [entry, ...row.modules]);
    return { kind: 'route', ...row, chunks, bytes: total(chunks) };
  });
  const problems = [];
  const onDemand = ON_DEMAND.map((item) => {
    const keys = Object.keys(manifest).filter((key) =>
      item.modules.some((m) => (typeof m === 'string' ? key === m : m.test(key))),
    );
    if (keys.length === 0) problems.push(`On demand "${item.name}": no module of the build matches it`);
    const from = rows.find((r) => r.name === item.from);
    if (!from) problems.push(`On demand "${item.name}": no route ${item.from}`);
    const chunks = new Set(
      [...staticClosure(manifest, keys)].filter((key) => !from || !from.chunks.has(key)),
    );
    return { kind: 'on demand', name: item.name, from: item.from, keys, chunks, bytes: total(chunks) };
  });

  // Every module the build loads lazily belongs to a route or to an on-demand entry.
  const covered = new Set([...rows.flatMap((r) => r.modules), ...onDemand.flatMap((o) => o.keys)]);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && !covered.has(key)) {
      problems.push(`${key} is imported lazily but no route renders it and ON_DEMAND does not list it`);
    }
  }

  const landing = rows.find((r) => r.name === '/');
  const sources = jsOf(landing?.chunks ?? []).flatMap((key) => {
    const map = join(distDir, `${manifest[key].file}.map`);
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  });
  const forbidden = FORBIDDEN.filter(({ test }) => sources.some((s) => test.test(s))).map((f) => f.name);
  return { rows, onDemand, problems, forbidden };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
/** A budget of today's size plus 5%, in kB rounded up to 0.1. */
const propose = (bytes) => Math.ceil((bytes * HEADROOM) / 100) / 10;

/** The other paths of a route's row, "(signed in)" where another row has the same path signed out. */
function aliases(row, rows) {
  return row.paths
    .filter((p) => p !== row.name && `${p} (signed in)` !== row.name)
    .map((p) => (rows.some((r) => r !== row && r.name === p) ? `${p} (signed in)` : p));
}

/** Each route and on-demand entry against its budget, and each budget against one of them: the failures. */
function failuresOf({ rows, onDemand, problems, forbidden }) {
  const failures = [...problems];
  for (const [kind, list, budgets] of [
    ['route', rows, BUDGETS.routes],
    ['on demand', onDemand, BUDGETS.onDemand],
  ]) {
    for (const item of list) {
      const budget = budgets[item.name];
      if (budget === undefined) {
        failures.push(
          `${kind} ${item.name} has no budget: add "${item.name}": ${propose(item.bytes)} ` +
            `(${kb(item.bytes)} kB + 5%) to scripts/route-budgets.json`,
        );
      } else if (item.bytes > budget * 1000) {
        failures.push(`${kind} ${item.name}: ${kb(item.bytes)} kB gzip > budget ${budget} kB`);
      }
    }
    for (const name of Object.keys(budgets)) {
      if (!list.some((item) => item.name === name)) {
        failures.push(`scripts/route-budgets.json: no ${kind} "${name}" any more`);
      }
    }
  }
  if (forbidden.length) failures.push(`The landing's JavaScript carries ${forbidden.join(', ')}`);
  return failures;
}

/** The table: route (or on-demand entry), measured, budget, headroom, chunks, the row's other paths. */
function print({ rows, onDemand }) {
  const lines = [
    ...rows.map((row) => ({
      name: row.name,
      item: row,
      budget: BUDGETS.routes[row.name],
      also: aliases(row, rows),
    })),
    ...onDemand.map((item) => ({
      name: `${item.name} (after ${item.from})`,
      item,
      budget: BUDGETS.onDemand[item.name],
      also: [],
    })),
  ];
  const width = Math.max(...lines.map((l) => l.name.length));
  console.log("JavaScript per route, kB gzip: the entry, the route's lazy chunks and their static imports");
  console.log(`${'route'.padEnd(width)}  measured  budget     headroom  chunks`);
  for (const [i, { name, item, budget, also }] of lines.entries()) {
    if (i === rows.length) console.log('On demand, what each adds to the route that opens it:');
    const room = budget * 1000 - item.bytes;
    const headroom = budget === undefined ? '' : `${kb(room)} (${Math.round((100 * room) / item.bytes)}%)`;
    console.log(
      [
        name.padEnd(width),
        kb(item.bytes).padStart(8),
        String(budget ?? '-').padStart(6),
        headroom.padStart(11),
        String(item.chunks.size).padStart(6),
        also.length ? `also ${also.join(', ')}` : '',
      ]
        .join('  ')
        .trimEnd(),
    );
  }
  const landing = rows.find((r) => r.name === '/');
  if (landing) console.log(`The landing's target: ${TARGET_KB} kB (measured ${kb(landing.bytes)} kB)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distArg = process.argv.indexOf('--dist');
  const distDir = distArg > 0 ? resolve(process.argv[distArg + 1] ?? '') : resolve(here, '../dist');
  const result = measure(distDir);
  if (process.argv.includes('--propose')) {
    const budgets = (list) => Object.fromEntries(list.map((item) => [item.name, propose(item.bytes)]));
    console.log(
      JSON.stringify({ routes: budgets(result.rows), onDemand: budgets(result.onDemand) }, null, 2),
    );
  } else {
    print(result);
    const failures = failuresOf(result);
    for (const failure of failures) console.error(failure);
    if (failures.length) process.exit(1);
  }
}

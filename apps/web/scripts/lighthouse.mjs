// Mobile Lighthouse (performance only) on the production build served by the api, as the e2e suite serves it:
// a fresh embedded database in a temp DATA_DIR, the offline mentor, a free port. Audits `/` and
// `/how-sessions-work` signed out and `/dashboard` signed in (a fresh account with two goals and two session
// summaries), in one Chromium: one run for a page that meets its target, else the median of three. Prints each
// score, its metrics and the host's benchmark index: a measurement, not a check. Exits 1 only on a layout shift
// (CLS over 0.1), which does not depend on the host's speed.
// Run after `vite build` (pnpm test:e2e does both): `node scripts/lighthouse.mjs`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = resolve(here, '../../api');
// `--dist DIR` audits another build (e.g. an older one, for a before/after figure).
const distArg = process.argv.indexOf('--dist');
const webDist = distArg > 0 ? resolve(process.argv[distArg + 1] ?? '') : resolve(here, '../dist');
/** The server's token for the e2e suite's SQL route (E2E_SQL_TOKEN: the route exists only with it). */
const SQL_TOKEN = randomBytes(24).toString('hex');

/**
 * Per page: the performance target (0-100), printed beside the score. The score is not a gate: simulated
 * throttling multiplies the CPU time it measures on the host, and on the shared 2-core CI machines one build's
 * score moves by up to 20 points within an hour with the host's own benchmark index (docs/performance.md has the
 * runs); a floor low enough never to fail there (45 for the dashboard) would let most regressions through. What
 * gates the JavaScript a page loads is the per-route size budget (size-budget.mjs), which is exact. The layout
 * shift is a gate: it does not scale with the host's speed (docs/decisions.md, "Honest gates").
 */
export const TARGETS = [
  { path: '/', name: 'landing', target: 90, signedIn: false },
  { path: '/how-sessions-work', name: 'how sessions work', target: 90, signedIn: false },
  { path: '/dashboard', name: 'dashboard', target: 80, signedIn: true },
];
/** CLS above this fails the run (web.dev's "good" is 0.1 or less). */
export const MAX_CLS = 0.1;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

async function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => res(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The api on `port` serving the build, with its database in `dataDir`; resolves once it answers. */
async function startApi(port, dataDir) {
  const url = `http://127.0.0.1:${port}`;
  // The compiled server, as production runs it (test:e2e builds it first).
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      OPENAI_API_KEY: '',
      OIDC_ISSUER_URL: '',
      E2E_SQL_TOKEN: SQL_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/auth/user`)).status === 401) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`api did not start in 150 s:\n${output}`);
}

async function stopApi(child) {
  if (child.exitCode !== null) return;
  await new Promise((res) => {
    child.once('exit', res);
    child.kill('SIGTERM');
  });
}

/** A fresh account with two goals, through the api; answers its session cookie and user id. */
async function seedAccount(url) {
  const headers = { origin: url, 'content-type': 'application/json' };
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = 'a long enough password';
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, firstName: 'Lena', lastName: 'Lighthouse' }),
  });
  // Sign-up answers 202 without a session (it never says whether the address had an account): then sign in.
  if (registered.status !== 202) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign in: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { id: userId } = await res.json();
  const goals = [
    ['Land a senior engineering role', 'Interview at three companies I admire', 'career', 40],
    ['Run a half marathon', 'Train four times a week and finish under two hours', 'life', 15],
  ];
  for (const [title, description, category, progress] of goals) {
    const created = await fetch(`${url}/api/goals`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({
        title,
        description,
        category,
        status: 'active',
        progress,
        targetDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      }),
    });
    if (created.status !== 201) throw new Error(`goal: ${created.status} ${await created.text()}`);
  }
  return { cookie, userId };
}

/** Two finished sessions with summaries, through the route the server opens for the e2e suite (as the e2e does). */
async function seedSummaries(url, userId) {
  const statement = (title, summary) => ({
    sql: `with s as (
            insert into chat_sessions (user_id, mentor_id, title)
            select $1::uuid, id, $2 from mentors where type = 'career'
            returning id, user_id
          )
          insert into session_summaries (session_id, user_id, summary, key_insights, action_items, sentiment, progress_made, next_steps)
          select id, user_id, $3, $4::jsonb, $5::jsonb, 'positive', $6, $7 from s`,
    params: [
      userId,
      title,
      summary,
      JSON.stringify(['Referrals beat cold applications', 'Tailor each CV', 'Batch your outreach']),
      JSON.stringify([
        { text: 'Update the CV', completed: false, dueDate: null },
        { text: 'Message two alumni', completed: false, dueDate: null },
      ]),
      'Picked three target roles',
      '1. Update the CV\n2. Message two alumni',
    ],
  });
  const res = await fetch(`${url}/api/e2e/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, authorization: `Bearer ${SQL_TOKEN}` },
    body: JSON.stringify({
      statements: [
        statement('Career Coach Session 1', 'We mapped out your job search for the next month.'),
        statement('Career Coach Session 2', 'We prepared the first interviews and the questions to ask.'),
      ],
    }),
  });
  if (!res.ok) throw new Error(`seed: ${res.status} ${await res.text()}`);
}

/** Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP): such a run is repeated once. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

async function audit(url, port, cookie, retry = true) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: process.env.LH_LOG ?? 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    // The default config is the mobile preset (Moto G Power viewport, simulated slow 4G and 4x CPU slowdown).
    { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && retry && RETRIED_ERRORS.has(lhr.runtimeError.code)) {
    return audit(url, port, cookie, false);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    // Lighthouse's measure of the host's speed (the 4x CPU slowdown of its mobile preset assumes about 1,000).
    benchmark: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

async function main() {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `vite build` first (pnpm test:e2e does)');
  }
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium: run `node scripts/chromium.mjs`');
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'mentor-lighthouse-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = await startApi(port, dataDir);
  let chrome;
  try {
    const { cookie, userId } = await seedAccount(url);
    await seedSummaries(url, userId);

    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const failures = [];
    const missed = [];
    for (const target of TARGETS.filter((t) => !process.env.LH_ONLY || t.path === process.env.LH_ONLY)) {
      const pageUrl = `${url}${target.path}`;
      const cookieFor = target.signedIn ? cookie : null;
      // One run's score moves by a few points with what else the machine does (simulated throttling scales the CPU
      // time it measures). A page that meets its target on its first run counts that run; otherwise it gets three
      // runs and the median counts, as Lighthouse CI does.
      const runs = [await audit(pageUrl, chrome.port, cookieFor)];
      if (runs[0].score < target.target || !(runs[0].cls <= MAX_CLS)) {
        runs.push(await audit(pageUrl, chrome.port, cookieFor), await audit(pageUrl, chrome.port, cookieFor));
      }
      const r = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      const cls = Math.max(...runs.map((run) => run.cls));
      console.log(
        `Lighthouse mobile ${target.path.padEnd(19)} performance ${String(r.score).padStart(3)} ` +
          `(target ${target.target})  CLS ${cls.toFixed(3)}  FCP ${Math.round(r.fcp)} ms  ` +
          `LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms` +
          (runs.length > 1 ? `  (median of ${runs.map((run) => run.score).join(', ')})` : '') +
          `  host benchmark ${Math.round(r.benchmark)}`,
      );
      if (r.score < target.target) missed.push(`${target.path}: performance ${r.score} < ${target.target}`);
      if (!(cls <= MAX_CLS)) failures.push(`${target.path}: CLS ${cls.toFixed(3)} > ${MAX_CLS}`);
    }
    console.log(`Lighthouse done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (missed.length)
      console.log(`Lighthouse targets not met (measured, not a gate):\n  ${missed.join('\n  ')}`);
    if (failures.length) {
      console.error(`Layout shift over ${MAX_CLS}:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    await stopApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

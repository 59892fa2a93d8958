import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls /readyz until it answers 200 or the process ends; returns the last status (0: no answer). */
async function waitReady(base: string, child: ChildProcess): Promise<number> {
  let status = 0;
  while (child.exitCode === null && status !== 200) {
    status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 200) await new Promise((r) => setTimeout(r, 200));
  }
  return status;
}

// The production bundle (scripts/build.ts) as `pnpm start` runs it: node on dist/server.js, the workspace packages
// inside it, PGlite, argon2 and eSpeak NG loaded from node_modules, the speech worker beside it.
describe('the compiled server (node dist/server.js)', () => {
  let dataDir: string;
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mentor-bundle-data-'));
    // Built for the run by scripts/build.ts (test/global-bundle.ts), inside apps/api as dist/ is.
    const bundle = inject('apiBundle');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--enable-source-maps', bundle], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        // Info, for the start-up lines (the mentor's classifier loaded from the file the build wrote beside it).
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts on a fresh embedded database, migrates it and is ready', { timeout: 90_000 }, async () => {
    const status = await waitReady(base, child);
    expect(status, output).toBe(200);
    // The start-up lines follow listen(): wait for the last of them before reading the first.
    for (let waited = 0; !output.includes('MentorAI is running') && waited < 10_000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(output).toContain("The offline mentor's classifier was loaded in");
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
  });

  it('signs up and speaks with the offline voice from the worker beside the bundle', async () => {
    const headers = { origin: base, 'content-type': 'application/json' };
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: 'bundle@example.com',
        password: 'a-long-passphrase-1',
        firstName: 'Bundle',
        lastName: 'Test',
      }),
    });
    expect(register.status, await register.clone().text()).toBe(202);
    const signIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'bundle@example.com', password: 'a-long-passphrase-1' }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const speak = await fetch(`${base}/api/voice/speak`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ text: 'Start with one customer call today.', voice: 'alloy' }),
    });
    expect(speak.status, output).toBe(200);
    expect(speak.headers.get('content-type')).toBe('audio/wav');
    const wav = new Uint8Array(await speak.arrayBuffer());
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
    expect(wav.byteLength).toBeGreaterThan(10_000);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { startOpenAiStub, STUB_API_KEY, type OpenAiStub } from '../../api/test/openai-stub';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = resolve(here, '../../api');
const webDist = resolve(here, '../dist');
const serverBundle = join(apiDir, 'dist/server.js');

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

/**
 * The api serving the production build of the web app on a free port, with a fresh embedded database and the
 * offline mentor (unless `env` names an OpenAI-compatible server).
 */
export class E2EServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'mentor-e2e-'));
  /** This server's token for `sql()` (E2E_SQL_TOKEN: the route exists only with it). */
  private readonly sqlToken = randomBytes(24).toString('hex');
  private child: ChildProcess | undefined;
  private output = '';
  port = 0;

  /**
   * `hostname`: how the browser reaches the server (and its PUBLIC_URL). Passkeys need a domain name (WebAuthn
   * refuses an IP address as the relying party), so their spec uses `localhost`; the rest use the loopback IP.
   */
  constructor(
    private readonly env: Record<string, string> = {},
    private readonly hostname = '127.0.0.1',
  ) {}

  get url(): string {
    return `http://${this.hostname}:${this.port}`;
  }

  async start(): Promise<void> {
    if (!existsSync(join(webDist, 'index.html'))) {
      throw new Error('apps/web/dist is missing: run `vite build` first (pnpm test:e2e does)');
    }
    if (!existsSync(serverBundle)) {
      throw new Error(
        'apps/api/dist/server.js is missing: run `pnpm --filter @mentor/api build` first (pnpm test:e2e does)',
      );
    }
    if (!this.port) this.port = await freePort();
    this.output = '';
    // The compiled server, as production runs it (`pnpm test:e2e` builds it before the suite).
    this.child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: this.url,
        DATA_DIR: this.dataDir,
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        OPENAI_API_KEY: '',
        OIDC_ISSUER_URL: '',
        // The specs sign many accounts up from the loopback address.
        REGISTER_LIMIT_PER_HOUR: '1000',
        E2E_SQL_TOKEN: this.sqlToken,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    // Generous: the machine running the suite may be busy (a cold start compiles the api and migrates the db).
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`e2e server exited:\n${this.output}`);
      try {
        const res = await fetch(`${this.url}/api/auth/user`);
        if (res.status === 401) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`e2e server did not start in 150 s:\n${this.output}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((res) => {
      child.once('exit', () => res());
      child.kill('SIGTERM');
    });
    this.child = undefined;
  }

  /**
   * Runs SQL against the server's database (parameters as $1, $2 ...), in one transaction, through the route the
   * server opens for the e2e suite only (`POST /api/e2e/sql`, with this server's random E2E_SQL_TOKEN; the session
   * cache is emptied after it). Answers the rows of each statement.
   */
  async sql(statements: Array<{ sql: string; params?: unknown[] }>): Promise<unknown[][]> {
    const res = await fetch(`${this.url}/api/e2e/sql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: this.url,
        authorization: `Bearer ${this.sqlToken}`,
      },
      body: JSON.stringify({ statements }),
    });
    if (!res.ok) throw new Error(`e2e sql: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { results: unknown[][] }).results;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;
export function newAccount(overrides: Partial<Account> = {}): Account {
  counter += 1;
  return {
    email: `e2e${counter}-${Date.now().toString(36)}@example.com`,
    password: 'a long enough password',
    firstName: 'Eve',
    lastName: 'Tester',
    ...overrides,
  };
}

/**
 * Signs up through the api from the page's browser context, so the page carries the session cookie: sign-up (which
 * signs nobody in), then sign-in with the same password, as the sign-up page does.
 */
export async function signUpViaApi(
  page: Page,
  server: E2EServer,
  account: Account = newAccount(),
): Promise<Account> {
  const res = await page.request.post(`${server.url}/api/auth/register`, {
    data: account,
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(202);
  const signedIn = await page.request.post(`${server.url}/api/login`, {
    data: { email: account.email, password: account.password },
    headers: { origin: server.url },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return account;
}

export const test = base.extend<{ account: Account; signedIn: Page }, { server: E2EServer }>({
  server: [
    async ({}, use) => {
      const server = new E2EServer();
      await server.start();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  account: async ({}, use) => {
    await use(newAccount());
  },
  /** A page signed in as a fresh account (created through the api). */
  signedIn: async ({ page, server, account }, use) => {
    await signUpViaApi(page, server, account);
    await use(page);
  },
});

/**
 * A spec file's own server, where ADMIN_EMAILS makes `admin` an admin whatever accounts other files created first
 * (on the suite's shared server the admin is the first account), and whose figures are that file's alone.
 */
export function testWithAdmin(admin: Account) {
  return test.extend<object, { server: E2EServer }>({
    server: [
      async ({}, use) => {
        const server = new E2EServer({ ADMIN_EMAILS: admin.email });
        await server.start();
        await use(server);
        await server.dispose();
      },
      { scope: 'worker', timeout: 180_000 },
    ],
  });
}

/**
 * The app against the OpenAI-compatible stub on loopback (`apps/api/test/openai-stub.ts`): the api talks to it
 * through the real `openai` SDK, as it would to OpenAI, Ollama or vLLM. One stub and one server per worker.
 */
export const openAiTest = test.extend<object, { stub: OpenAiStub }>({
  stub: [
    async ({}, use) => {
      const stub = await startOpenAiStub();
      await use(stub);
      await stub.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ stub }, use) => {
      const server = new E2EServer({ OPENAI_API_KEY: STUB_API_KEY, OPENAI_BASE_URL: stub.baseUrl });
      await server.start();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect };

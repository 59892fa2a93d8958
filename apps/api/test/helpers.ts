import type { UserRow } from '@mentor/db';
import { createTestDb, testTargets, type TestDb } from '@mentor/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { expect } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/env';
import { findUserById } from '../src/domains/account';
import { fixedClock, type Clock } from '../src/lib/clock';
import { createInnerContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { STUB_API_KEY } from './openai-stub';

export { testTargets };

/**
 * The body of a REST 400 for a refused input (as the tRPC formatter answers it): the first message, and the
 * messages of every field (`fieldErrors`, checked exactly when given).
 */
export function refusedInput(message: string, fieldErrors?: Record<string, string[]>) {
  return { message, fieldErrors: fieldErrors ?? expect.any(Object) };
}

export const ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb['db'];
  config: Config;
  clock: Clock & { set(d: Date | string): void; advance(ms: number): void };
  /** A signed-in client: REST calls through app.inject with the session cookie and a same-site Origin. */
  signUp(overrides?: Partial<SignUpInput>): Promise<Client>;
  /** A signed-out client. */
  anonymous(): Client;
  /** The tRPC caller as `user` (or signed out), for procedure-level tests. */
  caller(user: UserRow | null): ReturnType<typeof createCaller>;
  /**
   * Waits until the replies being written have been saved and the durable job queue has no job left to run (the
   * titles, summaries and memories that follow replies).
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface Client {
  user: UserRow;
  cookie: string | undefined;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** The user row as it is now in the database. */
  reload(): Promise<UserRow>;
  caller(): ReturnType<typeof createCaller>;
}

/**
 * A test's own writes (a row set up by hand, behind the app's back) drop the app's cached sessions once they have
 * run, as an operator's would through the database's announcement on PostgreSQL. Only the test's handle has it: the
 * app's write paths invalidate explicitly (session-invalidation.test.ts proves each one).
 */
class DropCachedSessionsOnWrite implements KyselyPlugin {
  private readonly writes = new WeakSet<object>();
  constructor(private readonly app: FastifyInstance) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (node.kind !== 'SelectQueryNode') this.writes.add(queryId);
    return node;
  }
  async transformResult({ queryId, result }: PluginTransformResultArgs) {
    if (this.writes.has(queryId)) this.app.sessionCache.clear();
    return result;
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '3000',
      WEB_DIST_DIR: '/nonexistent',
      // Every test signs its users up from the loopback address; the sign-up throttle has its own test.
      REGISTER_LIMIT_PER_HOUR: '100000',
      // Replies at once: a test that needs a reply still streaming sets its own pace (OfflineProviderOptions).
      OFFLINE_WORD_DELAY_MS: '0',
    }),
    ...overrides,
  };
}

/**
 * The config that points the app at the OpenAI-compatible stub server (the real `openai` SDK over loopback), with
 * the provider's timeout in ms.
 */
export function openAiConfig(stub: { baseUrl: string }, timeoutMs: number): Partial<Config> {
  return { openai: { ...testConfig().openai, apiKey: STUB_API_KEY, baseUrl: stub.baseUrl, timeoutMs } };
}

/** The app on a fresh migrated database of its own (PGlite, or PostgreSQL for target 'postgres'). */
export async function createTestApp(
  options: {
    target?: 'postgres' | 'pglite';
    config?: Partial<Config>;
    now?: string;
    deps?: Omit<AppDeps, 'db' | 'clock'>;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDb(options.target ? { target: options.target } : {});
  const config = testConfig(options.config);
  const clock = fixedClock(options.now ?? '2026-11-10T09:00:00.000Z');
  const app = await buildApp(config, { ...options.deps, db: testDb.db, clock });
  await app.ready();

  const callerAs = (user: UserRow | null) => createCaller(createInnerContext(app.services, user, app.log));

  function client(user: UserRow | null, cookie: string | undefined): Client {
    const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
      app.inject({
        method,
        url,
        headers: {
          origin: ORIGIN,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    return {
      user: user as UserRow,
      cookie,
      get: (url) => send('GET', url),
      post: (url, body) => send('POST', url, body),
      put: (url, body) => send('PUT', url, body),
      patch: (url, body) => send('PATCH', url, body),
      delete: (url) => send('DELETE', url),
      reload: async () => (await findUserById(testDb.db, (user as UserRow).id))!,
      caller: () => callerAs(user),
    };
  }

  return {
    app,
    // The app's database: a test's writes drop the app's cached sessions once they have run.
    db: app.services.db.withPlugin(new DropCachedSessionsOnWrite(app)),
    config,
    clock,
    caller: callerAs,
    drain: async () => {
      await app.services.chat.tasks.drain();
      await app.services.jobs.idle();
    },
    anonymous: () => client(null, undefined),
    async signUp(overrides = {}) {
      const input: SignUpInput = {
        email: uniqueEmail(),
        password: 'correct horse battery',
        firstName: 'Test',
        lastName: 'User',
        ...overrides,
      };
      const res = await registerAndSignIn(app, input);
      const cookie = sessionCookieOf(res);
      const { id } = res.json<{ id: string }>();
      const user = (await findUserById(testDb.db, id))!;
      return client(user, cookie);
    },
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}

/**
 * Signs up as the sign-up page does: POST /api/auth/register (202, the same answer whether the address had an
 * account), then POST /api/login with the same password. Answers the sign-in's response (the user, the cookie).
 */
export async function registerAndSignIn(
  app: FastifyInstance,
  input: SignUpInput,
  options: { origin?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers = { origin: options.origin ?? ORIGIN, 'content-type': 'application/json' };
  const remote = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: JSON.stringify(input),
    ...remote,
  });
  if (registered.statusCode !== 202) {
    throw new Error(`sign-up failed: ${registered.statusCode} ${registered.body}`);
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    payload: JSON.stringify({ email: input.email, password: input.password }),
    ...remote,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in after sign-up failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'mentor_session');
  return cookie && cookie.value ? `mentor_session=${cookie.value}` : undefined;
}

/** Every item of an async iterable (a chat stream's events, a job's mails), in order. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** The TRPCError a call is refused with (the test fails when it succeeds or throws anything else). */
export async function refusal(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

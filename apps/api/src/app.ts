import { randomUUID } from 'node:crypto';
import { createDb, listenToChannel, pendingMigrations, type CircuitState, type Database } from '@mentor/db';
import { TRPC_MAX_BATCH_SIZE } from '@mentor/validation';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createAiProvider } from './ai/index';
import type { AiProvider } from './ai/provider';
import { accountRoutes, registerAccountExportRoute } from './domains/account/http';
import { adminRoutes } from './domains/admin/http';
import { authRoutes, registerAuthRoutes, twoFactorRoutes } from './domains/auth/http';
import {
  createOidcClient,
  purgeExpiredEmailTokens,
  purgeExpiredSessions,
  purgeOldLoginFailures,
  purgeExpiredTwoFactorRows,
  SESSION_CHANGE_CHANNEL,
  SessionCache,
  sessions,
} from './domains/auth';
import { createPaymentProvider } from './domains/billing';
import { registerBillingRoutes } from './domains/billing/http';
import { calendarRoutes, registerCalendarFeedRoute } from './domains/calendar/http';
import { createChatRuntime } from './domains/chat';
import { chatRoutes } from './domains/chat/http';
import { createMailTransport } from './domains/email';
import { registerEmailRoutes } from './domains/email/http';
import { goalsRoutes } from './domains/goals/http';
import { inspirationRoutes } from './domains/inspiration/http';
import { mentorsRoutes } from './domains/mentors/http';
import { summariesRoutes } from './domains/summaries/http';
import { supportRoutes } from './domains/support/http';
import { trialRoutes } from './domains/trial/http';
import { registerVoiceRoutes } from './domains/voice/http';
import type { Config } from './env';
import { systemClock, type Clock } from './lib/clock';
import { JobQueue, jobStats } from './lib/jobs';
import { createMetrics, type MetricsSources } from './lib/metrics';
import { createRateStore } from './lib/rate-store';
import { registerRestRoutes } from './lib/rest';
import type { RouteDoc } from './lib/route-doc';
import { apiDocsPlugin } from './plugins/api-docs';
import { e2eSqlPlugin } from './plugins/e2e-sql';
import { clientErrorsPlugin } from './plugins/client-errors';
import { metricsPlugin } from './plugins/metrics';
import { compressionPlugin } from './plugins/compression';
import { requestLogPlugin } from './plugins/request-log';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { ORIGIN_CHECK_EXEMPT, securityPlugin } from './plugins/security';
import { sessionCookieName, sessionPlugin } from './plugins/session';
import { createInnerContext, type AppServices, type Context } from './trpc/context';
import { DatabaseUnavailableError, retryAfterOf } from './trpc/init';
import { appRouter, type AppRouter } from './trpc/router';
import { registerAfterReplyJob } from './use-cases/after-reply';
import { registerEmailDelivery } from './use-cases/email-delivery';
import { runEmailSchedule } from './use-cases/email-schedule';

interface RouteInfo {
  method: string;
  url: string;
  auth: 'public' | 'user' | 'admin' | undefined;
  /** What the OpenAPI document says of it (lib/route-doc.ts): every REST route has one. */
  doc: RouteDoc | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with who may call it; the route-coverage test reads it. */
    routeTable: RouteInfo[];
    /** The services every procedure's context is built from (tests build callers from them). */
    services: AppServices;
    /** This app's cache of validated sessions (tests read its hit and miss counts). */
    sessionCache: SessionCache;
  }
}

export interface AppDeps {
  /** An open database; when absent the app opens (and on close, closes) one from the config. */
  db?: Database;
  clock?: Clock;
  /** The AI provider; when absent it is created from the config (OpenAI-compatible or the offline mentor). */
  ai?: AiProvider;
  /** Where the log goes (standard output when absent). */
  logStream?: NodeJS.WritableStream;
  /** A migrated embedded database (tarball) that a first start on an empty DATA_DIR loads (see createDb). */
  pgliteTemplate?: string;
  /** True while the process drains before it stops (shutdown.ts): /readyz answers 503. */
  draining?: () => boolean;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Opens the database of the config. The embedded one is always migrated on start; PostgreSQL only with
 * MIGRATE_ON_START, else a pending migration stops the start with what to run (`pnpm migrate`).
 */
async function openDatabase(
  config: Config,
  pgliteTemplate: string | undefined,
  onConnectionError: (error: Error) => void,
  onCircuitChange: (state: CircuitState, error?: unknown) => void,
) {
  const handle = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteTemplate,
    migrate: config.migrateOnStart,
    timeouts: {
      connectMs: config.database.connectTimeoutMs,
      statementMs: config.database.statementTimeoutMs,
      queryMs: config.database.queryTimeoutMs,
    },
    onConnectionError,
    circuit: { onChange: onCircuitChange },
  });
  if (!config.migrateOnStart) {
    const pending = await pendingMigrations(handle.db).catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (pending.length > 0) {
      await handle.close();
      throw new Error(
        `The database is not up to date: ${pending.length} migration(s) pending (${pending.join(', ')}). ` +
          'Run `pnpm migrate` first, or set MIGRATE_ON_START=true to migrate when the server starts.',
      );
    }
  }
  return handle;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // Fastify's own request logging writes two lines of about 440 bytes in all; requestLogPlugin writes one short
    // line, and by default only for requests that failed or were slow (LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Slow clients: the request line and headers must arrive within HEADERS_TIMEOUT_MS (10 s), the whole request (a
    // 25 MiB recording on a slow line included) within REQUEST_TIMEOUT_MS (120 s); Node checks them every second (or
    // more often for shorter limits) and answers 408 then closes. A connection silent for 10 s more is closed too.
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.http.headersTimeoutMs),
    },
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.requestTimeoutMs + 10_000,
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors: frameworkErrorHandler,
  });

  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      // Read when asked: a plugin's own onRoute hook (plugins/api-docs.ts) may set the config after this one ran.
      routeTable.push({
        method,
        url: route.url,
        get auth() {
          return route.config?.auth;
        },
        get doc() {
          return route.config?.doc;
        },
      });
    }
  });

  let db = deps.db;
  // The job worker's database: on PostgreSQL a small pool of its own (one connection per job it runs, plus one to
  // claim), so background work never takes the connections that serve requests; otherwise the app's.
  let jobsDb = deps.db;
  // The pg pools /metrics reports (none on the embedded database, or when the caller passed its own database).
  const pools: MetricsSources['pools'] = {};
  if (!db) {
    const handle = await openDatabase(
      config,
      deps.pgliteTemplate,
      (error) => app.log.warn({ err: error }, 'an idle database connection failed'),
      (state, error) =>
        state === 'open'
          ? app.log.warn(
              { err: error },
              'the database is not answering: requests answer 503 at once until a probe gets through',
            )
          : app.log.info('the database answers again'),
    );
    db = handle.db;
    if (handle.poolStats) pools.requests = handle.poolStats;
    app.addHook('onClose', async () => handle.close());
    if (handle.kind === 'postgres') {
      const jobsHandle = await createDb({
        databaseUrl: config.databaseUrl,
        maxConnections: config.jobs.concurrency + 1,
        migrate: false,
        onConnectionError: (error) => app.log.warn({ err: error }, 'an idle job-worker connection failed'),
      });
      jobsDb = jobsHandle.db;
      if (jobsHandle.poolStats) pools.jobs = jobsHandle.poolStats;
      app.addHook('onClose', async () => jobsHandle.close());
    }
  }
  // Validated sessions are cached briefly; the write paths that end or change them (sign-out, ban, plan, deletion)
  // drop them explicitly (`sessions.invalidateUser`), and on PostgreSQL every instance's writes are heard too.
  const sessionCache = new SessionCache(() => services.db, deps.clock ?? systemClock);
  sessions.attach(sessionCache);
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', async () => sessions.detach(sessionCache));
  if (config.databaseUrl) {
    sessionCache.setTrusted(false);
    const listener = listenToChannel({
      databaseUrl: config.databaseUrl,
      channel: SESSION_CHANGE_CHANNEL,
      onPayload: (userId) => sessionCache.invalidateUser(userId),
      onState: (listening) => sessionCache.setTrusted(listening),
      onError: (error) => app.log.warn({ err: error }, 'the session-change listener lost its connection'),
    });
    app.addHook('onClose', async () => listener.close());
  }
  jobsDb ??= db;
  const clock = deps.clock ?? systemClock;
  const ai =
    deps.ai ??
    createAiProvider(config, {
      wordDelayMs: config.offline.wordDelayMs,
      onFallback: (what, error) =>
        app.log.warn({ err: error }, `AI ${what} fell back to the built-in heuristics`),
    });
  // Per-user rate limits (the per-minute send cap, voice requests, mailed links): in Redis when REDIS_URL is set
  // (shared by every instance; counted in memory while Redis is unreachable), else in memory.
  const rates = createRateStore(config.redisUrl, app.log);
  app.addHook('onClose', async () => rates.close());
  const jobs = new JobQueue(jobsDb, app.log, {
    ...config.jobs,
    // The embedded database belongs to this process alone: jobs left running were cut off by a crash.
    recoverAtStart: !config.databaseUrl,
  });
  registerAfterReplyJob(jobs, { db: jobsDb, ai, clock, log: app.log });
  const mailTransport = createMailTransport(config.mail);
  if (mailTransport) app.addHook('onClose', async () => mailTransport.close());
  registerEmailDelivery(jobs, { db: jobsDb, config, clock, log: app.log, transport: mailTransport });
  const services: AppServices = {
    db,
    config,
    clock,
    ai,
    chat: createChatRuntime({ db, rates, log: app.log }),
    jobs,
    rates,
    payments: createPaymentProvider(config),
  };
  app.decorate('services', services);
  // Hooks run last-registered first: on close, the replies being written are saved (their jobs enqueued), then
  // the worker stops claiming and finishes the jobs it is running, then Redis and the databases close. Jobs not
  // started stay in the table for the next start (here or on another instance).
  app.addHook('onClose', async () => jobs.stop());
  app.addHook('onClose', async () => services.chat.tasks.drain());
  app.addHook('onReady', async () => jobs.start());

  app.addHook('onSend', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });

  await app.register(requestLogPlugin, { mode: config.logRequests });
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { config });
  await app.register(sessionPlugin, {
    cookieSecure: config.cookieSecure,
    lookup: (token, options) => sessionCache.lookup(token, options),
  });
  await app.register(errorsPlugin, { webDistDir: config.webDistDir });
  await app.register(healthPlugin, {
    db,
    degraded: () => rates.degraded(),
    draining: deps.draining ?? (() => false),
  });
  await app.register(clientErrorsPlugin, { rates, clock });
  await app.register(e2eSqlPlugin, { token: config.e2eSqlToken, db, onChange: () => sessionCache.clear() });
  const jobsStatsDb = jobsDb;
  await app.register(metricsPlugin, {
    metrics: createMetrics({ pools, jobs: () => jobStats(jobsStatsDb) }),
    token: config.metricsToken,
    procedures: new Set(Object.keys(appRouter._def.procedures)),
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      // A request batches at most this many procedures (the web app's client splits at it): 400 past it, before
      // any of them runs.
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req, res }): Context => ({
        ...createInnerContext(services, req.user, req.log, req.sessionId, req.ip),
        signal: undefined,
        req,
        res,
      }),
      onError: ({ error, path, ctx }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') ctx?.log.error({ err: error, path }, 'procedure failed');
        else if (error instanceof DatabaseUnavailableError)
          ctx?.log.warn({ err: error.cause, path }, 'database unavailable');
      },
      // A rate limit or an unreachable database says when to try again, as on REST.
      responseMeta: ({ errors }) => {
        const retryAfter = errors.map(retryAfterOf).find((seconds) => seconds !== undefined);
        return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  const oidc = createOidcClient(services);
  registerAuthRoutes(app, services, oidc);
  registerBillingRoutes(app, services);
  registerAccountExportRoute(app, services);
  registerVoiceRoutes(app, services);
  registerEmailRoutes(app, services);
  registerCalendarFeedRoute(app, services);
  registerRestRoutes(app, services, [
    ...authRoutes,
    ...twoFactorRoutes,
    ...accountRoutes,
    ...trialRoutes,
    ...mentorsRoutes,
    ...goalsRoutes,
    ...summariesRoutes,
    ...chatRoutes,
    ...inspirationRoutes,
    ...supportRoutes,
    ...calendarRoutes,
    ...adminRoutes,
  ]);
  // The OpenAPI document of the routes above (each carries its RouteDoc) and the API reference page.
  await app.register(apiDocsPlugin, {
    routes: () => routeTable,
    cookieName: sessionCookieName(config.cookieSecure),
    originCheckExempt: ORIGIN_CHECK_EXEMPT,
  });

  // Expired login sessions, old sign-in failures, expired email links, passkey challenges and remembered devices
  // are purged at start and hourly.
  const purge = async () => {
    try {
      await purgeExpiredSessions(services.db, services.clock);
      await purgeOldLoginFailures(services.db, services.clock);
      await purgeExpiredEmailTokens(services.db, services.clock);
      await purgeExpiredTwoFactorRows(services);
    } catch (error) {
      app.log.warn({ err: error }, 'purge failed');
    }
  };
  // The mail scheduler (ended sessions' summaries, weekly check-ins) looks for due mail every minute.
  const schedule = async () => {
    try {
      if (await runEmailSchedule(services.db, services.clock.now())) jobs.wake();
    } catch (error) {
      app.log.warn({ err: error }, 'the mail scheduler failed; trying again in a minute');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), HOUR);
    timer.unref();
    // Mail that fell due while no instance ran goes out at start, then every minute.
    void schedule();
    scheduleTimer = setInterval(() => void schedule(), MINUTE);
    scheduleTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(scheduleTimer);
  });

  return app;
}

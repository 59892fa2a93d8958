import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only place that reads process.env. Every setting, its default and its meaning are in .env.example.

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The offline mentor's pause between streamed words when OFFLINE_WORD_DELAY_MS is not set: streaming stays visible. */
export const DEFAULT_OFFLINE_WORD_DELAY_MS = 12;

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

// loadConfig drops empty values before parsing, so an empty setting takes its default.
const optionalString = z.string().optional();
const optionalUrl = z.url().optional();

const envSchema = z.object({
  // `pnpm start` sets production; nothing in the app's own behaviour depends on it (see .env.example).
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalString,
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(2_500),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_SUMMARY_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  OPENAI_TTS_MODEL: z.string().default('tts-1'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** The moderation endpoint beside the safety screen: auto = on for OpenAI itself (no OPENAI_BASE_URL). */
  OPENAI_MODERATION: z.enum(['auto', 'on', 'off']).default('auto'),
  OPENAI_MODERATION_MODEL: z.string().default('omni-moderation-latest'),
  OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).max(1_000).default(DEFAULT_OFFLINE_WORD_DELAY_MS),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ALLOW_HTTP: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_FOUNDER: optionalString,
  STRIPE_API_BASE: optionalUrl,
  ADMIN_EMAILS: csv,
  ALLOWED_ORIGINS: csv,
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: z.enum(['all', 'problems', 'off']).default('problems'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  REDIS_URL: optionalString,
  /** The bearer token GET /metrics asks for; unset: there is no /metrics. At least 16 characters. */
  /** OpenTelemetry: the OTLP/HTTP collector's base URL (spans go to <url>/v1/traces); unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().default('mentorai-api'),
  /** On SIGTERM, serve this long with /readyz at 503 and connections closed after each answer, then stop. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** The e2e suite's bearer token for POST /api/e2e/sql (plugins/e2e-sql.ts); unset: no such route. Never in production. */
  E2E_SQL_TOKEN: z.string().min(16, 'E2E_SQL_TOKEN must be at least 16 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  EMAIL_LINK_SECRET: z.string().min(32).optional(),
  /** Encrypts the authenticator apps' keys at rest (AES-256-GCM): 32 bytes in base64; unset: a key kept in the db. */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  JOBS_CONCURRENCY: z.coerce.number().int().positive().max(50).default(2),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Run the migrations (and the mentor seed) when the server starts. Always so on the embedded database; on
   * PostgreSQL only when MIGRATE_ON_START is true, else the server refuses to start while one is pending.
   */
  migrateOnStart: boolean;
  /** Limits on PostgreSQL (pg Pool): connecting, a statement on the server, a query's answer on the client. */
  database: { connectTimeoutMs: number; statementTimeoutMs: number; queryTimeoutMs: number };
  /** Slow clients: the request line and headers, and the whole request with its body, must arrive within these. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  openai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    chatModel: string;
    summaryModel: string;
    transcribeModel: string;
    ttsModel: string;
    timeoutMs: number;
    /** The moderation model asked beside the safety screen, or null when moderation is off. */
    moderationModel: string | null;
  };
  /** The built-in offline mentor: the pause between the words of a streamed reply (0: the reply at once). */
  offline: { wordDelayMs: number };
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; allowHttp: boolean } | undefined;
  /** Online payments through Stripe; undefined when not configured (checkout and portal answer so). */
  stripe: StripeConfig | undefined;
  adminEmails: string[];
  allowedOrigins: string[];
  cookieSecure: boolean;
  webDistDir: string;
  logLevel: string;
  /**
   * Which requests get a log line (one compact line at their end): every one, only problems (status 400 and up,
   * or slower than a second: the default), or none.
   */
  logRequests: 'all' | 'problems' | 'off';
  trustProxy: boolean;
  /** Accounts that may be created from one IP per hour. */
  registerLimitPerHour: number;
  /** Redis (shared counters of the send limits across instances); undefined: the limits are kept in memory. */
  redisUrl: string | undefined;
  /** The bearer token of GET /metrics (Prometheus); undefined: the route does not exist. */
  metricsToken: string | undefined;
  /** The e2e suite's bearer token for POST /api/e2e/sql; undefined (always, outside the e2e suite): no such route. */
  e2eSqlToken: string | undefined;
  /** How long a stopping process drains before it closes (src/shutdown.ts); 0: it closes at once. */
  shutdownDrainMs: number;
  /** OpenTelemetry tracing to an OTLP/HTTP collector; undefined: off. */
  tracing: { endpoint: string; serviceName: string } | undefined;
  /** Outgoing mail: SMTP when configured, else every message is kept in the outbox (admin dashboard). */
  mail: MailConfig;
  /**
   * Two-factor sign-in: the key that encrypts the authenticator apps' keys at rest (32 bytes), or undefined: a
   * key the app made once and keeps in the database (app_secrets).
   */
  twoFactor: { encryptionKey: Buffer | undefined };
  /** The durable job queue's worker in this process. */
  jobs: {
    /** Jobs run at once (and, on PostgreSQL, the size of the worker's own connection pool). */
    concurrency: number;
    /** How long a claimed job stays claimed without its heartbeat (a crashed process's jobs run again after it). */
    leaseMs: number;
    /** How often other instances' new jobs are looked for. */
    pollMs: number;
    /** The wait before the first retry of a failed job (doubling each time). */
    retryBaseMs: number;
  };
}

export interface MailConfig {
  /** nodemailer's SMTP connection URL (smtp://user:pass@host:587, smtps://...); undefined: mail is kept, not sent. */
  smtpUrl: string | undefined;
  /** The From of every message: MAIL_FROM, or MentorAI <no-reply@the PUBLIC_URL's host> while mail is kept. */
  from: string;
  /** Signs the unsubscribe links; undefined: a key the app makes once and keeps in the database. */
  linkSecret: string | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { pro: string; founder: string };
  /** Where the SDK sends its requests instead of api.stripe.com (a local stub in tests). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** Every setting the app reads; .env.example documents each one (a test checks it). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

const OIDC_KEYS = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const MAIL_KEYS = ['SMTP_URL', 'MAIL_FROM'] as const;
const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_FOUNDER',
] as const;

/** Settings that work only together: all of them set, or none. */
function allOrNone(keys: readonly string[], given: Record<string, unknown>, what: string): string[] {
  const set = keys.filter((key) => key in given);
  if (set.length === 0 || set.length === keys.length) return [];
  const missing = keys.filter((key) => !(key in given)).join(', ');
  return [`${missing}: ${what} needs ${keys.join(', ')} together`];
}

function stripeApi(base: string | undefined): StripeConfig['api'] {
  if (!base) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/**
 * A relative DATA_DIR is taken from the folder the command was run in (pnpm's and npm's INIT_CWD: the repository
 * root for the Quick start's `pnpm start`), not from apps/api where the server process runs.
 */
function resolveDataDir(dir: string, source: Record<string, string | undefined>): string {
  if (dir.includes('://') || isAbsolute(dir)) return dir;
  return resolve(source.INIT_CWD ?? process.cwd(), dir);
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty value is an unset one, for every setting: a copied .env.example (`NAME=`) means the default.
  const given = Object.fromEntries(
    ENV_KEYS.filter((key) => source[key] !== undefined && source[key].trim() !== '').map((key) => [
      key,
      source[key],
    ]),
  );
  const parsed = envSchema.safeParse(given);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  // OpenID Connect is on with all three of issuer, client id and client secret, off with none of them; Stripe
  // likewise with its key, webhook secret and both price ids.
  issues.push(...allOrNone(OIDC_KEYS, given, 'OpenID Connect'));
  issues.push(...allOrNone(STRIPE_KEYS, given, 'Stripe'));
  issues.push(...allOrNone(MAIL_KEYS, given, 'Sending mail over SMTP'));
  if (given.STRIPE_PRICE_PRO !== undefined && given.STRIPE_PRICE_PRO === given.STRIPE_PRICE_FOUNDER) {
    issues.push('STRIPE_PRICE_FOUNDER: the Founder+ price must differ from STRIPE_PRICE_PRO');
  }
  if (parsed.success && parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS) {
    issues.push('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  if (!parsed.success || issues.length > 0) {
    throw new Error(`Invalid configuration:\n${issues.map((line) => `  ${line}`).join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const oidc =
    e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? {
          issuerUrl: e.OIDC_ISSUER_URL,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
          allowHttp: e.OIDC_ALLOW_HTTP,
        }
      : undefined;
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_PRO && e.STRIPE_PRICE_FOUNDER
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          prices: { pro: e.STRIPE_PRICE_PRO, founder: e.STRIPE_PRICE_FOUNDER },
          api: stripeApi(e.STRIPE_API_BASE),
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: resolveDataDir(e.DATA_DIR, source),
    databaseUrl: e.DATABASE_URL,
    migrateOnStart: e.MIGRATE_ON_START || !e.DATABASE_URL,
    database: {
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    },
    http: { headersTimeoutMs: e.HEADERS_TIMEOUT_MS, requestTimeoutMs: e.REQUEST_TIMEOUT_MS },
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      chatModel: e.OPENAI_CHAT_MODEL,
      summaryModel: e.OPENAI_SUMMARY_MODEL,
      transcribeModel: e.OPENAI_TRANSCRIBE_MODEL,
      ttsModel: e.OPENAI_TTS_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
      moderationModel:
        e.OPENAI_MODERATION === 'on' || (e.OPENAI_MODERATION === 'auto' && !e.OPENAI_BASE_URL)
          ? e.OPENAI_MODERATION_MODEL
          : null,
    },
    offline: { wordDelayMs: e.OFFLINE_WORD_DELAY_MS },
    oidc,
    stripe,
    adminEmails: e.ADMIN_EMAILS.map((x) => x.toLowerCase()),
    allowedOrigins: e.ALLOWED_ORIGINS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : e.COOKIE_SECURE === 'true',
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    trustProxy: e.TRUST_PROXY,
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    e2eSqlToken: e.E2E_SQL_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `MentorAI <no-reply@${new URL(publicUrl).hostname}>`,
      linkSecret: e.EMAIL_LINK_SECRET,
    },
    twoFactor: {
      encryptionKey: e.TOTP_ENCRYPTION_KEY ? Buffer.from(e.TOTP_ENCRYPTION_KEY, 'base64') : undefined,
    },
    jobs: {
      concurrency: e.JOBS_CONCURRENCY,
      leaseMs: e.JOBS_LEASE_SECONDS * 1000,
      pollMs: 1000,
      retryBaseMs: 5000,
    },
  };
}

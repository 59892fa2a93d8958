import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the api tells Prometheus (`GET /metrics`, plugins/metrics.ts). Two kinds of figure:
 * - Process-wide counters the domains add to as things happen (metered AI calls, safety flags): one process, one
 *   count, whichever app instance in it counted. They are registered in each app's registry.
 * - Per app: the request durations its routes observe, and gauges read when Prometheus scrapes (the pg pool, the
 *   job queue) plus Node's own (event-loop lag, memory, GC) from prom-client's default collectors.
 * Labels are bounded: routes are route templates (a tRPC call is named by its procedure, from the router's list),
 * providers and models are the configured ones, categories and levels are enums. Never a user id or any text.
 */

const aiCalls = new Counter({
  name: 'mentor_ai_calls_total',
  help: 'Metered AI provider calls (kind: chat, summary, title, memory, transcription, speech).',
  labelNames: ['kind', 'provider', 'model'] as const,
  registers: [],
});
const aiTokens = new Counter({
  name: 'mentor_ai_tokens_total',
  help: 'Tokens of metered AI provider calls, by direction (input or output).',
  labelNames: ['kind', 'provider', 'model', 'direction'] as const,
  registers: [],
});
const aiCost = new Counter({
  name: 'mentor_ai_cost_usd_total',
  help: 'Estimated cost of metered AI provider calls in US dollars (the price table of ai/usage.ts).',
  labelNames: ['kind', 'provider', 'model'] as const,
  registers: [],
});
const safetyFlags = new Counter({
  name: 'mentor_safety_flags_total',
  help: 'Messages the safety screen flagged, by category and level (counts only: no user, no text).',
  labelNames: ['category', 'level'] as const,
  registers: [],
});

/** A metered AI call, as the usage domain records it. */
export function countAiUsage(call: {
  kind: string;
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}): void {
  const labels = { kind: call.kind, provider: call.provider, model: call.model };
  aiCalls.inc(labels);
  if (call.inputTokens > 0) aiTokens.inc({ ...labels, direction: 'input' }, call.inputTokens);
  if (call.outputTokens > 0) aiTokens.inc({ ...labels, direction: 'output' }, call.outputTokens);
  if (call.costUsd > 0) aiCost.inc(labels, call.costUsd);
}

/** A message the safety screen flagged. */
export function countSafetyFlag(category: string, level: string): void {
  safetyFlags.inc({ category, level });
}

interface PoolStats {
  /** Connections open (idle or in use). */
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  max: number;
}

interface JobQueueStats {
  byState: Record<'pending' | 'running' | 'done' | 'failed', number>;
  oldestDueAgeSeconds: number;
}

export interface MetricsSources {
  /** The pg pools by name ('requests', 'jobs'); absent on the embedded database, which has no pool. */
  pools: Record<string, () => PoolStats>;
  jobs: () => Promise<JobQueueStats>;
}

export interface AppMetrics {
  registry: Registry;
  /** One answered request: its route template (or tRPC procedure), method, status and duration. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
}

/** Request durations: from 5 ms (a cached read) to 60 s (a long reply stream). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(aiCalls);
  registry.registerMetric(aiTokens);
  registry.registerMetric(aiCost);
  registry.registerMetric(safetyFlags);

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of answered HTTP requests, by route template (tRPC: procedure), method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const poolGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [pool, stats] of Object.entries(sources.pools)) this.set({ pool }, read(stats()));
      },
    });
  poolGauge('mentor_db_pool_in_use', 'pg pool connections checked out.', (s) => s.total - s.idle);
  poolGauge('mentor_db_pool_idle', 'pg pool connections open and idle.', (s) => s.idle);
  poolGauge('mentor_db_pool_waiting', 'Requests waiting for a pg pool connection.', (s) => s.waiting);
  poolGauge('mentor_db_pool_max', 'pg pool size limit.', (s) => s.max);

  new Gauge({
    name: 'mentor_jobs',
    help: 'Jobs in the durable queue by state (finished ones are kept for a while, then swept).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const stats = await sources.jobs();
      for (const [state, count] of Object.entries(stats.byState)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'mentor_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job has been waiting to be claimed (0 when none is waiting).',
    registers: [registry],
    async collect() {
      this.set((await sources.jobs()).oldestDueAgeSeconds);
    },
  });

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
  };
}

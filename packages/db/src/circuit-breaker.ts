import pg from 'pg';

/**
 * Thrown instead of asking PostgreSQL while the circuit is open: the last query found the database not answering,
 * and no probe has got through since. It counts as "database unavailable" (503 with Retry-After), at once.
 */
export class DatabaseCircuitOpenError extends Error {
  readonly code = 'EDBCIRCUITOPEN';
  constructor() {
    super('The database did not answer the last query; refusing at once until a probe gets through');
    this.name = 'DatabaseCircuitOpenError';
  }
}

/** Failures to reach the server at all (a new connection): refused, unreachable, no such host. */
const UNREACHABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** A connection or an answer that did not come in time (pg-pool's and pg's own wording). */
const NOT_ANSWERING_MESSAGE =
  /timeout exceeded when trying to connect|connection timeout|Query read timeout|timeout expired/i;

/**
 * Whether an error says the database does not answer at all (what opens the circuit): a query whose answer did not
 * come within the query timeout, a connection that could not be opened (refused, timed out, unreachable) or that
 * the server refuses for now (57P03, starting or shutting down). One connection that broke (reset, ended by an
 * administrator) does not: the pool replaces it, and a new connection tells whether the server is really gone. A
 * statement cancelled by `statement_timeout` answered, so it does not either.
 */
export function isDatabaseNotAnswering(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof DatabaseCircuitOpenError) return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_ERRNO.has(code) || code === '57P03')) return true;
    if (NOT_ANSWERING_MESSAGE.test(e.message)) return true;
  }
  return false;
}

export type CircuitState = 'open' | 'closed';

export interface CircuitOptions {
  /** How often a probe (a new connection and `select 1`) tries the database while the circuit is open (1 s). */
  probeIntervalMs?: number;
  /** Told when the circuit opens (with the failure) and when it closes again. */
  onChange?: (state: CircuitState, error?: unknown) => void;
}

interface PoolClientLike {
  query: pg.PoolClient['query'];
  release: pg.PoolClient['release'];
  readonly processID?: number | null;
}

/**
 * A circuit breaker in front of a pg pool, for the database partition: without it every request waits the full
 * query timeout for a database that does not answer. The first query that finds the database not answering (its
 * answer not come within the query timeout, a new connection refused or timed out) opens the circuit; from then on
 * `connect` fails at once with DatabaseCircuitOpenError, and a probe opens a connection of its own and runs
 * `select 1`: at once, then every `probeIntervalMs`. The first probe that gets an answer closes the circuit. The connections the pool
 * held when the circuit opened are dropped as they are next handed out (each may have a query stuck on it), so the
 * requests after the recovery run on fresh ones.
 */
export class CircuitBreakerPool {
  private state: CircuitState = 'closed';
  /** Goes up each time the circuit opens; a pool client from an earlier one is dropped, not used. */
  private generation = 0;
  private readonly generations = new WeakMap<pg.PoolClient, number>();
  private readonly clients = new WeakMap<pg.PoolClient, PoolClientLike>();
  private probeTimer: NodeJS.Timeout | undefined;
  private ended = false;
  private readonly probeIntervalMs: number;

  constructor(
    private readonly pool: pg.Pool,
    private readonly probeConfig: pg.ClientConfig,
    private readonly circuit: CircuitOptions = {},
  ) {
    this.probeIntervalMs = circuit.probeIntervalMs ?? 1_000;
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  /** What Kysely's PostgresDriver reads besides connect and end (for cancelling a query). */
  get options(): pg.Pool['options'] {
    return this.pool.options;
  }

  get Client(): typeof pg.Client {
    return pg.Client;
  }

  async connect(): Promise<PoolClientLike> {
    for (;;) {
      if (this.state === 'open') throw new DatabaseCircuitOpenError();
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (error) {
        this.failed(error);
        throw error;
      }
      const born = this.generations.get(client);
      if (born === undefined) this.generations.set(client, this.generation);
      else if (born < this.generation) {
        // Held since before the circuit last opened: its socket may be dead or have a query stuck on it.
        client.release(true);
        continue;
      }
      return this.wrap(client);
    }
  }

  async end(): Promise<void> {
    this.ended = true;
    clearTimeout(this.probeTimer);
    await this.pool.end();
  }

  private wrap(client: pg.PoolClient): PoolClientLike {
    const known = this.clients.get(client);
    if (known) return known;
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const breaker = this;
    const wrapped: PoolClientLike = {
      query: (async (...args: Parameters<pg.PoolClient['query']>) => {
        try {
          return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
        } catch (error) {
          breaker.failed(error);
          throw error;
        }
      }) as pg.PoolClient['query'],
      release: (destroy?: boolean | Error) => client.release(destroy),
      get processID() {
        return (client as unknown as { processID?: number | null }).processID;
      },
    };
    this.clients.set(client, wrapped);
    return wrapped;
  }

  private failed(error: unknown): void {
    if (this.state === 'open' || this.ended || !isDatabaseNotAnswering(error)) return;
    this.state = 'open';
    this.generation += 1;
    this.circuit.onChange?.('open', error);
    // The first probe goes at once (a blip is over in milliseconds), then every probeIntervalMs.
    void this.probe();
  }

  private scheduleProbe(): void {
    if (this.ended) return;
    this.probeTimer = setTimeout(() => void this.probe(), this.probeIntervalMs);
    this.probeTimer.unref();
  }

  private async probe(): Promise<void> {
    if (this.ended || this.state === 'closed') return;
    const client = new pg.Client(this.probeConfig);
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      void client.end().catch(() => {});
      if (this.ended) return;
      this.state = 'closed';
      this.circuit.onChange?.('closed');
    } catch {
      // Still not answering: the socket is dropped (a stalled one would never end by itself), and tried again.
      client.connection.stream.destroy();
      this.scheduleProbe();
    }
  }
}

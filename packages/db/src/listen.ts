import pg from 'pg';

export interface ChannelListener {
  close: () => Promise<void>;
}

export interface ListenOptions {
  databaseUrl: string;
  channel: string;
  onPayload: (payload: string) => void;
  /**
   * Told when the listening connection is up (true) or lost (false). While it is down, notifications are missed:
   * a cache that relies on them must stop trusting itself until it is told `true` again (and then start afresh).
   */
  onState: (listening: boolean) => void;
  onError?: (error: Error) => void;
  /** First wait before reconnecting (doubles up to 10 s). */
  retryMs?: number;
}

/**
 * LISTEN on a PostgreSQL channel through a dedicated connection (outside the pool), reconnecting by itself with
 * backoff. NOTIFY is delivered at commit, to every listening connection of every instance.
 */
export function listenToChannel(options: ListenOptions): ChannelListener {
  const firstRetry = options.retryMs ?? 250;
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let retry = firstRetry;

  const down = (error?: Error) => {
    if (error) options.onError?.(error);
    const dead = client;
    client = undefined;
    if (dead) {
      dead.removeAllListeners();
      dead.on('error', () => {});
      void dead.end().catch(() => {});
      options.onState(false);
    }
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry);
    timer.unref();
    retry = Math.min(retry * 2, 10_000);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    next.on('error', (error) => down(error));
    next.on('end', () => down());
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload) options.onPayload(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
      if (closed) {
        await next.end();
        return;
      }
      retry = firstRetry;
      options.onState(true);
    } catch (error) {
      if (client === next) down(error as Error);
    }
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}

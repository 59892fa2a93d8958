import type { Database } from '@mentor/db';
import type { Clock } from '../../lib/clock';
import { validateSessionToken, type ValidatedSession } from './session';

/** Where the database announces a changed user or an ended login session (the migration's trigger). */
export const SESSION_CHANGE_CHANNEL = 'mentorai_session_change';

/** How long a validated session is trusted without asking the database again. */
const SESSION_CACHE_TTL_MS = 10_000;
/** At most this many sessions are held (the oldest go first). */
const SESSION_CACHE_MAX = 10_000;

interface Entry {
  session: ValidatedSession;
  cachedAt: number;
}

export interface SessionCacheStats {
  hits: number;
  misses: number;
}

/**
 * A short in-process cache of validated sessions, in front of `validateSessionToken` (one query per signed-in
 * request otherwise). What it holds is dropped:
 * - in this instance, by `sessions.invalidateUser(id)` (session-changes.ts), which every write path that ends a
 *   login session or changes or deletes a user calls once its transaction has committed (sign-out, revoke, ban,
 *   plan change, password and email change, deletion, the profile, the chat's counters; session-cache.test.ts
 *   lists them all);
 * - in every instance, by `invalidateUser` when the database announces the change at commit (see the
 *   `mentorai_session_change` trigger, listened to by the app on PostgreSQL): this also covers a write made by
 *   another instance, by the job worker's database or by hand;
 * - after SESSION_CACHE_TTL_MS in any case (the sliding expiry and last-used time are then written as before).
 * While the announcements can't be heard (the listening connection is down), `setTrusted(false)` turns the cache
 * off, so another instance's sign-out is never missed for longer than one request.
 *
 * An announcement takes a few milliseconds to arrive (and on the embedded database, shared only by instances in one
 * process for tests, there is none). So a request that may change something (`write`: every method but GET, HEAD
 * and OPTIONS, which covers every tRPC mutation) is never answered from the cache: its session is read from the
 * database, whatever this instance has heard (issue 24: a session signed out on one instance was still accepted on
 * another within about 5 ms). Reads keep the cache.
 *
 * A lookup that started before an invalidation never stores its (possibly stale) answer: the generation counter.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private trusted = true;
  readonly stats: SessionCacheStats = { hits: 0, misses: 0 };

  constructor(
    private readonly db: () => Database,
    private readonly clock: Clock,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  async lookup(token: string, { write = false }: { write?: boolean } = {}): Promise<ValidatedSession | null> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(token);
    if (entry && this.trusted && !write) {
      if (now - entry.cachedAt < this.ttlMs && now < entry.session.expire.getTime()) {
        this.stats.hits += 1;
        return { ...entry.session, refreshed: false };
      }
      this.entries.delete(token);
    }
    this.stats.misses += 1;
    const generation = this.generation;
    const session = await validateSessionToken(this.db(), this.clock, token);
    if (!session) this.entries.delete(token);
    if (session && this.trusted && generation === this.generation) {
      if (this.entries.size >= SESSION_CACHE_MAX) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(token, { session, cachedAt: now });
    }
    return session;
  }

  /** Drops every session of one user (their row changed, or one of their sessions ended). */
  invalidateUser(userId: string): void {
    this.generation += 1;
    for (const [token, entry] of this.entries) {
      if (entry.session.user.id === userId) this.entries.delete(token);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Whether changes made elsewhere can be heard; when not, nothing is served from (or kept in) the cache. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What drops a user's cached sessions: the session cache of each app in this process (session-cache.ts). */
interface UserSessionsHolder {
  invalidateUser(userId: string): void;
}

const holders = new Set<UserSessionsHolder>();

/**
 * The explicit invalidation of cached sessions (docs/security.md, "Session cache"). Every write path that changes
 * what a cached session means (a login session ended, or the user's row changed or deleted) calls
 * `sessions.invalidateUser(id)` once its transaction has committed: then the next request of that user, on this
 * instance, reads the session from the database. Other instances hear the same change from the database
 * (LISTEN/NOTIFY, the `mentorai_session_change` trigger). session-cache.test.ts lists every such write path.
 */
export const sessions = {
  invalidateUser(userId: string): void {
    for (const holder of holders) holder.invalidateUser(userId);
  },
  /** Registers a cache of this process (its app calls it at start). */
  attach(holder: UserSessionsHolder): void {
    holders.add(holder);
  },
  /**
   * Removes a cache (its app closed). Tests also detach the second of two apps in one process: it then hears only
   * what another process would, the database's announcements.
   */
  detach(holder: UserSessionsHolder): void {
    holders.delete(holder);
  },
};

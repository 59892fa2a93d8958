export * from './schema';
export {
  createDb,
  migrateToLatest,
  pendingMigrations,
  isDatabaseUnavailable,
  lockDataDir,
  kyselyFor,
  openPglite,
  migratedPgliteDump,
  pgliteParsers,
  type Database,
  type DbHandle,
  type CreateDbOptions,
} from './create-db';
export { seedMentors, MENTOR_SEEDS } from './seed';
export { DatabaseCircuitOpenError, type CircuitState } from './circuit-breaker';
export { listenToChannel, type ChannelListener, type ListenOptions } from './listen';
export { migrations } from './migrations/index';
export { sql, type Transaction, type Kysely } from 'kysely';

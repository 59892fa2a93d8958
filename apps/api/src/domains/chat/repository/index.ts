// The chat domain's repository, one file per concern (docs/architecture.md, "Repositories"): callers import this
// index (`import * as repo from './repository'`), never a file of it.
export * from './feedback';
export * from './leases';
export * from './messages';
export * from './organise';
export * from './search';
export * from './sessions';
export * from './summary-copy';
export type { MessageOutRow } from './shared';
export * from './usage';
export * from './versions';

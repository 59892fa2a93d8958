// The auth domain's repository, one file per concern (docs/architecture.md, "Repositories"): callers import this
// index (`import * as repo from './repository'`), never a file of it.
export * from './credentials';
export * from './links';
export * from './login-sessions';
export * from './two-factor';
export * from './passkeys';

// The auth domain's public surface: sign-in (password, OpenID Connect) and login sessions.
export { authRouter } from './auth.router';
export { authRoutes, registerAuthRoutes } from './auth.rest';
export { endAllSessions, purgeOldLoginFailures } from './auth.service';
export { createOidcClient } from './oidc';
export { purgeExpiredSessions, validateSessionToken } from './session';

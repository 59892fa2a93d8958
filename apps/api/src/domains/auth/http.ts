// The auth domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { authRouter } from './auth.router';
export { authRoutes, registerAuthRoutes } from './auth.rest';
export { passkeysRouter } from './passkeys.router';
export { twoFactorRouter } from './two-factor.router';
export { twoFactorRoutes } from './two-factor.rest';

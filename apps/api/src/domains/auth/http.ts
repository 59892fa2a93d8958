// The auth domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { authRouter } from './auth.router';
export { authRoutes, registerAuthRoutes } from './auth.rest';

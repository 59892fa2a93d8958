// The admin domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { adminRouter } from './admin.router';
export { adminRoutes } from './admin.rest';

// The goals domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { goalsRouter } from './goals.router';
export { goalsRoutes } from './goals.rest';

// The inspiration domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { inspirationRouter } from './inspiration.router';
export { inspirationRoutes } from './inspiration.rest';

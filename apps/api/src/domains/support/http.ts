// The support domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { supportRouter } from './support.router';
export { supportRoutes } from './support.rest';

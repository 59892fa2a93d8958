// The summaries domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { summariesRouter } from './summaries.router';
export { summariesRoutes } from './summaries.rest';

// The account domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { accountRouter } from './account.router';
export { accountRoutes, registerAccountExportRoute } from './account.rest';

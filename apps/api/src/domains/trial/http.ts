// The trial domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { trialRouter } from './trial.router';
export { trialRoutes } from './trial.rest';

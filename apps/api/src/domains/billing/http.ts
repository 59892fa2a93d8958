// The billing domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { billingRouter } from './billing.router';
export { registerBillingRoutes } from './billing.rest';

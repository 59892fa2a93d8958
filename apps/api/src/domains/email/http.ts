// The email domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { emailRouter } from './email.router';
export { registerEmailRoutes } from './email.rest';

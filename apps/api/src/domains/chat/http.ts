// The chat domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { chatRouter } from './chat.router';
export { chatRoutes } from './chat.rest';

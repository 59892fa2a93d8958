// The mentors domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { mentorsRouter } from './mentors.router';
export { mentorsRoutes } from './mentors.rest';

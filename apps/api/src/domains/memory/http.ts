// The memory domain's http layer: its tRPC router and REST routes. Only trpc/router.ts and app.ts import it.
export { memoryRouter } from './memory.router';

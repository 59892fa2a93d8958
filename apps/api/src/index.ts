// Types only cross into the web app.
export type { AppRouter } from './trpc/router';

// The calendar domain's http layer: its tRPC router, REST routes and the feed route. Only trpc/router.ts and app.ts
// import it.
export { calendarRouter } from './calendar.router';
export { calendarRoutes, registerCalendarFeedRoute } from './calendar.rest';

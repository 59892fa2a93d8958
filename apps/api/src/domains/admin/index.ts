// The admin domain's public surface: its router and REST routes (for the app).
export { adminRouter } from './admin.router';
export { adminRoutes } from './admin.rest';

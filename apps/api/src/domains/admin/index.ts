// The admin domain's public surface: what the app assembles (router, REST routes).
export { adminRouter } from './admin.router';
export { registerAdminRoutes } from './admin.rest';

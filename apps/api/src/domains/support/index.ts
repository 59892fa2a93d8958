// The support domain's public surface: its router and REST routes (for the app), and service functions for the
// admin dashboard.
export { supportRouter } from './support.router';
export { supportRoutes } from './support.rest';
export { listRequests, resolveRequest } from './support.service';

// The support domain's public surface: its router and REST routes (for the app), and service functions for the
// admin dashboard.
export { listRequests, resolveRequest } from './support.service';

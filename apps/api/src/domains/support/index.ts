// The support domain's public surface: what the app and other domains (admin) may use.
export { supportRouter } from './support.router';
export { registerSupportRoutes } from './support.rest';
export { createRequest, listRequests, resolveRequest, SupportRateLimitError } from './support.service';

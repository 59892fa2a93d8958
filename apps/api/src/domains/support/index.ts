// The support domain's public surface for other domains (the admin dashboard): service functions and types.
export { createRequest, listRequests, resolveRequest, SupportRateLimitError } from './support.service';

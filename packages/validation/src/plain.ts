/**
 * The zod-free half of the package: constants, prices, routes, messages, FAQ content and the plain helpers over
 * them. Imported as `@mentor/validation/plain` by code on the landing page's critical path, which must not pull
 * zod in; everything here is also exported from the package root. Only modules that import no schema belong here
 * (plain.test.ts checks it).
 */
export * from './constants';
export * from './messages';
export * from './dates';
export * from './faq';
export * from './greeting';
export * from './stats';

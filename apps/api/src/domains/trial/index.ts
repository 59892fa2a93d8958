// The trial domain's public surface: the 14-day Pro trial.
export { trialRouter } from './trial.router';
export { trialRoutes } from './trial.rest';

import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { trialRouter } from './trial.router';

const route = restRoutesOf(trialRouter);

export const trialRoutes: RestRoute[] = [
  route({ method: 'GET', url: '/api/trial/status', auth: 'user', procedure: (trial) => trial.status }),
];

import { trialStatusSchema } from '@mentor/validation';
import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { trialRouter } from './trial.router';

const route = restRoutesOf(trialRouter);

export const trialRoutes: RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/trial/status',
    auth: 'user',
    procedure: (trial) => trial.status,
    doc: {
      tag: 'Trial',
      summary: "Your trial's access",
      description:
        '`access` is null without a trial: Pro (reason trial) until `trialEndsAt`, then Starter (expired).',
      response: trialStatusSchema,
    },
  }),
];

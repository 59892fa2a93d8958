import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { supportRouter } from './support.router';

const route = restRoutesOf(supportRouter);

/** POST /api/support/requests: the Contact Support form, through the support.create procedure. */
export const supportRoutes: RestRoute[] = [
  route({
    method: 'POST',
    url: '/api/support/requests',
    auth: 'user',
    status: 201,
    procedure: (support) => support.create,
    input: ({ body }) => body,
  }),
];

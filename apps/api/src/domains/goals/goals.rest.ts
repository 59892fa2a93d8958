import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { goalsRouter } from './goals.router';

const route = restRoutesOf(goalsRouter);

/** REST paths of spec section 7, each calling the goals procedure. */
export const goalsRoutes: RestRoute[] = [
  route({ method: 'GET', url: '/api/goals', auth: 'user', procedure: (goals) => goals.list }),
  route({
    method: 'POST',
    url: '/api/goals',
    auth: 'user',
    status: 201,
    procedure: (goals) => goals.create,
    input: ({ body }) => body,
  }),
  // Body: progress (absolute) or progressStep: true (one '+10%' press), status and the other goal fields.
  route({
    method: 'PATCH',
    url: '/api/goals/:id',
    auth: 'user',
    procedure: (goals) => goals.update,
    input: ({ params, body }) => ({ ...body, id: params.id }),
  }),
];

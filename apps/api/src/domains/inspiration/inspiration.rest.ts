import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { inspirationRouter } from './inspiration.router';

const route = restRoutesOf(inspirationRouter);

/** Spec section 7 inspiration endpoints, each calling the same tRPC procedure. */
export const inspirationRoutes: RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/inspiration',
    auth: 'user',
    procedure: (inspiration) => inspiration.list,
  }),
  route({
    method: 'POST',
    url: '/api/inspiration',
    auth: 'user',
    status: 201,
    procedure: (inspiration) => inspiration.create,
    input: ({ body }) => body,
  }),
  // A static segment always wins over a param, so this never reaches the '/api/inspiration/:id' routes.
  route({
    method: 'PATCH',
    url: '/api/inspiration/reorder',
    auth: 'user',
    procedure: (inspiration) => inspiration.reorder,
    input: ({ body }) => body,
  }),
  route({
    method: 'GET',
    url: '/api/inspiration/:id',
    auth: 'user',
    procedure: (inspiration) => inspiration.byId,
    input: ({ params }) => ({ id: params.id }),
  }),
  route({
    method: 'PUT',
    url: '/api/inspiration/:id',
    auth: 'user',
    procedure: (inspiration) => inspiration.update,
    input: ({ params, body }) => ({ id: params.id, patch: body }),
  }),
  route({
    method: 'DELETE',
    url: '/api/inspiration/:id',
    auth: 'user',
    status: 204,
    procedure: (inspiration) => inspiration.delete,
    input: ({ params }) => ({ id: params.id }),
    reply: () => null,
  }),
];

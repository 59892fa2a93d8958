import {
  inspirationCreateSchema,
  inspirationItemSchema,
  inspirationUpdateSchema,
  reorderSchema,
} from '@mentor/validation';
import { z } from 'zod';
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
    doc: {
      tag: 'Inspiration',
      summary: 'List your board, in board order',
      response: z.array(inspirationItemSchema),
    },
  }),
  route({
    method: 'POST',
    url: '/api/inspiration',
    auth: 'user',
    status: 201,
    procedure: (inspiration) => inspiration.create,
    input: ({ body }) => body,
    doc: {
      tag: 'Inspiration',
      summary: 'Add an item to your board',
      description:
        "`userId` is accepted and ignored: the item is always the signed-in person's. Steps and priority are for goals.",
      body: inspirationCreateSchema,
      example: { body: { text: 'Run a half marathon', tag: 'Goal', position: 0, priority: 'Medium' } },
      response: inspirationItemSchema,
      responseDescription: 'The item created.',
      errors: { 409: 'The board is full.' },
    },
  }),
  // A static segment always wins over a param, so this never reaches the '/api/inspiration/:id' routes.
  route({
    method: 'PATCH',
    url: '/api/inspiration/reorder',
    auth: 'user',
    procedure: (inspiration) => inspiration.reorder,
    input: ({ body }) => body,
    doc: {
      tag: 'Inspiration',
      summary: 'Reorder your board',
      body: reorderSchema,
      example: { body: { items: [{ id: '<an item id>', position: 0 }] } },
      response: z.array(inspirationItemSchema),
      responseDescription: 'The board in its new order.',
      errors: { 404: 'An item id names nothing of yours.' },
    },
  }),
  route({
    method: 'GET',
    url: '/api/inspiration/:id',
    auth: 'user',
    procedure: (inspiration) => inspiration.byId,
    input: ({ params }) => ({ id: params.id }),
    doc: { tag: 'Inspiration', summary: 'One item of your board', response: inspirationItemSchema },
  }),
  route({
    method: 'PUT',
    url: '/api/inspiration/:id',
    auth: 'user',
    procedure: (inspiration) => inspiration.update,
    input: ({ params, body }) => ({ id: params.id, patch: body }),
    doc: {
      tag: 'Inspiration',
      summary: 'Change an item',
      description:
        'Any of the fields: edit, promote (tag), steps, due date, priority (steps and priority on goals only).',
      body: inspirationUpdateSchema,
      example: { body: { text: 'Read "The Mom Test" this week' } },
      response: inspirationItemSchema,
      responseDescription: 'The item as it is now.',
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/inspiration/:id',
    auth: 'user',
    status: 204,
    procedure: (inspiration) => inspiration.delete,
    input: ({ params }) => ({ id: params.id }),
    reply: () => null,
    doc: { tag: 'Inspiration', summary: 'Delete an item', response: null, responseDescription: 'Deleted.' },
  }),
];

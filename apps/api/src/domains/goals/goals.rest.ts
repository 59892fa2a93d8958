import { goalCreateSchema, goalSchema, goalUpdateSchema } from '@mentor/validation';
import { z } from 'zod';
import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { goalsRouter } from './goals.router';

const route = restRoutesOf(goalsRouter);

/** REST paths of spec section 7, each calling the goals procedure. */
export const goalsRoutes: RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/goals',
    auth: 'user',
    procedure: (goals) => goals.list,
    doc: { tag: 'Goals', summary: 'List your goals, newest first', response: z.array(goalSchema) },
  }),
  route({
    method: 'POST',
    url: '/api/goals',
    auth: 'user',
    status: 201,
    procedure: (goals) => goals.create,
    input: ({ body }) => body,
    doc: {
      tag: 'Goals',
      summary: 'Create a goal',
      body: goalCreateSchema,
      example: {
        body: {
          title: 'Launch the beta',
          description: 'Ten paying teams by the end of the quarter',
          category: 'business',
          targetDate: '2027-02-01T00:00:00.000Z',
          milestones: [{ id: 'm1', title: 'Landing page live' }],
        },
      },
      response: goalSchema,
      responseDescription: 'The goal created.',
      errors: { 409: 'The goal limit is reached.' },
    },
  }),
  // Body: progress (absolute) or progressStep: true (one '+10%' press), status and the other goal fields.
  route({
    method: 'PATCH',
    url: '/api/goals/:id',
    auth: 'user',
    procedure: (goals) => goals.update,
    input: ({ params, body }) => ({ ...body, id: params.id }),
    doc: {
      tag: 'Goals',
      summary: 'Update a goal',
      description:
        'Any of the fields, at least one. `progress` sets the progress; `progressStep: true` adds 10 (one "+10%" press), capped at 100.',
      body: goalUpdateSchema,
      example: { body: { progress: 40, status: 'active' } },
      response: goalSchema,
      responseDescription: 'The goal as it is now.',
    },
  }),
];

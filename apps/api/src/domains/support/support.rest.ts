import { supportRequestOutSchema, supportRequestSchema } from '@mentor/validation';
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
    doc: {
      tag: 'Support',
      summary: 'Send a support request',
      body: supportRequestSchema,
      example: {
        body: {
          subject: 'Cannot export my data',
          message: 'The export button does nothing on my phone.',
          priority: 'normal',
        },
      },
      response: supportRequestOutSchema,
      responseDescription: 'The request as saved.',
      errors: { 429: 'Too many support requests in a short time.' },
    },
  }),
];

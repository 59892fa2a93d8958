import { pageQueryParamsSchema, summaryListItemSchema } from '@mentor/validation';
import { z } from 'zod';
import { PAGE_LINK_HEADER, pageQueryOf, pageReply, restRoutesOf, type RestRoute } from '../../lib/rest';
import { summariesRouter } from './summaries.router';

const route = restRoutesOf(summariesRouter);

export const summariesRoutes: RestRoute[] = [
  // ?limit=&cursor=  ->  the page's summaries (an array); the next page in `Link: <...>; rel="next"`
  route({
    method: 'GET',
    url: '/api/summaries',
    auth: 'user',
    procedure: (summaries) => summaries.list,
    input: ({ query }) => pageQueryOf(query),
    reply: pageReply,
    doc: {
      tag: 'Summaries',
      summary: "List your sessions' summaries, newest first",
      query: pageQueryParamsSchema,
      example: { query: { limit: '20' } },
      response: z.array(summaryListItemSchema),
      responseDescription: 'One page of summaries.',
      responseHeaders: PAGE_LINK_HEADER,
    },
  }),
];

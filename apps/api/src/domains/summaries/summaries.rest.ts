import { pageQueryOf, pageReply, restRoutesOf, type RestRoute } from '../../lib/rest';
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
  }),
];

import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { summariesRouter } from './summaries.router';

const route = restRoutesOf(summariesRouter);

export const summariesRoutes: RestRoute[] = [
  route({ method: 'GET', url: '/api/summaries', auth: 'user', procedure: (summaries) => summaries.list }),
];

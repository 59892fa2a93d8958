import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { accountRouter } from './account.router';

const route = restRoutesOf(accountRouter);

export const accountRoutes: RestRoute[] = [
  route({
    method: 'PATCH',
    url: '/api/auth/profile',
    auth: 'user',
    procedure: (account) => account.updateProfile,
    input: ({ body }) => body,
  }),
];

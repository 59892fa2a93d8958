import { mentorSchema } from '@mentor/validation';
import { z } from 'zod';
import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { mentorsRouter } from './mentors.router';

const route = restRoutesOf(mentorsRouter);

export const mentorsRoutes: RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/mentors',
    auth: 'user',
    procedure: (mentors) => mentors.list,
    doc: { tag: 'Mentors', summary: 'List the mentors', response: z.array(mentorSchema) },
  }),
];

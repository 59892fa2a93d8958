import { protectedProcedure } from '../../trpc/init';
import { listMentors } from './mentors.repository';

export const mentorsRouter = {
  /** The three mentors; the system prompt stays on the server. */
  list: protectedProcedure.query(async ({ ctx }) =>
    (await listMentors(ctx.db)).map((m) => ({
      id: m.id,
      name: m.name,
      type: m.type,
      description: m.description,
      createdAt: m.createdAt.toISOString(),
    })),
  ),
};

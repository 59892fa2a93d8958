import { protectedProcedure } from '../../trpc/init';
import * as service from './calendar.service';

export const calendarRouter = {
  /** Whether the user has a calendar feed, since when, and when a calendar app last fetched it. */
  status: protectedProcedure.query(({ ctx }) => service.feedStatus(ctx.db, ctx.user.id)),

  /** Subscribe: makes the feed and answers its links, shown this once (409 when there is one: rotate instead). */
  create: protectedProcedure.mutation(({ ctx }) =>
    service.createFeed(ctx.db, ctx.user.id, ctx.config.publicUrl, ctx.clock.now()),
  ),

  /** A new address for the feed; the old one stops working (404 when there is no feed). */
  rotate: protectedProcedure.mutation(({ ctx }) =>
    service.rotateFeed(ctx.db, ctx.user.id, ctx.config.publicUrl, ctx.clock.now()),
  ),

  /** Deletes the feed: its address answers 404 (404 when there is none). */
  revoke: protectedProcedure.mutation(({ ctx }) => service.revokeFeed(ctx.db, ctx.user.id)),
};

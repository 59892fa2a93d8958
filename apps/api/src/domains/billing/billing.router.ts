import { checkoutInputSchema } from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import type { InnerContext } from '../../trpc/context';
import * as service from './billing.service';

const depsOf = (ctx: InnerContext): service.BillingDeps => ({
  db: ctx.db,
  payments: ctx.payments,
  publicUrl: ctx.config.publicUrl,
  log: ctx.log,
});

export const billingRouter = {
  /** Whether online payment is enabled, the user's plan state, and their subscription's details. */
  status: protectedProcedure.query(({ ctx }) =>
    service.billingStatus(depsOf(ctx), ctx.user, ctx.clock.now()),
  ),

  /** `{ plan: 'pro' | 'founder' }` → `{ url }` of the payment page (412 when online payment is off). */
  checkout: protectedProcedure
    .input(checkoutInputSchema)
    .mutation(({ ctx, input }) => service.startCheckout(depsOf(ctx), ctx.user, input.plan)),

  /** `{ url }` of the billing portal: Manage billing and Cancel Subscription (412 when off or no account). */
  portal: protectedProcedure.mutation(({ ctx }) => service.openPortal(depsOf(ctx), ctx.user)),
};

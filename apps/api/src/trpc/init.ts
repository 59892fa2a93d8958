import { MESSAGES } from '@mentor/validation';
import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import type { Context } from './context';
import { mapProviderFailure, mapProviderStreamFailures } from './provider-errors';

/** Who may call a procedure. The route-coverage test reads it to check every procedure's guard. */
export interface Meta {
  auth: 'public' | 'user' | 'admin';
}

/** The first message of a Zod error: the spec's wording for the field that failed. */
export function firstZodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.generic.validationFailed;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    isDev: false,
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: zodError ? firstZodMessage(zodError) : internal ? MESSAGES.generic.internal : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Every procedure: an AI provider failure (ai/ ProviderError) reaches the client as its precise TRPCError. */
const baseProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  return result.ok
    ? { ...result, data: mapProviderStreamFailures(result.data) }
    : { ...result, error: mapProviderFailure(result.error) };
});

export const publicProcedure = baseProcedure.meta({ auth: 'public' });

export const protectedProcedure = baseProcedure.meta({ auth: 'user' }).use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = baseProcedure.meta({ auth: 'admin' }).use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized });
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.generic.forbidden });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

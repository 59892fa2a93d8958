import { isDatabaseUnavailable } from '@mentor/db';
import { MESSAGES, notFoundIdMessage, TWO_FACTOR_MESSAGES, unsafeTextPath } from '@mentor/validation';
import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { adminNeedsTwoFactor } from '../domains/auth';
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

/** A refused input as both transports answer it: the first message, and every field's messages. */
export function validationError(error: ZodError): { message: string; fieldErrors: Record<string, string[]> } {
  return { message: firstZodMessage(error), fieldErrors: z.flattenError(error).fieldErrors };
}

/** The Zod error of a refused input (BAD_REQUEST from an input schema), or null for any other error. */
export function inputErrorOf(error: TRPCError): ZodError | null {
  return error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? error.cause : null;
}

/** The message of the error @trpc/server throws for a batch larger than its `maxBatchSize`. */
const TRPC_BATCH_REFUSAL = 'Batch call exceeds maximum size';

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    isDev: false,
    errorFormatter({ shape, error }) {
      const invalid = inputErrorOf(error);
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const body = invalid ? validationError(invalid) : null;
      // tRPC's own refusal of a batch over maxBatchSize (app.ts), in the app's wording.
      const batchTooLarge = error.code === 'BAD_REQUEST' && error.message === TRPC_BATCH_REFUSAL;
      return {
        ...shape,
        message: body
          ? body.message
          : internal
            ? MESSAGES.generic.internal
            : batchTooLarge
              ? MESSAGES.generic.batchTooLarge
              : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors: body ? body.fieldErrors : null,
        },
      };
    },
  });

/**
 * An input whose id cannot name a row (`idSchema` of @mentor/validation) answers like an unknown id: NOT_FOUND
 * with the domain's message, on tRPC and REST alike (REST calls the procedure). It runs around the input parser,
 * after the sign-in checks, so a signed-out caller still gets 401 first.
 */
const malformedIdIsNotFound = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const invalid = inputErrorOf(result.error);
    const message = invalid ? notFoundIdMessage(invalid) : null;
    if (message) throw new TRPCError({ code: 'NOT_FOUND', message });
  }
  return result;
});

/** The refusal of an input holding a NUL or a lone surrogate at `path`, as a schema's refusal reads. */
function unsafeTextError(path: (string | number)[]): ZodError {
  // Made by Zod itself (a schema that refuses at `path`), as a schema's own refusal is.
  const refused = z
    .unknown()
    .superRefine((_, ctx) => ctx.addIssue({ code: 'custom', path, message: MESSAGES.generic.unsafeText }))
    .safeParse(null);
  return refused.error!;
}

/**
 * No procedure's input may hold a NUL character or a lone surrogate in any string (@mentor/validation
 * unsafeTextPath): 400 before the input schema runs, naming the field, so every text field of every schema refuses
 * both alike and none reaches the database (where they answered 500).
 */
const refuseUnsafeText = t.middleware(async ({ getRawInput, next }) => {
  const path = unsafeTextPath(await getRawInput());
  if (path)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: MESSAGES.generic.unsafeText,
      cause: unsafeTextError(path),
    });
  return next();
});
/** How long a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 with a clear message and Retry-After (REST and tRPC both send the header) while the database is unreachable. */
export class DatabaseUnavailableError extends TRPCError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  constructor(cause: unknown) {
    super({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.generic.databaseUnavailable, cause });
  }
}

/** The seconds an error tells the client to wait before trying again (a rate limit, an unreachable database). */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCError) || !('retryAfterSeconds' in error)) return undefined;
  return typeof error.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined;
}

/** An unexpected failure that says the database is unreachable or not answering becomes DatabaseUnavailableError. */
function mapDatabaseFailure(error: TRPCError): TRPCError {
  return error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error)
    ? new DatabaseUnavailableError(error.cause ?? error)
    : error;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure: an AI provider failure (ai/ ProviderError) reaches the client as its precise TRPCError, and an
 * unreachable database as 503 with Retry-After (DatabaseUnavailableError), on tRPC and REST alike.
 */
const baseProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  return result.ok
    ? { ...result, data: mapProviderStreamFailures(result.data) }
    : { ...result, error: mapDatabaseFailure(mapProviderFailure(result.error)) };
});

export const publicProcedure = baseProcedure
  .meta({ auth: 'public' })
  .use(malformedIdIsNotFound)
  .use(refuseUnsafeText);

export const protectedProcedure = baseProcedure
  .meta({ auth: 'user' })
  .use(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized });
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  .use(malformedIdIsNotFound)
  .use(refuseUnsafeText);

/**
 * Admins only (403 for a member). When the admins' setting requires two-factor sign-in for admin accounts, an
 * admin without it is refused too, with a message that says to set it up (the Profile section).
 */
export const adminProcedure = baseProcedure
  .meta({ auth: 'admin' })
  .use(async ({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized });
    if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.generic.forbidden });
    if (await adminNeedsTwoFactor(ctx, ctx.user)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_MESSAGES.adminRequired });
    }
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  .use(malformedIdIsNotFound)
  .use(refuseUnsafeText);

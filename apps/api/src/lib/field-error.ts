import { TRPCError } from '@trpc/server';
import { ZodRealError } from 'zod';

/**
 * A 400 about one input field found by a rule rather than by the schema (a wrong current password): the same
 * shape as a schema error, so tRPC's formatter answers `fieldErrors` and REST the field's message.
 */
export function fieldError(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    // ZodRealError is the ZodError that is also an Error, as schema failures throw it (tRPC keeps it as the cause).
    cause: new ZodRealError([{ code: 'custom', path: [field], message, input: undefined }]),
  });
}

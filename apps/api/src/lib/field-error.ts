import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

/**
 * A 400 about one input field found by a rule rather than by the schema (a wrong current password): the same
 * shape as a schema error, so tRPC's formatter answers `fieldErrors` and REST the field's message.
 */
export function fieldError(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new ZodError([{ code: 'custom', path: [field], message, input: undefined }]),
  });
}

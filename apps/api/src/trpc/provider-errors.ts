import { MESSAGES } from '@mentor/validation';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ProviderError, type ProviderErrorKind } from '../ai/provider-error';

/** What the client is told for each kind of provider failure: a precise code (HTTP status) and a clear message. */
const PROVIDER_FAILURES: Record<ProviderErrorKind, { code: TRPC_ERROR_CODE_KEY; message: string }> = {
  unavailable: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.ai.unreachable }, // 503
  timeout: { code: 'GATEWAY_TIMEOUT', message: MESSAGES.ai.timeout }, // 504
  rate_limited: { code: 'TOO_MANY_REQUESTS', message: MESSAGES.ai.rateLimited }, // 429
  bad_output: { code: 'BAD_GATEWAY', message: MESSAGES.ai.unavailable }, // 502
  unsupported: { code: 'PRECONDITION_FAILED', message: MESSAGES.ai.offlineVoice }, // 412
};

/** A provider failure as the client sees it. */
export function providerErrorToTRPC(error: ProviderError): TRPCError {
  const { code, message } = PROVIDER_FAILURES[error.kind];
  return new TRPCError({ code, message, cause: error });
}

/**
 * Provider failures become TRPCErrors here, once, for every procedure (the base procedure's middleware in
 * ./init.ts uses these two): a procedure that fails answers the provider's status and message, and a streamed
 * answer (a chat reply) raises them while it is read.
 */
export function mapProviderFailure<E>(error: E): E | TRPCError {
  if (error instanceof ProviderError) return providerErrorToTRPC(error);
  if (error instanceof TRPCError && error.cause instanceof ProviderError) {
    return providerErrorToTRPC(error.cause);
  }
  return error;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

async function* mapStreamFailures<T>(stream: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  try {
    // yield* hands a reader's early return (Stop, closed tab) on to the stream, which stops the reply.
    yield* stream;
  } catch (error) {
    throw mapProviderFailure(error);
  }
}

/** A procedure's answer; a stream is handed on with the failures raised while it is read mapped. */
export function mapProviderStreamFailures(data: unknown): unknown {
  return isAsyncIterable(data) ? mapStreamFailures(data) : data;
}

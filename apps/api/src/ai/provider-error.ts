/**
 * Why a provider call failed, in the terms the person is told about it. The tRPC layer turns each kind into a
 * status and a MESSAGES.ai text, once, for every procedure (trpc/provider-errors.ts):
 * - `unavailable`: the provider could not be reached (connection refused, DNS) -> 503;
 * - `timeout`: no answer within OPENAI_TIMEOUT_MS, or a stream that went quiet that long -> 504;
 * - `rate_limited`: the provider refused for load (an upstream 429) -> 429;
 * - `bad_output`: the provider answered with an error or with nothing usable (an upstream 5xx, or a 4xx caused by
 *   our configuration such as a bad key or an unknown model, which must never reach the person as their own
 *   401/403/404) -> 502;
 * - `unsupported`: the provider cannot do this at all (the offline mentor has no voice) -> 412.
 */
export const PROVIDER_ERROR_KINDS = [
  'unavailable',
  'timeout',
  'rate_limited',
  'bad_output',
  'unsupported',
] as const;
export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];

/**
 * A failed provider call. Its message is for the log; what the person reads comes from its kind. A call aborted
 * through its signal is not a ProviderError: it rejects with the abort reason (an `AbortError`).
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A provider failure as a ProviderError: one that is not typed is the provider's bad output. */
export function asProviderError(error: unknown): ProviderError {
  return error instanceof ProviderError
    ? error
    : new ProviderError('bad_output', 'the provider call failed', { cause: error });
}

import { APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError } from 'openai';
import { abortError, estimateTokens, isAbortError, type ProviderUsage } from './provider';
import { asProviderError, ProviderError } from './provider-error';

// What the OpenAI provider's calls share (openai-provider.ts, openai-voice.ts): a failure as a ProviderError, and a
// call's usage, as the server reported it or estimated.

/** A failed SDK call as a ProviderError (the SDK's classes tell the kinds apart). */
export function toProviderError(error: unknown): ProviderError {
  // Most specific first: the timeout is a connection error, and both are API errors.
  if (error instanceof RateLimitError) {
    return new ProviderError('rate_limited', 'the provider answered 429', { cause: error });
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderError('timeout', 'the provider did not answer in time', { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new ProviderError('unavailable', 'the provider could not be reached', { cause: error });
  }
  if (error instanceof APIError) {
    return new ProviderError('bad_output', `the provider answered ${error.status ?? 'an error'}`, {
      cause: error,
    });
  }
  return asProviderError(error);
}

/** What a failed call rejects with: the abort error when it was aborted, a ProviderError otherwise. */
export function callFailure(error: unknown, signal: AbortSignal | undefined): Error {
  if (signal?.aborted) return abortError(signal);
  if (isAbortError(error)) return error as Error;
  return toProviderError(error);
}

/** A call's usage when the server reported none: estimated from the text in and out. */
export function chatUsage(model: string, input: string, output: string): ProviderUsage {
  return {
    provider: 'openai',
    model,
    inputTokens: estimateTokens(input),
    outputTokens: estimateTokens(output),
    audioSeconds: 0,
    characters: 0,
    estimated: true,
  };
}

/** A call's usage as the server reported it. */
export function reportedUsage(
  model: string,
  usage: { prompt_tokens: number; completion_tokens: number },
): ProviderUsage {
  return {
    provider: 'openai',
    model,
    inputTokens: usage.prompt_tokens,
    outputTokens: usage.completion_tokens,
    audioSeconds: 0,
    characters: 0,
    estimated: false,
  };
}

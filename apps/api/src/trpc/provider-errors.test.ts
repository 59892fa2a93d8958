import { MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ERROR_KINDS, ProviderError, type ProviderErrorKind } from '../ai/provider-error';
import type { Context } from './context';
import { createCallerFactory, publicProcedure, router } from './init';
import { providerErrorToTRPC } from './provider-errors';

const EXPECTED: Record<ProviderErrorKind, { status: number; code: string; message: string }> = {
  unavailable: { status: 503, code: 'SERVICE_UNAVAILABLE', message: MESSAGES.ai.unreachable },
  timeout: { status: 504, code: 'GATEWAY_TIMEOUT', message: MESSAGES.ai.timeout },
  rate_limited: { status: 429, code: 'TOO_MANY_REQUESTS', message: MESSAGES.ai.rateLimited },
  bad_output: { status: 502, code: 'BAD_GATEWAY', message: MESSAGES.ai.unavailable },
  unsupported: { status: 412, code: 'PRECONDITION_FAILED', message: MESSAGES.ai.offlineVoice },
};

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

describe('provider errors at the tRPC boundary', () => {
  it.each(PROVIDER_ERROR_KINDS)('answers %s with its status and clear message', (kind) => {
    const cause = new ProviderError(kind, 'upstream detail that the client never sees');
    const error = providerErrorToTRPC(cause);
    expect(error).toBeInstanceOf(TRPCError);
    expect({ status: getHTTPStatusCodeFromError(error), code: error.code, message: error.message }).toEqual(
      EXPECTED[kind],
    );
    expect(error.cause).toBe(cause);
  });

  // Any procedure, through the base procedure's middleware.
  let stopped = false;
  const testRouter = router({
    fails: publicProcedure.query((): string => {
      throw new ProviderError('rate_limited', 'the provider answered 429');
    }),
    refuses: publicProcedure.query((): string => {
      throw new TRPCError({ code: 'CONFLICT', message: 'Not now' });
    }),
    streams: publicProcedure.mutation(async function* () {
      yield 'first';
      throw new ProviderError('timeout', 'the reply stream went quiet');
    }),
    long: publicProcedure.mutation(async function* () {
      try {
        for (let i = 0; i < 1000; i += 1) yield i;
      } finally {
        stopped = true;
      }
    }),
  });
  const caller = createCallerFactory(testRouter)({} as Context);

  it('maps a provider failure thrown by any procedure, and leaves other errors as they are', async () => {
    expect(await caught(caller.fails())).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: MESSAGES.ai.rateLimited,
    });
    expect(await caught(caller.refuses())).toMatchObject({ code: 'CONFLICT', message: 'Not now' });
  });

  it('maps a provider failure raised while a streamed answer is read, after what arrived before it', async () => {
    const seen: string[] = [];
    const error = await caught(
      (async () => {
        for await (const item of await caller.streams()) seen.push(item);
      })(),
    );
    expect(seen).toEqual(['first']);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'GATEWAY_TIMEOUT', message: MESSAGES.ai.timeout });
  });

  it('hands a reader that leaves a stream early on to the stream', async () => {
    const iterator = (await caller.long())[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe(0);
    await iterator.return(undefined);
    expect(stopped).toBe(true);
  });
});

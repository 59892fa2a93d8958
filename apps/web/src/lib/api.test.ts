import { describe, expect, it } from 'vitest';
import { restResponse, stubFetch } from '../test-utils/fetch-stub';
import { ApiError, apiRequest, isUnauthorizedError, trpcErrorCode } from './api';

describe('apiRequest', () => {
  it('sends cookies, and a JSON body only with a payload', async () => {
    const server = stubFetch({ 'GET /api/thing': { ok: true }, 'POST /api/thing': { created: true } });
    expect(await apiRequest('GET', '/api/thing')).toEqual({ ok: true });
    expect(await apiRequest('POST', '/api/thing', { a: 1 })).toEqual({ created: true });
    const [getInit, postInit] = server.fetch.mock.calls.map((c) => c[1] as RequestInit);
    expect(getInit?.credentials).toBe('include');
    expect(getInit?.body).toBeUndefined();
    expect(getInit?.headers).toBeUndefined();
    expect(postInit?.credentials).toBe('include');
    expect(postInit?.body).toBe('{"a":1}');
    expect(postInit?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it("throws '{status}: {body}' on a non-OK answer", async () => {
    stubFetch({ 'GET /api/auth/user': restResponse(401, { message: 'Unauthorized' }) });
    const error = await apiRequest('GET', '/api/auth/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized"}');
    expect((error as ApiError).serverMessage).toBe('Unauthorized');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({ 'GET /api/empty': restResponse(500, '') });
    const error = await apiRequest('GET', '/api/empty').catch((e: unknown) => e);
    expect((error as Error).message).toBe('500: Internal Server Error');
  });
});

describe('isUnauthorizedError', () => {
  it('needs 401 and the word Unauthorized, or a tRPC UNAUTHORIZED code', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid email or password"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    const trpcLike = Object.assign(new Error('Unauthorized'), { data: { code: 'UNAUTHORIZED' } });
    expect(isUnauthorizedError(trpcLike)).toBe(true);
    expect(trpcErrorCode(trpcLike)).toBe('UNAUTHORIZED');
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

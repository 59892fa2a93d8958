import { httpErrorMessage, isUnauthorizedMessage } from '@mentor/validation/plain';

/**
 * The error of a non-OK REST response. `message` is exactly spec section 8's generic text
 * ('{status}: {body text or status text}'); `serverMessage` is the `{message}` of a JSON error body, when any.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly serverMessage: string | null;

  constructor(status: number, statusText: string, body: string) {
    super(httpErrorMessage(status, body, statusText));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = messageOfBody(body);
  }
}

function messageOfBody(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON
  }
  return null;
}

/**
 * A REST call: always sends cookies; a JSON body only when a payload exists. Resolves to the parsed JSON body
 * (null when empty); throws ApiError on any non-OK status.
 */
export async function apiRequest<T = unknown>(method: string, url: string, payload?: unknown): Promise<T> {
  const hasBody = payload !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(payload) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return (text.length > 0 ? JSON.parse(text) : null) as T;
}

/**
 * An unauthorized error: a REST error whose message starts with '401: ' and contains 'Unauthorized'
 * (spec section 8), or a tRPC error with code UNAUTHORIZED.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isUnauthorizedMessage(error.message)) return true;
  return trpcErrorCode(error) === 'UNAUTHORIZED';
}

/** The tRPC error code (`data.code`, e.g. 'CONFLICT') of an error from a tRPC call, or null. */
export function trpcErrorCode(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = error.data;
  if (!data || typeof data !== 'object' || !('code' in data) || typeof data.code !== 'string') return null;
  return data.code;
}

/** Per-field messages of a tRPC validation error (the api's error formatter sends `data.fieldErrors`). */
export function trpcFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!error || typeof error !== 'object' || !('data' in error)) return out;
  const data = error.data;
  if (!data || typeof data !== 'object' || !('fieldErrors' in data)) return out;
  const fieldErrors = data.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return out;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0];
  }
  return out;
}

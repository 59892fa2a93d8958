import type { LoginInput, PublicUser, RegisterInput } from '@mentor/validation';
import { ApiError, apiRequest } from '../../lib/api';
import { MESSAGES, ROUTES } from '@mentor/validation';

/** POST /api/login: signs in with email and password; the answer sets the session cookie. */
export function login(input: LoginInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/login', input);
}

/** POST /api/auth/register: creates the account and signs it in. */
export function register(input: RegisterInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/auth/register', input);
}

/** The server's own message of a failed sign-in or registration (e.g. 'Invalid email or password'). */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return MESSAGES.generic.internal;
}

/**
 * POST /api/logout: ends this browser's session (the server answers with a redirect to the landing page, which
 * fetch follows; only a failed answer matters here).
 */
export async function logout(): Promise<void> {
  const res = await fetch(ROUTES.logout, { method: 'POST', credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
}

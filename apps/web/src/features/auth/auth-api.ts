import type { LoginInput, PublicUser, RegisterInput, TwoFactorRequired } from '@mentor/validation';
import { ApiError, apiRequest } from '../../lib/api';
import { MESSAGES, ROUTES } from '@mentor/validation';

/**
 * POST /api/login: signs in with email and password; the answer sets the session cookie. An account with
 * two-factor sign-in answers `{ twoFactorRequired, methods }`: its session waits for the second step.
 */
export function login(input: LoginInput): Promise<PublicUser | TwoFactorRequired> {
  return apiRequest<PublicUser | TwoFactorRequired>('POST', '/api/login', input);
}

/**
 * Sign-up: POST /api/auth/register, which answers the same whether the address had an account (and signs nobody
 * in), then POST /api/login with the same password. Answers the signed-in user, or null when that sign-in was
 * refused (the address had an account with another password: its owner has been mailed; the page says to check
 * the mailbox).
 */
export async function register(input: RegisterInput): Promise<PublicUser | TwoFactorRequired | null> {
  await apiRequest<{ sent: true }>('POST', '/api/auth/register', input);
  try {
    return await login({ email: input.email, password: input.password });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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

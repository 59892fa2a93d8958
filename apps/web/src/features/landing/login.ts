import { ROUTES } from '@mentor/validation/plain';
import { browser } from '../../lib/browser';

/**
 * Sign-in and every call to action send the browser to the login route (a full navigation, not a client route).
 * An email typed in the final call to action goes along (`?email=`, a valid address only) and ends up in the
 * sign-in form, or with the identity provider as a hint. The email schema is loaded only then (zod stays off the
 * landing page's critical path).
 */
export async function goToLogin(email?: string): Promise<void> {
  const hint = email ? (await import('@mentor/validation')).loginHintEmail(email) : null;
  browser.assign(hint ? `${ROUTES.login}?${new URLSearchParams({ email: hint }).toString()}` : ROUTES.login);
}

import { ROUTES, loginHintEmail } from '@mentor/validation';
import { browser } from '../../lib/browser';

/**
 * Sign-in and every call to action send the browser to the login route (a full navigation, not a client route).
 * An email typed in the final call to action goes along (`?email=`, a valid address only) and ends up in the
 * sign-in form, or with the identity provider as a hint.
 */
export function goToLogin(email?: string): void {
  const hint = loginHintEmail(email);
  browser.assign(hint ? `${ROUTES.login}?${new URLSearchParams({ email: hint }).toString()}` : ROUTES.login);
}

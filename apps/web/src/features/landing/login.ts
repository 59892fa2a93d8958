import { ROUTES } from '@mentor/validation';
import { browser } from '../../lib/browser';

/** Sign-in and every call to action send the browser to the login route (a full navigation, not a client route). */
export function goToLogin(): void {
  browser.assign(ROUTES.login);
}

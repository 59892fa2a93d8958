import { MESSAGES, REDIRECT_DELAY_MS, ROUTES } from '@mentor/validation/plain';
import { browser } from './browser';
import { notifyError } from './notify';

export type UnauthorizedVariant = 'default' | 'inspiration';

let handled = false;

/**
 * Spec section 8 "Unauthorized handling": toast 'Unauthorized' / 'You are logged out. Logging in again...'
 * (inspiration calls: 'Unauthorized: You are logged out. Logging in again...'), then a browser navigation to
 * /api/login after REDIRECT_DELAY_MS. Fires once per page: several failing calls give one toast and one redirect.
 */
export function handleUnauthorized(variant: UnauthorizedVariant = 'default'): void {
  if (handled) return;
  handled = true;
  const body =
    variant === 'inspiration' ? MESSAGES.auth.inspirationUnauthorized : MESSAGES.auth.unauthorizedBody;
  notifyError(MESSAGES.auth.unauthorizedTitle, body);
  setTimeout(() => browser.assign(ROUTES.login), REDIRECT_DELAY_MS);
}

/** Tests only: let the handler fire again. */
export function resetUnauthorizedHandler(): void {
  handled = false;
}

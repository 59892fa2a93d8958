import { CHAT_VIEW_TEXT, MESSAGES } from '@mentor/validation';
import { trpcErrorCode } from '../../lib/api';
import type { ErrorToast } from '../../lib/query-client';

/**
 * The toast for a refused or failed send (spec sections 5 and 8): the session limit gives 'Session limit reached' /
 * 'Please upgrade your subscription to continue'; any other answer of the server shows its message; a failure
 * without one (network) shows 'Failed to send message'. (An unauthorized error never gets here: lib/query-client
 * shows the unauthorized toast and redirects instead.)
 */
export function sendFailureToast(error: unknown): ErrorToast {
  const code = trpcErrorCode(error);
  const serverMessage =
    code !== null && error instanceof Error && error.message.trim().length > 0 ? error.message : null;
  if (code === 'FORBIDDEN' && serverMessage === MESSAGES.chat.sessionLimitServer) {
    return { title: MESSAGES.chat.sessionLimitTitle, message: MESSAGES.chat.sessionLimitBody };
  }
  return { title: CHAT_VIEW_TEXT.errorTitle, message: serverMessage ?? MESSAGES.chat.sendFailed };
}

/**
 * The toast for a session that could not be started: at the monthly limit 'Session limit reached' / 'Please
 * upgrade your subscription to continue' (the server refuses new sessions then); otherwise 'Failed to create
 * chat session'.
 */
export function createSessionFailureToast(error: unknown): ErrorToast {
  if (
    trpcErrorCode(error) === 'FORBIDDEN' &&
    error instanceof Error &&
    error.message === MESSAGES.chat.sessionLimitServer
  ) {
    return { title: MESSAGES.chat.sessionLimitTitle, message: MESSAGES.chat.sessionLimitBody };
  }
  return { title: CHAT_VIEW_TEXT.errorTitle, message: MESSAGES.chat.createSessionFailed };
}

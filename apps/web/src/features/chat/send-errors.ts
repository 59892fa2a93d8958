import { CHAT_VIEW_TEXT, MESSAGES } from '@mentor/validation';
import { isUnauthorizedError, trpcErrorCode } from '../../lib/api';

export interface FailureToast {
  title: string;
  message: string;
}

/**
 * The toast for a refused or failed send (spec sections 5 and 8): the session limit gives 'Session limit reached' /
 * 'Please upgrade your subscription to continue'; any other answer of the server shows its message; a failure
 * without one (network) shows 'Failed to send message'. Null for an unauthorized error: the app-wide handling
 * shows its own toast and redirects.
 */
export function sendFailureToast(error: unknown): FailureToast | null {
  if (isUnauthorizedError(error)) return null;
  const code = trpcErrorCode(error);
  const serverMessage =
    code !== null && error instanceof Error && error.message.trim().length > 0 ? error.message : null;
  if (code === 'FORBIDDEN' && serverMessage === MESSAGES.chat.sessionLimitServer) {
    return { title: MESSAGES.chat.sessionLimitTitle, message: MESSAGES.chat.sessionLimitBody };
  }
  return { title: CHAT_VIEW_TEXT.errorTitle, message: serverMessage ?? MESSAGES.chat.sendFailed };
}

/** The toast for a failed session start: 'Failed to create chat session' (null when unauthorized, see above). */
export function createFailureToast(error: unknown): FailureToast | null {
  if (isUnauthorizedError(error)) return null;
  return { title: CHAT_VIEW_TEXT.errorTitle, message: MESSAGES.chat.createSessionFailed };
}

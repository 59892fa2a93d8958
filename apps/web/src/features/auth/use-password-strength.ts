import { checkPasswordStrength, type PasswordStrength } from '@mentor/validation';
import { useEffect, useState } from 'react';

/** How long typing pauses before the estimate runs again. */
const SETTLE_MS = 150;

/**
 * The strength of a new password as it is typed (null while it is empty or not estimated yet). The estimator and
 * its dictionaries are fetched on the first non-empty password only, so no page carries them until then.
 */
export function usePasswordStrength(
  password: string,
  personal: readonly (string | null | undefined)[],
): PasswordStrength | null {
  const [result, setResult] = useState<{ password: string; strength: PasswordStrength } | null>(null);
  const key = personal.join('\u0000');
  useEffect(() => {
    if (!password) return;
    let live = true;
    const timer = setTimeout(() => {
      checkPasswordStrength(password, key.split('\u0000'))
        .then((strength) => {
          if (live) setResult({ password, strength });
        })
        // Offline: no meter; the server still checks the password when it is sent.
        .catch(() => {});
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, key]);
  return result && result.password === password ? result.strength : null;
}

/**
 * Checks a new password before it is sent: answers the message to show on its field, or null when it may go. The
 * server checks it again (it is the source of truth); a failed load of the estimator leaves the check to it.
 */
export async function weakPasswordMessage(
  password: string,
  personal: readonly (string | null | undefined)[],
  message: string,
): Promise<string | null> {
  try {
    return (await checkPasswordStrength(password, personal)).acceptable ? null : message;
  } catch {
    return null;
  }
}

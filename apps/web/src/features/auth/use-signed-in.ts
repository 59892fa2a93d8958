import { ROUTES, type PublicUser, type TwoFactorRequired } from '@mentor/validation';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSetCurrentUser } from './use-auth';

/**
 * After a successful sign-in or registration: refresh the user and go to the dashboard. An account with two-factor
 * sign-in goes to its second step instead (its session waits for it).
 */
export function useSignedIn(): (answer: PublicUser | TwoFactorRequired) => Promise<void> {
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();
  return useCallback(
    async (answer: PublicUser | TwoFactorRequired) => {
      if ('twoFactorRequired' in answer) {
        await navigate(ROUTES.twoFactorSignIn);
        return;
      }
      await setCurrentUser(answer);
      await navigate(ROUTES.dashboard, { replace: true });
    },
    [navigate, setCurrentUser],
  );
}

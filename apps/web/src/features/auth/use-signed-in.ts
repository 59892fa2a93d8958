import { ROUTES, type PublicUser } from '@mentor/validation';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSetCurrentUser } from './use-auth';

/** After a successful sign-in or registration: refresh the user and go to the dashboard. */
export function useSignedIn(): (user: PublicUser) => Promise<void> {
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();
  return useCallback(
    async (user: PublicUser) => {
      await setCurrentUser(user);
      await navigate(ROUTES.dashboard, { replace: true });
    },
    [navigate, setCurrentUser],
  );
}

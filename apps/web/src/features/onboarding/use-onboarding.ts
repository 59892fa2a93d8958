import { MESSAGES } from '@mentor/validation';
import { useMutation } from '@tanstack/react-query';
import { trpcFieldErrors } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { useSetCurrentUser } from '../auth/use-auth';

const saveFailed = { title: MESSAGES.onboarding.saveFailedTitle, message: MESSAGES.onboarding.saveFailed };

/** The onboarding answers (goal, time horizon, tone, mentor type): saved on the user, which is then refreshed. */
export function useSaveOnboarding(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const setCurrentUser = useSetCurrentUser();
  return useMutation(
    trpc.account.saveOnboarding.mutationOptions({
      meta: { errorToast: saveFailed },
      onSuccess: async (user) => {
        notifySuccess(MESSAGES.onboarding.savedTitle, MESSAGES.onboarding.savedBody);
        await setCurrentUser(user);
      },
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
}

/** The same answers changed later (Profile Settings' mentoring profile). */
export function useUpdateMentoringProfile(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const setCurrentUser = useSetCurrentUser();
  return useMutation(
    trpc.account.updateMentoringProfile.mutationOptions({
      meta: { errorToast: saveFailed },
      onSuccess: async (user) => {
        notifySuccess(MESSAGES.onboarding.profileSavedTitle, MESSAGES.onboarding.profileSavedBody);
        await setCurrentUser(user);
      },
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
}

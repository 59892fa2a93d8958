import { MESSAGES } from '@mentor/validation';
import { useMutation } from '@tanstack/react-query';
import { trpcErrorCode } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

/**
 * The Contact Support form's call (`support.create`): the spec's success toast; a failure toasts the api's
 * message when it is the hourly cap, otherwise a generic failure.
 */
export function useSupportRequest({ onSent }: { onSent: () => void }) {
  const trpc = useTRPC();
  return useMutation(
    trpc.support.create.mutationOptions({
      meta: {
        errorToast: (error) => ({
          title: MESSAGES.help.sendFailTitle,
          message:
            trpcErrorCode(error) === 'TOO_MANY_REQUESTS'
              ? MESSAGES.support.tooManyRequests
              : MESSAGES.help.sendFailBody,
          id: 'support-request',
        }),
      },
      onSuccess: () => {
        notifySuccess(MESSAGES.support.successTitle, MESSAGES.support.successBody, { id: 'support-request' });
        onSent();
      },
    }),
  );
}

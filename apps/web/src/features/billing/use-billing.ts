import {
  CHECKOUT_RESULT_PARAM,
  MESSAGES,
  planState,
  type CheckoutPlan,
  type PlanState,
  type PublicUser,
} from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { browser } from '../../lib/browser';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

/**
 * What the user is on, from the user call (`auth.me`) through the one plan-state function of
 * packages/validation: every screen that names the plan or counts sessions reads it from here.
 */
export function planOf(user: PublicUser, now: Date = new Date()): PlanState {
  return planState(user, now);
}

/** billing.status: whether online payment is on, the plan, and the provider's subscription details. */
export function useBillingStatus() {
  const trpc = useTRPC();
  // The provider's view changes outside the app (portal, renewals): read it afresh when a billing screen opens.
  return useQuery({ ...trpc.billing.status.queryOptions(), staleTime: 0 });
}

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.billing.providerUnavailable;

/**
 * Go Pro / Join Founder+ and Manage billing: ask the api for the provider's page and send the browser there.
 * A refusal (payments off, already subscribed, provider down) toasts the api's message.
 */
export function useBillingRedirects() {
  const trpc = useTRPC();
  const checkout = useMutation(
    trpc.billing.checkout.mutationOptions({
      meta: {
        errorToast: (error) => ({ title: MESSAGES.billing.checkoutFailTitle, message: errorMessage(error) }),
      },
      onSuccess: ({ url }) => browser.assign(url),
    }),
  );
  const portal = useMutation(
    trpc.billing.portal.mutationOptions({
      meta: {
        errorToast: (error) => ({ title: MESSAGES.billing.portalFailTitle, message: errorMessage(error) }),
      },
      onSuccess: ({ url }) => browser.assign(url),
    }),
  );
  return {
    startCheckout: (plan: CheckoutPlan) => checkout.mutate({ plan }),
    /** The plan whose checkout is being opened, or null. */
    pendingPlan: checkout.isPending ? (checkout.variables?.plan ?? null) : null,
    openPortal: () => portal.mutate(),
    portalPending: portal.isPending,
    busy: checkout.isPending || checkout.isSuccess || portal.isPending || portal.isSuccess,
  };
}

/**
 * Back from the payment page (`?checkout=success` or `?checkout=cancelled`): a toast, then every plan-dependent
 * read is fetched again (the webhook has changed the plan), and the parameter leaves the address bar.
 */
export function useCheckoutReturn(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const result = params.get(CHECKOUT_RESULT_PARAM);

  useEffect(() => {
    if (result !== 'success' && result !== 'cancelled') return;
    if (result === 'success') {
      notifySuccess(MESSAGES.billing.checkoutSuccessTitle, MESSAGES.billing.checkoutSuccessBody, {
        id: 'checkout-return',
      });
      void queryClient.invalidateQueries(trpc.auth.me.queryFilter());
      void queryClient.invalidateQueries(trpc.billing.status.queryFilter());
      void queryClient.invalidateQueries(trpc.trial.status.queryFilter());
      void queryClient.invalidateQueries(trpc.chat.quota.queryFilter());
    } else {
      notifySuccess(MESSAGES.billing.checkoutCancelledTitle, MESSAGES.billing.checkoutCancelledBody, {
        id: 'checkout-return',
      });
    }
    const next = new URLSearchParams(params);
    next.delete(CHECKOUT_RESULT_PARAM);
    setParams(next, { replace: true });
  }, [result, params, setParams, queryClient, trpc]);
}

/** Plans and payments: what the api's billing procedures take and answer (spec sections 2 "Subscription", 9). */
import { z } from 'zod';
import { ROUTES } from './constants';
import { MESSAGES } from './messages';
import type { PlanState } from './plan';

/** The plans bought online: 'Go Pro' and 'Join Founder+'. */
export const CHECKOUT_PLANS = ['pro', 'founder'] as const;
export type CheckoutPlan = (typeof CHECKOUT_PLANS)[number];

export const checkoutInputSchema = z.object({
  plan: z.enum(CHECKOUT_PLANS, { error: MESSAGES.billing.invalidPlan }),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** Query parameter the payment page's return adds to the app's URL, and its values. */
export const CHECKOUT_RESULT_PARAM = 'checkout';
/** Where the payment page sends the browser back (paths in the app; the api prefixes PUBLIC_URL). */
export const CHECKOUT_RETURN_PATHS = {
  success: `${ROUTES.subscription}?${CHECKOUT_RESULT_PARAM}=success`,
  cancel: `${ROUTES.upgrade}?${CHECKOUT_RESULT_PARAM}=cancelled`,
  /** Back from the billing portal (Manage billing, Cancel Subscription). */
  portal: ROUTES.subscription,
} as const;

export interface BillingAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface PaymentCard {
  /** e.g. 'visa'. */
  brand: string;
  last4: string;
}

/** The subscription as the payment provider reports it, for the Subscription page. */
export interface SubscriptionSummary {
  /** The provider's status: active, trialing, past_due, canceled, ... */
  status: string;
  /** ISO timestamp of the end of the current period (the next billing date), or null. */
  currentPeriodEnd: string | null;
  /** The subscription ends at the end of the period instead of renewing. */
  cancelAtPeriodEnd: boolean;
  card: PaymentCard | null;
  billingAddress: BillingAddress | null;
}

/** billing.status: whether online payment is on, what the user is on, and their subscription's details. */
export interface BillingStatus {
  /** Online payment is configured on this server (checkout and portal work). */
  enabled: boolean;
  plan: PlanState;
  /** Null without a subscription, with payments off, or when the provider could not be asked. */
  subscription: SubscriptionSummary | null;
  /** The user has a subscription but the provider could not be reached for its details. */
  subscriptionUnavailable: boolean;
}

/** billing.checkout and billing.portal: the provider's page to send the browser to. */
export interface RedirectUrl {
  url: string;
}

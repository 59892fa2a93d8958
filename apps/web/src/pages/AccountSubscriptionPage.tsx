import { ComingSoon } from '@mentor/ui';

/** /account/subscription (its own issue). */
export default function AccountSubscriptionPage() {
  return <ComingSoon title="Subscription" />;
}

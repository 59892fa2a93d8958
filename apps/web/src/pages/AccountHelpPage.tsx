import { ComingSoon } from '@mentor/ui';

/** /account/help (its own issue). */
export default function AccountHelpPage() {
  return <ComingSoon title="Help & Support" />;
}

import { ComingSoon } from '@mentor/ui';
import { MESSAGES } from '@mentor/validation';

/** /admin: the Admin Dashboard (its own issue). */
export default function AdminPage() {
  return <ComingSoon title={MESSAGES.admin.heading} order={1} />;
}

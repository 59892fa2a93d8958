import { ComingSoon } from '@mentor/ui';

/** /account/export (its own issue). */
export default function AccountExportPage() {
  return <ComingSoon title="Export Data" />;
}

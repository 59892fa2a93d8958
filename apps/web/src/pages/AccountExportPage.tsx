import { ExportData } from '../features/account/ExportData';

/** /account/export: Export Data. */
export default function AccountExportPage() {
  return <ExportData />;
}

import { AdminDashboard } from '../features/admin/AdminDashboard';

/** /admin: the Admin Dashboard (spec section 2); the api refuses members with 403. */
export default function AdminPage() {
  return <AdminDashboard />;
}

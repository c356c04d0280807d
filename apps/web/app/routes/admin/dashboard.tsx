import { adminKeys, useAdminData } from '../../features/admin-api/queries';
import { EMPTY_ACTIVITY, EMPTY_STATS, loadDashboard } from '../../features/admin-dashboard/api';
import { Dashboard } from '../../features/admin-dashboard/dashboard';
import { Spinner } from '../../features/admin-ui/ui';

export function meta() {
  return [{ title: 'Панель управления' }];
}

export default function AdminDashboardPage() {
  const { data } = useAdminData(adminKeys.dashboard, loadDashboard);
  if (!data) return <Spinner />;
  return <Dashboard stats={data.stats ?? EMPTY_STATS} activity={data.activity ?? EMPTY_ACTIVITY} />;
}

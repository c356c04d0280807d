import { adminKeys, useAdminData } from '../../features/admin-api/queries';
import { loadDashboard } from '../../features/admin-dashboard/api';
import { Dashboard } from '../../features/admin-dashboard/dashboard';
import { LoadError, PageHeader, Spinner } from '../../features/admin-ui/ui';

export function meta() {
  return [{ title: 'Панель управления' }];
}

export default function AdminDashboardPage() {
  const read = useAdminData(adminKeys.dashboard, loadDashboard);
  if (read.failed) {
    return (
      <div>
        <PageHeader title="Панель управления" />
        <LoadError what="панель управления" error={read.error} retry={read.retry} retrying={read.retrying} />
      </div>
    );
  }
  if (!read.data) return <Spinner />;
  return <Dashboard stats={read.data.stats} activity={read.data.activity} />;
}

import { Mail } from 'lucide-react';
import { adminKeys, useAdminData } from '../../features/admin-api/queries';
import { loadDashboard } from '../../features/admin-dashboard/api';
import { PageHeader, Spinner } from '../../features/admin-ui/ui';

export function meta() {
  return [{ title: 'Рассылка' }];
}

export default function AdminNewsletterPage() {
  const { data } = useAdminData(adminKeys.dashboard, loadDashboard);
  const count = data ? data.stats.newsletter_subscribers : null;
  return (
    <div>
      <PageHeader title="Рассылка" />
      {count === null ? (
        <Spinner />
      ) : (
        <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
          <p className="flex items-center gap-3 text-lg">
            <Mail className="size-6 text-stone-700" aria-hidden />
            Подписчиков: <strong>{count}</strong>
          </p>
          <p className="mt-3 text-sm text-stone-600">
            Отправка рассылок появится здесь в одном из следующих обновлений. Подписчики уже собираются.
          </p>
        </div>
      )}
    </div>
  );
}

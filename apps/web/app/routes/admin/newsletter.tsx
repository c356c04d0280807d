import { Mail } from 'lucide-react';
import { adminKeys, useAdminData } from '../../features/admin-api/queries';
import { loadDashboard } from '../../features/admin-dashboard/api';
import { LoadError, PageHeader, Spinner } from '../../features/admin-ui/ui';

export function meta() {
  return [{ title: 'Рассылка' }];
}

export default function AdminNewsletterPage() {
  const read = useAdminData(adminKeys.dashboard, loadDashboard);
  const count = read.data ? read.data.stats.newsletter_subscribers : null;
  return (
    <div>
      <PageHeader title="Рассылка" />
      {read.failed ? (
        <LoadError what="число подписчиков" error={read.error} retry={read.retry} retrying={read.retrying} />
      ) : count === null ? (
        <Spinner />
      ) : (
        <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
          <p className="flex items-center gap-3 text-lg">
            <Mail className="size-6 text-stone-700" aria-hidden />
            Подписчиков: <strong>{count}</strong>
          </p>
          <p className="mt-3 text-sm text-stone-600">
            На сайте пока нет формы подписки: новые подписчики не появляются. Форма подписки с подтверждением по e-mail
            и отправка рассылок появятся здесь в одном из следующих обновлений.
          </p>
        </div>
      )}
    </div>
  );
}

import type { NewsletterStatus, NewsletterSubscriber } from '@app/contracts';
import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { DeleteButton } from '../admin-ui/row-actions';
import { btn, EmptyState, formatDate, LoadError, PageHeader, Segmented, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { deleteSubscriber, downloadSubscribersCsv, listSubscribers } from './api';

type Filter = 'confirmed' | 'pending' | 'unsubscribed';

const STATUS: Record<NewsletterStatus, { label: string; className: string }> = {
  confirmed: { label: 'Подтверждена', className: 'bg-emerald-100 text-emerald-900' },
  pending: { label: 'Ждёт подтверждения', className: 'bg-amber-100 text-amber-900' },
  unsubscribed: { label: 'Отписался', className: 'bg-stone-200 text-stone-800' },
};

const list = (status: Filter) => listSubscribers(status);

/**
 * The newsletter's subscribers (double opt-in, issue 20): who confirmed and when, who is waiting,
 * who left; the confirmed ones as CSV for the owner's mail tool (campaigns are sent there).
 */
export function NewsletterPage() {
  const [filter, setFilter] = useState<Filter>('confirmed');
  const read = useAdminData([...adminKeys.newsletter, filter], () => list(filter));
  const refresh = useRefresh();
  const question = useAsk();

  async function download() {
    try {
      await downloadSubscribersCsv();
    } catch (e) {
      notify.error('Не удалось выгрузить CSV', e);
    }
  }

  async function remove(s: NewsletterSubscriber) {
    if (!(await question.ask(deleteQuestion(`подписчика ${s.email}`, 'Адрес и запись о согласии будут удалены.')))) {
      return;
    }
    try {
      await deleteSubscriber(s.id);
      notify.success(`${s.email} удалён`);
      await refresh(adminKeys.newsletter);
    } catch (e) {
      notify.error(`Не удалось удалить ${s.email}`, e);
    }
  }

  const rows = read.data;
  return (
    <div>
      <PageHeader title="Рассылка">
        <button type="button" className={btn.secondary} onClick={() => void download()}>
          <Download className="size-4" aria-hidden /> CSV подтверждённых
        </button>
      </PageHeader>
      <p className="mb-4 flex items-start gap-2 text-sm text-stone-700">
        <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
        Посетители подписываются в подвале сайта и на странице /newsletter; подписка действует только после
        подтверждения по ссылке из письма (double opt-in). Рассылки отправляйте своим почтовым сервисом по CSV.
      </p>
      <div className="mb-4">
        <Segmented
          label="Статус"
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'confirmed', label: 'Подтверждённые' },
            { value: 'pending', label: 'Ждут подтверждения' },
            { value: 'unsubscribed', label: 'Отписавшиеся' },
          ]}
        />
      </div>
      {read.failed ? (
        <LoadError what="подписчиков" error={read.error} retry={read.retry} retrying={read.retrying} />
      ) : rows === undefined ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState title="Пока никого" hint="Подписчики появятся здесь после подписки на сайте." />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white shadow-sm">
          {rows.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 p-3" data-subscriber={s.email}>
              <div className="min-w-0 flex-1 basis-60 break-words">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {s.email}
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[s.status].className}`}>
                    {STATUS[s.status].label}
                  </span>
                </p>
                <p className="text-sm text-stone-600">
                  {s.lang === 'ru' ? 'по-русски' : 'по-немецки'} · подписка {formatDate(s.created_at)}
                  {s.confirmed_at ? ` · подтверждена ${formatDate(s.confirmed_at)}` : ''}
                  {s.unsubscribed_at ? ` · отписка ${formatDate(s.unsubscribed_at)}` : ''}
                </p>
              </div>
              <DeleteButton label={`Удалить подписчика: ${s.email}`} onClick={() => void remove(s)} />
            </li>
          ))}
        </ul>
      )}
      {question.dialog}
    </div>
  );
}

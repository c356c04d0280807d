import type { AuditAction, AuditChange, AuditEntry } from '@app/contracts';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fieldLabel } from '../admin-api/field-labels';
import { adminKeys, useAdminData } from '../admin-api/queries';
import { ShowMore } from '../admin-ui/paged-list';
import { btn, EmptyState, LoadError, PageHeader, Spinner } from '../admin-ui/ui';
import { listAudit } from './api';

const PAGE = 50;

const ACTIONS: Record<AuditAction, { label: string; className: string }> = {
  create: { label: 'Создано', className: 'bg-emerald-100 text-emerald-900' },
  update: { label: 'Изменено', className: 'bg-sky-100 text-sky-900' },
  delete: { label: 'Удалено', className: 'bg-red-100 text-red-900' },
  action: { label: 'Действие', className: 'bg-stone-200 text-stone-800' },
};

/** Russian names of what an entry changed: declared tables, settings sections, other routes. */
const RECORD_TYPES: Record<string, string> = {
  review: 'Отзыв',
  portfolio_item: 'Проект портфолио',
  portfolio_category: 'Категория портфолио',
  blog_post: 'Запись блога',
  location: 'Локация',
  document: 'Документ',
  contact_message: 'Сообщение',
  newsletter_subscriber: 'Подписчик рассылки',
  booking_request: 'Заявка на съёмку',
  blocked_range: 'Закрытые дни',
  outbox: 'Письмо',
  'setting:branding': 'Настройки: сайт',
  'setting:contact': 'Настройки: контакты',
  'setting:services': 'Настройки: услуги',
  'setting:impressum': 'Настройки: Impressum',
  'setting:analytics': 'Настройки: аналитика',
  'setting:site_images': 'Настройки: изображения сайта',
  'setting:social_links': 'Настройки: соцсети',
  'setting:email_notifications': 'Настройки: почта',
  'setting:availability': 'Настройки: свободные дни',
  'setting:booking_mails': 'Настройки: письма о бронировании',
  'setting:calendar_feed': 'Ссылка на календарь',
  'settings/password': 'Пароль',
  'settings/profile': 'Профиль',
  'settings/2fa/setup': 'Двухфакторный вход: настройка',
  'settings/2fa/enable': 'Двухфакторный вход: включение',
  'settings/2fa/disable': 'Двухфакторный вход: отключение',
  'settings/test-email': 'Тестовое письмо',
  'uploads/image': 'Загрузка изображения',
  'uploads/document': 'Загрузка документа',
  logout: 'Выход из админки',
};

export const recordTypeName = (type: string) => RECORD_TYPES[type] ?? type;

const when = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Yes/no fields, stored as 0/1. */
const FLAGS = new Set(['approved', 'published', 'featured', 'active', 'read', 'small_business']);

function value(text: string | null, field: string) {
  if (text === null) return <span className="text-stone-500">—</span>;
  if (FLAGS.has(field.split('.').at(-1) ?? '') && /^(0|1|true|false)$/.test(text)) {
    return <span>{text === '1' || text === 'true' ? 'да' : 'нет'}</span>;
  }
  if (text === '[hidden]') return <span className="italic text-stone-600">скрыто</span>;
  return <span className="break-words">{text}</span>;
}

function Changes({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="font-medium text-stone-700">{fieldLabel(c.field)}</dt>
          <dd className="min-w-0 text-stone-800">
            {c.before === null && c.after !== null ? (
              value(c.after, c.field)
            ) : (
              <>
                {value(c.before, c.field)} <span aria-hidden="true">→</span>
                <span className="sr-only">стало</span> {value(c.after, c.field)}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const action = ACTIONS[entry.action];
  return (
    <li className="p-3" data-audit-entry={entry.id}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${action.className}`}>{action.label}</span>
        <span className="font-medium">{recordTypeName(entry.record_type)}</span>
        {entry.record_label ? <span className="text-stone-700">«{entry.record_label}»</span> : null}
      </p>
      <p className="mt-0.5 text-sm text-stone-600">
        <time dateTime={entry.at}>{when(entry.at)}</time> · {entry.actor}
      </p>
      <Changes changes={entry.changes} />
    </li>
  );
}

const selectClass =
  'min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm sm:min-h-9 sm:w-auto';

/**
 * The audit log (issue 20 item 4): every change made in the office, newest first, with who,
 * what and the fields before and after; filtered by what, who, kind and days (in the address,
 * so a filtered view can be reloaded or shared). Kept a year; secrets never appear.
 */
export function AuditPage() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const filters = {
    record_type: search.get('record_type') ?? '',
    actor: search.get('actor') ?? '',
    action: search.get('action') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
  const [pages, setPages] = useState(1);
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const read = useAdminData([...adminKeys.audit, query, pages], () => listAudit(filters, PAGE * pages));
  const set = (name: keyof typeof filters, next: string) => {
    const params = new URLSearchParams(search);
    if (next) params.set(name, next);
    else params.delete(name);
    setPages(1);
    setSearch(params, { replace: true });
  };
  const filtered = Object.values(filters).some((v) => v !== '');
  const data = read.data;

  return (
    <div>
      <PageHeader title="Журнал изменений" />
      <p className="mb-4 flex items-start gap-2 text-sm text-stone-700">
        <History className="mt-0.5 size-4 shrink-0" aria-hidden />
        Каждое изменение в админке: кто, когда, что и какие поля были до и после. Записи хранятся один год; пароли и
        другие секреты не записываются.
      </p>
      <fieldset className="mb-4 flex flex-wrap items-end gap-3">
        <legend className="sr-only">Фильтры</legend>
        <div className="grid w-full gap-1 text-sm sm:w-auto">
          <label htmlFor={`${id}-type`}>Что</label>
          <select
            id={`${id}-type`}
            className={selectClass}
            value={filters.record_type}
            onChange={(e) => set('record_type', e.target.value)}
          >
            <option value="">Всё</option>
            {(data?.record_types ?? []).map((type) => (
              <option key={type} value={type}>
                {recordTypeName(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid w-full gap-1 text-sm sm:w-auto">
          <label htmlFor={`${id}-actor`}>Кто</label>
          <select
            id={`${id}-actor`}
            className={selectClass}
            value={filters.actor}
            onChange={(e) => set('actor', e.target.value)}
          >
            <option value="">Все</option>
            {(data?.actors ?? []).map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </div>
        <div className="grid w-full gap-1 text-sm sm:w-auto">
          <label htmlFor={`${id}-action`}>Действие</label>
          <select
            id={`${id}-action`}
            className={selectClass}
            value={filters.action}
            onChange={(e) => set('action', e.target.value)}
          >
            <option value="">Любое</option>
            {Object.entries(ACTIONS).map(([key, { label }]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor={`${id}-from`}>С</label>
          <input
            id={`${id}-from`}
            type="date"
            className={selectClass}
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor={`${id}-to`}>По</label>
          <input
            id={`${id}-to`}
            type="date"
            className={selectClass}
            value={filters.to}
            onChange={(e) => set('to', e.target.value)}
          />
        </div>
        {filtered ? (
          <button
            type="button"
            className={btn.secondary}
            onClick={() => setSearch(new URLSearchParams(), { replace: true })}
          >
            Сбросить фильтры
          </button>
        ) : null}
      </fieldset>
      {read.failed ? (
        <LoadError what="журнал" error={read.error} retry={read.retry} retrying={read.retrying} />
      ) : data === undefined ? (
        <Spinner />
      ) : data.entries.length === 0 ? (
        <EmptyState
          title={filtered ? 'Ничего не найдено' : 'Изменений пока нет'}
          hint={filtered ? 'Измените или сбросьте фильтры.' : 'Здесь появится каждое изменение, сделанное в админке.'}
        />
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white shadow-sm">
            {data.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
          <ShowMore more={data.more} onMore={() => setPages((p) => p + 1)} />
        </>
      )}
    </div>
  );
}

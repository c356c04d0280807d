import {
  AlarmClock,
  CalendarCheck,
  ExternalLink,
  FileText,
  Image,
  type LucideIcon,
  Mail,
  MessageSquare,
  PenLine,
  Plus,
  Star,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminKeys, useAdminData } from '../admin-api/queries';
import { STATUS_LABELS } from '../admin-forms/api';
import { listCategories } from '../admin-portfolio/api';
import { btn, formatDate, officeDate, PageHeader } from '../admin-ui/ui';
import type { DashboardStats, RecentActivity } from './api';

function Tile({ to, label, value, icon: Icon }: { to: string; label: string; value: number; icon: LucideIcon }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-stone-400"
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-stone-100">
        <Icon className="size-5 text-stone-700" aria-hidden />
      </span>
      <span>
        <span className="block text-2xl font-semibold">{value}</span>
        <span className="block text-sm text-stone-600">{label}</span>
      </span>
    </Link>
  );
}

function RecentList({
  title,
  to,
  empty,
  children,
}: {
  title: string;
  to: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="font-semibold">{title}</h2>
        <Link to={to} className="text-sm text-stone-700 underline">
          Смотреть все<span className="sr-only">: {title}</span>
        </Link>
      </div>
      {empty ? (
        <p className="text-sm text-stone-600">Пока ничего нет.</p>
      ) : (
        <ul className="divide-y divide-stone-200">{children}</ul>
      )}
    </section>
  );
}

function Row({ main, sub, aside }: { main: string; sub: string; aside?: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{main}</span>
        <span className="block truncate text-stone-600">{sub}</span>
      </span>
      {aside ? <span className="shrink-0">{aside}</span> : null}
    </li>
  );
}

/** A hold's deadline in Berlin time: «30 нояб., 10:00». */
const deadline = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

/**
 * The holds that run out within the warning window (issue 35 item 4): client, shoot date and
 * deadline, each opening the booking on the desk. Nothing when none runs out soon.
 */
function ExpiringHolds({ activity }: { activity: RecentActivity }) {
  if (activity.expiring_holds.length === 0) return null;
  return (
    <section
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
      aria-labelledby="expiring-holds-title"
      data-testid="expiring-holds"
    >
      <h2 id="expiring-holds-title" className="mb-1 flex items-center gap-2 font-semibold">
        <AlarmClock className="size-5 text-amber-800" aria-hidden /> Брони скоро истекают
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        Без ответа дата освободится, и клиент получит письмо. Показаны брони, истекающие в ближайшие{' '}
        {activity.hold_warning_hours} ч.
      </p>
      <ul className="divide-y divide-amber-200">
        {activity.expiring_holds.map((h) => (
          <li key={h.id} className="py-2 text-sm">
            <Link
              to={`/admin/forms?booking=${encodeURIComponent(h.id)}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 underline-offset-2 hover:underline"
            >
              <span className="min-w-0">
                <span className="block font-medium">{h.name}</span>
                <span className="block text-stone-700">
                  {h.service} · {officeDate(h.date)}
                  {h.time ? `, ${h.time}` : ''}
                </span>
              </span>
              <span className="shrink-0 font-medium text-amber-900">до {deadline(h.hold_until)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Dashboard({ stats, activity }: { stats: DashboardStats; activity: RecentActivity }) {
  // Category names instead of their slugs (the slug while they load or when they cannot).
  const categories = useAdminData(adminKeys.categories, listCategories).data ?? [];
  const categoryName = (slug: string) => {
    const category = categories.find((c) => c.slug === slug);
    return category ? category.name_ru || category.name_de : slug;
  };
  return (
    <div>
      <PageHeader title="Панель управления" />
      <ExpiringHolds activity={activity} />
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Tile to="/admin/portfolio" label="Проекты в портфолио" value={stats.portfolio_count} icon={Image} />
        <Tile to="/admin/blog" label="Статьи в блоге" value={stats.blog_count} icon={FileText} />
        <Tile
          to="/admin/reviews?status=pending"
          label={`Отзывы ждут одобрения (всего ${stats.reviews_count})`}
          value={stats.reviews_pending}
          icon={Star}
        />
        <Tile to="/admin/forms" label="Непрочитанные сообщения" value={stats.contacts_unread} icon={MessageSquare} />
        <Tile
          to="/admin/forms?tab=bookings"
          label="Ожидающие бронирования"
          value={stats.bookings_pending}
          icon={CalendarCheck}
        />
        <Tile to="/admin/newsletter" label="Подписчики рассылки" value={stats.newsletter_subscribers} icon={Mail} />
      </div>

      <section className="mt-8">
        <h2 className="mb-3 font-semibold">Быстрые действия</h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/portfolio" className={btn.primary}>
            <Plus className="size-4" aria-hidden /> Добавить проект
          </Link>
          <Link to="/admin/blog" className={btn.secondary}>
            <PenLine className="size-4" aria-hidden /> Написать статью
          </Link>
          <a href="/" target="_blank" rel="noopener" className={btn.secondary}>
            <ExternalLink className="size-4" aria-hidden /> Посмотреть сайт
            <span className="sr-only">(в новой вкладке)</span>
          </a>
        </div>
      </section>

      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <RecentList title="Последние сообщения" to="/admin/forms" empty={activity.recent_contacts.length === 0}>
          {activity.recent_contacts.map((c) => (
            <Row
              key={c.id}
              main={c.name}
              sub={c.email}
              aside={<span className="text-stone-600">{formatDate(c.created_at)}</span>}
            />
          ))}
        </RecentList>
        <RecentList
          title="Последние бронирования"
          to="/admin/forms?tab=bookings"
          empty={activity.recent_bookings.length === 0}
        >
          {activity.recent_bookings.map((b) => (
            <Row
              key={b.id}
              main={b.name}
              sub={`${b.service} · ${officeDate(b.date)}`}
              aside={<span className="text-stone-600">{STATUS_LABELS[b.status] ?? b.status}</span>}
            />
          ))}
        </RecentList>
        <RecentList title="Последние статьи" to="/admin/blog" empty={activity.recent_posts.length === 0}>
          {activity.recent_posts.map((p) => (
            <Row
              key={p.id}
              main={p.title_de}
              sub={formatDate(p.created_at)}
              aside={<span className="text-stone-600">{p.published ? 'опубликовано' : 'черновик'}</span>}
            />
          ))}
        </RecentList>
        <RecentList title="Последние проекты" to="/admin/portfolio" empty={activity.recent_projects.length === 0}>
          {activity.recent_projects.map((p) => (
            <Row
              key={p.id}
              main={`${p.title_de}${p.featured ? ' ★' : ''}`}
              sub={`${categoryName(p.category)} · ${formatDate(p.created_at)}`}
            />
          ))}
        </RecentList>
      </div>
    </div>
  );
}

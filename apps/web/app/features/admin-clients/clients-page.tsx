import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { adminKeys } from '../admin-api/queries';
import { ShowMore, usePagedList } from '../admin-ui/paged-list';
import { btn, EmptyState, formatDate, LoadError, PageHeader, Spinner, TextField } from '../admin-ui/ui';
import { listClients } from './api';
import { countsText } from './words';

/**
 * Every person once (ADR 049): by address across bookings, messages, galleries, reviews, the
 * newsletter and consents, the latest activity first, searched by a part of a name or address.
 * `?q=<address>` (the desk's «Клиент» link) opens that person's record directly.
 */
export function ClientsPage() {
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const [typed, setTyped] = useState(q);
  const list = usePagedList([...adminKeys.clients, q], listClients(q));
  const navigate = useNavigate();
  const exact = q.includes('@') ? list.items?.filter((c) => c.email === q.toLowerCase()) : undefined;
  const only = exact?.length === 1 ? exact[0] : undefined;
  useEffect(() => {
    if (only) void navigate(`/admin/clients/${only.id}`, { replace: true });
  }, [only, navigate]);

  function find(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
  }

  const clients = list.items;
  return (
    <div>
      <PageHeader title="Клиенты" />
      <form onSubmit={find} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <TextField label="Имя или e-mail" name="q" value={typed} onChange={setTyped} />
        </div>
        <button type="submit" className={btn.secondary}>
          <Search className="size-4" aria-hidden /> Найти
        </button>
      </form>
      {list.failed ? (
        <LoadError what="клиентов" error={list.error} retry={list.retry} retrying={list.retrying} />
      ) : clients === undefined ? (
        <Spinner />
      ) : clients.length === 0 ? (
        <EmptyState
          title={q ? 'Никого не нашлось' : 'Клиентов пока нет'}
          hint={
            q
              ? 'Попробуйте часть имени или адреса.'
              : 'Каждый, кто оставил заявку, сообщение, отзыв или подписался на рассылку, появится здесь один раз.'
          }
        />
      ) : (
        <ul className="space-y-3">
          {clients.map((c) => (
            <li key={c.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-client={c.id}>
              <Link
                to={`/admin/clients/${c.id}`}
                className="break-words font-medium underline-offset-2 hover:underline"
              >
                {c.name || c.email}
              </Link>
              <p className="break-words text-sm text-stone-600">
                {[c.name ? c.email : '', countsText(c.counts), c.has_note ? 'есть заметка' : '']
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-xs text-stone-500">Последняя активность: {formatDate(c.last_activity)}</p>
            </li>
          ))}
        </ul>
      )}
      <ShowMore more={list.hasMore} onMore={list.showMore} />
    </div>
  );
}

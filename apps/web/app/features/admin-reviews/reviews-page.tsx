import type { AdminReview } from '@app/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { loadPages } from '../admin-api/pages';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { btn, EmptyState, formatDate, Modal, PageHeader, Segmented, Spinner } from '../admin-ui/ui';
import { createReview, deleteReview, EMPTY_REVIEW, listReviews, type ReviewInput, updateReview } from './api';
import { ReviewForm } from './review-form';

type Filter = 'all' | 'approved' | 'pending';

export function ReviewsPage() {
  // Every review is reachable: pages of LIST_PAGE_SIZE, "show more" reads the next one.
  const [pages, setPages] = useState(1);
  const list = useAdminData([...adminKeys.reviews, pages], () => loadPages(listReviews, pages));
  const reviews = list.failed ? [] : (list.data?.items ?? null);
  const refresh = useRefresh();
  const load = () => refresh(adminKeys.reviews);
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<AdminReview | 'new' | null>(null);

  async function save(input: ReviewInput) {
    if (editing === 'new') await createReview(input);
    else if (editing) await updateReview(editing.id, input);
    setEditing(null);
    await load();
  }

  async function remove(review: AdminReview) {
    if (!window.confirm(`Удалить отзыв от «${review.name}»?`)) return;
    try {
      await deleteReview(review.id);
      await load();
    } catch (e) {
      console.error(e);
      window.alert('Ошибка при удалении отзыва');
    }
  }

  const shown = (reviews ?? []).filter((r) =>
    filter === 'all' ? true : filter === 'approved' ? r.approved : !r.approved,
  );
  const initial: ReviewInput =
    editing && editing !== 'new'
      ? {
          name: editing.name,
          email: editing.email,
          rating: editing.rating,
          service: editing.service,
          text_de: editing.text_de,
          text_ru: editing.text_ru,
          approved: editing.approved,
        }
      : EMPTY_REVIEW;

  return (
    <div>
      <PageHeader title="Отзывы">
        <button type="button" className={btn.primary} onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Добавить отзыв
        </button>
      </PageHeader>
      <div className="mb-4">
        <Segmented
          label="Фильтр"
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: 'Все' },
            { value: 'approved', label: 'Одобренные' },
            { value: 'pending', label: 'На модерации' },
          ]}
        />
      </div>
      {reviews === null ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <EmptyState title="No reviews yet" hint="Отзывы посетителей появятся здесь и ждут вашего одобрения." />
      ) : (
        <ul className="space-y-3">
          {shown.map((r) => (
            <li key={r.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {r.name}
                    <span className="text-amber-600" role="img" aria-label={`Оценка ${r.rating} из 5`}>
                      {'★'.repeat(r.rating)}
                    </span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                        r.approved ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
                      }`}
                    >
                      {r.approved ? 'Одобрен' : 'На модерации'}
                    </span>
                  </p>
                  <p className="text-sm text-stone-600">
                    {[r.service, r.email, formatDate(r.created_at)].filter(Boolean).join(' · ')}
                  </p>
                  <p className="mt-2 text-sm">{r.text_de}</p>
                  {r.text_ru ? <p className="mt-1 text-sm text-stone-700">{r.text_ru}</p> : null}
                </div>
                <div className="flex gap-1">
                  <EditButton name={r.name} onClick={() => setEditing(r)} />
                  <DeleteButton label={`Удалить отзыв: ${r.name}`} onClick={() => void remove(r)} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data?.more ? (
        <div className="mt-4 flex justify-center">
          <button type="button" className={btn.secondary} onClick={() => setPages((n) => n + 1)}>
            Показать ещё
          </button>
        </div>
      ) : null}
      <Modal
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'Новый отзыв' : 'Редактировать отзыв'}
        wide
      >
        {editing !== null ? (
          <ReviewForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={initial}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}

import { type AdminReview, type ReviewStatus, reviewStatusSchema } from '@app/contracts';
import { Check, EyeOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminKeys, useRefresh } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { ShowMore, usePagedList } from '../admin-ui/paged-list';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { btn, EmptyState, formatDate, LoadError, Modal, PageHeader, Segmented, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { createReview, deleteReview, EMPTY_REVIEW, listReviews, type ReviewInput, updateReview } from './api';
import { ReviewForm } from './review-form';

const EMPTY_TEXTS: Record<ReviewStatus, { title: string; hint: string }> = {
  all: { title: 'Отзывов пока нет', hint: 'Отзывы посетителей появятся здесь и ждут вашего одобрения.' },
  pending: { title: 'Нет отзывов, ждущих одобрения', hint: 'Новые отзывы посетителей появятся здесь.' },
  approved: { title: 'Одобренных отзывов пока нет', hint: 'Одобрите отзыв, чтобы он появился на сайте.' },
};

/**
 * Review moderation: the list filtered by the server (all, waiting, approved; every review
 * reachable through "show more"), one-click approve and hide, delete after an in-app question.
 */
export function ReviewsPage() {
  // The filter is in the address (?status=pending: the dashboard's tile opens the waiting ones).
  const [search, setSearch] = useSearchParams();
  const filter: ReviewStatus = reviewStatusSchema.catch('all').parse(search.get('status') ?? 'all');
  const list = usePagedList([...adminKeys.reviews, filter], listReviews(filter));
  const refresh = useRefresh();
  const load = () => refresh(adminKeys.reviews);
  const [editing, setEditing] = useState<AdminReview | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const question = useAsk();

  async function save(input: ReviewInput) {
    if (editing === 'new') await createReview(input);
    else if (editing) await updateReview(editing.id, input);
    setEditing(null);
    notify.success('Отзыв сохранён');
    await load();
  }

  async function setApproved(review: AdminReview, approved: boolean) {
    setBusy(review.id);
    try {
      await updateReview(review.id, { approved });
      notify.success(
        approved ? `Отзыв от «${review.name}» одобрен и виден на сайте` : `Отзыв от «${review.name}» скрыт`,
      );
      await load();
    } catch (e) {
      notify.error(approved ? 'Не удалось одобрить отзыв' : 'Не удалось скрыть отзыв', e);
    } finally {
      setBusy(null);
    }
  }

  async function remove(review: AdminReview) {
    if (!(await question.ask(deleteQuestion(`отзыв от «${review.name}»`)))) return;
    try {
      await deleteReview(review.id);
      notify.success('Отзыв удалён');
      await load();
    } catch (e) {
      notify.error('Не удалось удалить отзыв', e);
    }
  }

  const reviews = list.items;
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
          // Another filter starts again at one page (usePagedList).
          onChange={(value) => setSearch(value === 'all' ? {} : { status: value }, { replace: true })}
          options={[
            { value: 'all', label: 'Все' },
            { value: 'pending', label: 'Ждут одобрения' },
            { value: 'approved', label: 'Одобренные' },
          ]}
        />
      </div>
      {list.failed ? (
        <LoadError what="отзывы" error={list.error} retry={list.retry} retrying={list.retrying} />
      ) : reviews === undefined ? (
        <Spinner />
      ) : reviews.length === 0 ? (
        <EmptyState {...EMPTY_TEXTS[filter]} />
      ) : (
        <ul className="space-y-3">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-review={r.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1 basis-72">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-words">{r.name}</span>
                    <span className="text-amber-600" role="img" aria-label={`Оценка ${r.rating} из 5`}>
                      {'★'.repeat(r.rating)}
                    </span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                        r.approved ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
                      }`}
                    >
                      {r.approved ? 'Одобрен' : 'Ждёт одобрения'}
                    </span>
                  </p>
                  <p className="break-words text-sm text-stone-600">
                    {[r.service, r.email, formatDate(r.created_at)].filter(Boolean).join(' · ')}
                  </p>
                  {r.text_de ? (
                    <p className="mt-2 break-words text-sm" lang="de">
                      <span className="mr-1 text-xs font-semibold text-stone-500">
                        DE<span className="sr-only">:</span>
                      </span>
                      {r.text_de}
                    </p>
                  ) : null}
                  {r.text_ru ? (
                    <p className="mt-1 break-words text-sm text-stone-700" lang="ru">
                      <span className="mr-1 text-xs font-semibold text-stone-500">
                        RU<span className="sr-only">:</span>
                      </span>
                      {r.text_ru}
                    </p>
                  ) : null}
                  {!r.text_de || !r.text_ru ? (
                    <p className="mt-1 text-xs text-stone-600">
                      Написан только {r.text_de ? 'по-немецки' : 'по-русски'}: на {r.text_de ? 'русской' : 'немецкой'}{' '}
                      версии сайта показывается этот же текст.
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  {r.approved ? (
                    <button
                      type="button"
                      className={btn.secondary}
                      aria-label={`Скрыть: ${r.name}`}
                      disabled={busy === r.id}
                      onClick={() => void setApproved(r, false)}
                    >
                      <EyeOff className="size-4" aria-hidden />
                      Скрыть
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={btn.approve}
                      aria-label={`Одобрить: ${r.name}`}
                      disabled={busy === r.id}
                      onClick={() => void setApproved(r, true)}
                    >
                      <Check className="size-4" aria-hidden />
                      Одобрить
                    </button>
                  )}
                  <EditButton name={r.name} onClick={() => setEditing(r)} />
                  <DeleteButton label={`Удалить отзыв: ${r.name}`} onClick={() => void remove(r)} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore more={list.hasMore} onMore={list.showMore} />
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
      {question.dialog}
    </div>
  );
}

import { type GalleryAdmin, ID_PATTERN } from '@app/contracts';
import { ImageOff, Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { plural } from '../../i18n/format';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { DeleteButton, EditButton } from '../admin-ui/row-actions';
import { btn, EmptyState, LoadError, Modal, PageHeader, Spinner } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import {
  createGallery,
  deleteGallery,
  emptyInput,
  type GalleryInput,
  inputOf,
  listGalleries,
  updateGallery,
} from './api';
import { berlinDate } from './berlin-day';
import { GalleryForm } from './gallery-form';

/** "истекает 30.01.2027", "срок истёк", "без срока". */
export function expiryText(expiresAt: string | null, now: Date = new Date()): string {
  if (!expiresAt) return 'без срока';
  return new Date(expiresAt) <= now ? 'срок истёк' : `до ${berlinDate(expiresAt)}`;
}

const photoWord = (n: number) =>
  plural('ru', n, { one: 'фотография', few: 'фотографии', many: 'фотографий', other: 'фотографии' });

/** The owner's client galleries: create, edit, delete; a gallery's photos on its own page. */
export function GalleriesPage() {
  const list = useAdminData(adminKeys.galleries, listGalleries);
  const refresh = useRefresh();
  const navigate = useNavigate();
  // `?booking=<id>` (the desk's «Создать галерею», the client page) opens a new gallery for that
  // booking: the picker fills in the client's name, address and language.
  const [search, setSearch] = useSearchParams();
  const fromBooking = search.get('booking') ?? '';
  const [editing, setEditing] = useState<GalleryAdmin | 'new' | null>(ID_PATTERN.test(fromBooking) ? 'new' : null);
  const question = useAsk();
  const close = () => {
    setEditing(null);
    if (fromBooking) setSearch({}, { replace: true });
  };

  async function save(input: GalleryInput) {
    if (editing === 'new') {
      const created = await createGallery(input);
      setEditing(null);
      notify.success('Галерея создана: теперь загрузите фотографии');
      await refresh(adminKeys.galleries);
      await navigate(`/admin/galleries/${created.id}`);
      return;
    }
    if (editing) await updateGallery(editing.id, input);
    setEditing(null);
    notify.success('Галерея сохранена');
    await refresh(adminKeys.galleries);
  }

  async function remove(g: GalleryAdmin) {
    const consequence = `Все ${g.photo_count} ${photoWord(g.photo_count)} и ссылка клиента будут удалены. Это действие нельзя отменить.`;
    if (!(await question.ask(deleteQuestion(`галерею «${g.title_de}»`, consequence)))) return;
    try {
      await deleteGallery(g.id);
      notify.success('Галерея удалена');
      await refresh(adminKeys.galleries);
    } catch (e) {
      notify.error('Не удалось удалить галерею', e);
    }
  }

  const galleries = list.data;
  return (
    <div>
      <PageHeader title="Галереи клиентов">
        <button type="button" className={btn.primary} onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Создать галерею
        </button>
      </PageHeader>
      {list.failed ? (
        <LoadError what="галереи" error={list.error} retry={list.retry} retrying={list.retrying} />
      ) : galleries === undefined ? (
        <Spinner />
      ) : galleries.length === 0 ? (
        <EmptyState
          title="Галерей пока нет"
          hint="Создайте галерею, загрузите фотографии съёмки и отправьте клиенту личную ссылку."
        />
      ) : (
        <ul className="space-y-3">
          {galleries.map((g) => (
            <li key={g.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-gallery={g.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                {g.thumbnail ? (
                  <img
                    src={g.thumbnail}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 shrink-0 rounded object-cover"
                  />
                ) : (
                  <div className="flex size-16 shrink-0 items-center justify-center rounded bg-stone-100 text-stone-500">
                    <ImageOff className="size-5" aria-hidden />
                  </div>
                )}
                <div className="min-w-0 flex-1 basis-56">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <Link to={`/admin/galleries/${g.id}`} className="break-words underline-offset-2 hover:underline">
                      {g.title_de}
                    </Link>
                    {g.has_password ? (
                      <span className="inline-flex items-center gap-1 text-xs text-stone-600">
                        <Lock className="size-3" aria-hidden /> с паролем
                      </span>
                    ) : null}
                  </p>
                  <p className="break-words text-sm text-stone-600">
                    {[
                      g.client_name,
                      g.client_email,
                      `${g.photo_count} ${photoWord(g.photo_count)}`,
                      `ссылка ${expiryText(g.expires_at)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link to={`/admin/galleries/${g.id}`} className={btn.secondary}>
                    Фотографии
                  </Link>
                  <EditButton name={g.title_de} onClick={() => setEditing(g)} />
                  <DeleteButton label={`Удалить галерею: ${g.title_de}`} onClick={() => void remove(g)} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(o) => !o && close()}
        title={editing === 'new' ? 'Новая галерея' : 'Редактировать галерею'}
        wide
      >
        {editing !== null ? (
          <GalleryForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={
              editing === 'new'
                ? { ...emptyInput(), booking_id: ID_PATTERN.test(fromBooking) ? fromBooking : '' }
                : inputOf(editing)
            }
            hasPassword={editing !== 'new' && editing.has_password}
            onSave={save}
            onCancel={close}
          />
        ) : null}
      </Modal>
      {question.dialog}
    </div>
  );
}
